import { initializeApp, type FirebaseApp } from 'firebase/app';
// Types only: the Auth SDK itself loads on demand (loadAuth), see below.
import type { Auth, User } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore/lite';
import { loadable } from '../lazy-load';
import { FIREBASE_NOT_CONFIGURED, resolveFirebaseConfig, type ResolvedFirebaseConfig } from './config';

/**
 * The single Firebase app of the page; everything else asks it for db (and loadAuth for auth). Functions live in
 * functions.ts, loaded only by the screens that call them (the home route's JavaScript budget).
 */
interface FirebaseServices {
  app: FirebaseApp;
  db: Firestore;
  resolved: ResolvedFirebaseConfig;
}

export const FUNCTIONS_REGION = 'us-central1';

let services: FirebaseServices | null | undefined;

function init(): FirebaseServices | null {
  const resolved = resolveFirebaseConfig(import.meta.env);
  if (!resolved) return null;
  const app = initializeApp(resolved.config);
  const db = getFirestore(app);
  if (resolved.emulators) {
    connectFirestoreEmulator(db, resolved.emulators.firestore.host, resolved.emulators.firestore.port);
  }
  return { app, db, resolved };
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

/*
 * Firebase Auth loads on demand: it is the largest part of the SDK, and a visitor who has never signed in on
 * this device does not need it to see the shop. Auth keeps a signed-in user in local storage
 * (browserLocalPersistence), so whether anyone can be signed in is known without it (hasSavedAuthUser).
 * Firestore and Functions pick up the user's token as soon as Auth is initialised.
 */
let auth: Auth | undefined;

/** The Auth SDK's code (offline, tried again at the next call). */
export const loadAuthSdk = loadable(() => import('firebase/auth'));

const authInstance = loadable(async () => {
  const s = requiredFirebaseServices();
  const { browserLocalPersistence, connectAuthEmulator, initializeAuth } = await loadAuthSdk();
  auth = initializeAuth(s.app, { persistence: browserLocalPersistence });
  if (s.resolved.emulators) connectAuthEmulator(auth, s.resolved.emulators.auth, { disableWarnings: true });
  return auth;
});

export function loadAuth(): Promise<Auth> {
  if (!firebaseServices()) return Promise.reject(new Error(FIREBASE_NOT_CONFIGURED));
  return authInstance();
}

/** The Auth instance once loadAuth has resolved (always so while someone is signed in); throws before. */
export function getAuthInstance(): Auth {
  if (!auth)
    throw new Error(firebaseServices() ? 'Firebase Auth is not loaded yet: await loadAuth()' : FIREBASE_NOT_CONFIGURED);
  return auth;
}

/**
 * The signed-in user's uid, or null. Auth is always loaded while someone is signed in (the session starts it),
 * so an Auth that has not been loaded means nobody is signed in.
 */
export function currentUserId(): string | null {
  return auth?.currentUser?.uid ?? null;
}

/** The local-storage key under which Auth keeps the signed-in user of this app. */
export function savedAuthUserKey(): string | null {
  const s = firebaseServices();
  return s ? `firebase:authUser:${s.resolved.config.apiKey}:${s.app.name}` : null;
}

/** True when this browser holds a signed-in user that Auth would restore. */
export function hasSavedAuthUser(): boolean {
  const key = savedAuthUserKey();
  try {
    return key !== null && typeof localStorage !== 'undefined' && localStorage.getItem(key) !== null;
  } catch {
    return false; // storage blocked: Auth cannot have kept anyone either
  }
}

/**
 * Resolves with the first auth state (signed-in user or null); null at once when Firebase is not configured or
 * no signed-in user is saved in this browser (Auth is then not even loaded).
 */
export async function waitForInitialAuth(): Promise<User | null> {
  if (!isFirebaseConfigured() || !hasSavedAuthUser()) return null;
  const [{ onAuthStateChanged }, instance] = await Promise.all([loadAuthSdk(), loadAuth()]);
  return new Promise((resolve) => {
    const unsubscribe = onAuthStateChanged(instance, (user) => {
      unsubscribe();
      resolve(user);
    });
  });
}
