import { initializeApp, type FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  initializeAuth,
  onAuthStateChanged,
  type Auth,
  type User,
} from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore/lite';
import { FIREBASE_NOT_CONFIGURED, resolveFirebaseConfig, type ResolvedFirebaseConfig } from './config';

/**
 * The single Firebase app of the page; everything else asks it for auth and db. Functions live in functions.ts,
 * loaded only by the screens that call them (the home route's JavaScript budget).
 */
interface FirebaseServices {
  app: FirebaseApp;
  auth: Auth;
  db: Firestore;
  resolved: ResolvedFirebaseConfig;
}

export const FUNCTIONS_REGION = 'us-central1';

let services: FirebaseServices | null | undefined;

function init(): FirebaseServices | null {
  const resolved = resolveFirebaseConfig(import.meta.env);
  if (!resolved) return null;
  const app = initializeApp(resolved.config);
  const auth = initializeAuth(app, { persistence: browserLocalPersistence });
  const db = getFirestore(app);
  if (resolved.emulators) {
    connectAuthEmulator(auth, resolved.emulators.auth, { disableWarnings: true });
    connectFirestoreEmulator(db, resolved.emulators.firestore.host, resolved.emulators.firestore.port);
  }
  return { app, auth, db, resolved };
}

export function firebaseServices(): FirebaseServices | null {
  if (services === undefined) services = init();
  return services;
}

export function isFirebaseConfigured(): boolean {
  return firebaseServices() !== null;
}

export function requiredFirebaseServices(): FirebaseServices {
  const s = firebaseServices();
  if (!s) throw new Error(FIREBASE_NOT_CONFIGURED);
  return s;
}

export const getDb = (): Firestore => requiredFirebaseServices().db;
export const getAuthInstance = (): Auth => requiredFirebaseServices().auth;

/** Resolves with the first auth state (signed-in user or null); resolves null when Firebase is not configured. */
export function waitForInitialAuth(): Promise<User | null> {
  const s = firebaseServices();
  if (!s) return Promise.resolve(null);
  return new Promise((resolve) => {
    const unsubscribe = onAuthStateChanged(s.auth, (user) => {
      unsubscribe();
      resolve(user);
    });
  });
}
