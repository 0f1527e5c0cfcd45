import { initializeApp, type FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore/lite';
import { FIREBASE_NOT_CONFIGURED, firebaseConfig, type ResolvedFirebaseConfig } from './config';

/**
 * The single Firebase app of the page and its Firestore SDK, for the screens that write or read as a signed-in
 * user; Auth is in auth.ts (loaded on demand), Functions in functions.ts, and the storefront's public reads go
 * without any of them (rest-read.ts): the first screen's JavaScript budget.
 */
interface FirebaseServices {
  app: FirebaseApp;
  db: Firestore;
  resolved: ResolvedFirebaseConfig;
}

export const FUNCTIONS_REGION = 'us-central1';

let services: FirebaseServices | null | undefined;

function init(): FirebaseServices | null {
  const resolved = firebaseConfig();
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

export function requiredFirebaseServices(): FirebaseServices {
  const s = firebaseServices();
  if (!s) throw new Error(FIREBASE_NOT_CONFIGURED);
  return s;
}

export const getDb = (): Firestore => requiredFirebaseServices().db;
