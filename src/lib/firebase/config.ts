/**
 * Firebase web config from VITE_FIREBASE_* variables. A `demo-` project id (the default in development and
 * in tests) means the local emulator suite; production builds must be given a real project's config.
 */
export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  storageBucket?: string;
  messagingSenderId?: string;
  appId?: string;
}

export interface EmulatorHosts {
  auth: string;
  firestore: { host: string; port: number };
  functions: { host: string; port: number };
  storage: { host: string; port: number } | null;
}

export interface ResolvedFirebaseConfig {
  config: FirebaseWebConfig;
  emulators: EmulatorHosts | null;
}

export const DEMO_PROJECT_ID = 'demo-savanna-solar';
export const FIREBASE_NOT_CONFIGURED = 'Authentication is not available: Firebase is not configured';

type Env = Record<string, string | boolean | undefined>;

function str(env: Env, key: string): string | undefined {
  const value = env[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function port(env: Env, key: string, fallback: number): number {
  const value = Number(str(env, key));
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/** Returns null when no usable configuration exists (a production build without VITE_FIREBASE_*). */
export function resolveFirebaseConfig(env: Env): ResolvedFirebaseConfig | null {
  const useEmulatorsByDefault = env.DEV === true || str(env, 'VITE_USE_EMULATORS') === 'true';
  const projectId = str(env, 'VITE_FIREBASE_PROJECT_ID') ?? (useEmulatorsByDefault ? DEMO_PROJECT_ID : undefined);
  if (!projectId) return null;

  const isDemo = projectId.startsWith('demo-');
  const apiKey = str(env, 'VITE_FIREBASE_API_KEY') ?? (isDemo ? 'demo-api-key' : undefined);
  if (!apiKey) return null;

  const config: FirebaseWebConfig = {
    apiKey,
    authDomain: str(env, 'VITE_FIREBASE_AUTH_DOMAIN') ?? `${projectId}.firebaseapp.com`,
    projectId,
    storageBucket: str(env, 'VITE_FIREBASE_STORAGE_BUCKET') ?? `${projectId}.appspot.com`,
    messagingSenderId: str(env, 'VITE_FIREBASE_MESSAGING_SENDER_ID'),
    appId: str(env, 'VITE_FIREBASE_APP_ID'),
  };
  if (!isDemo) return { config, emulators: null };

  const host = str(env, 'VITE_EMULATOR_HOST') ?? '127.0.0.1';
  const storagePort = str(env, 'VITE_STORAGE_EMULATOR_PORT');
  return {
    config,
    emulators: {
      auth: `http://${host}:${port(env, 'VITE_AUTH_EMULATOR_PORT', 9099)}`,
      firestore: { host, port: port(env, 'VITE_FIRESTORE_EMULATOR_PORT', 8080) },
      functions: { host, port: port(env, 'VITE_FUNCTIONS_EMULATOR_PORT', 5001) },
      storage: storagePort ? { host, port: port(env, 'VITE_STORAGE_EMULATOR_PORT', 9199) } : null,
    },
  };
}

let config: ResolvedFirebaseConfig | null | undefined;

/** This build's Firebase configuration (VITE_FIREBASE_*, or the emulators' demo project), or null. */
export function firebaseConfig(): ResolvedFirebaseConfig | null {
  if (config === undefined) config = resolveFirebaseConfig(import.meta.env);
  return config;
}

export function isFirebaseConfigured(): boolean {
  return firebaseConfig() !== null;
}

export function requiredFirebaseConfig(): ResolvedFirebaseConfig {
  const resolved = firebaseConfig();
  if (!resolved) throw new Error(FIREBASE_NOT_CONFIGURED);
  return resolved;
}
