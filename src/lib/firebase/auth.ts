import type { Auth, User } from 'firebase/auth';
import { loadable } from '../lazy-load';
import { FIREBASE_NOT_CONFIGURED, firebaseConfig, isFirebaseConfigured } from './config';

/*
 * What the first screen needs to know about Firebase without loading any of its SDK: the configuration, whether
 * anyone can be signed in on this device, and (once Auth is loaded) who is and their ID token.
 *
 * Firebase Auth loads on demand: it is the largest part of the SDK, and a visitor who has never signed in on this
 * device does not need it to see the shop. Auth keeps a signed-in user in local storage (browserLocalPersistence),
 * so whether anyone can be signed in is known without it (hasSavedAuthUser). The Firebase app and Firestore SDK
 * (app.ts) load with Auth or with the first screen that writes; the storefront reads without them (rest-read.ts).
 */

let auth: Auth | undefined;

/** The Auth SDK's code (offline, tried again at the next call). */
export const loadAuthSdk = loadable(() => import('firebase/auth'));

const authInstance = loadable(async () => {
  const [{ requiredFirebaseServices }, { browserLocalPersistence, connectAuthEmulator, initializeAuth }] =
    await Promise.all([import('./app'), loadAuthSdk()]);
  const s = requiredFirebaseServices();
  auth = initializeAuth(s.app, { persistence: browserLocalPersistence });
  if (s.resolved.emulators) connectAuthEmulator(auth, s.resolved.emulators.auth, { disableWarnings: true });
  return auth;
});

export function loadAuth(): Promise<Auth> {
  if (!isFirebaseConfigured()) return Promise.reject(new Error(FIREBASE_NOT_CONFIGURED));
  return authInstance();
}

/**
 * The signed-in user's uid, or null. Auth is always loaded while someone is signed in (the session starts it),
 * so an Auth that has not been loaded means nobody is signed in.
 */
export function currentUserId(): string | null {
  return auth?.currentUser?.uid ?? null;
}

/** The signed-in user's uid, for a write that records who made it; throws when nobody is signed in. */
export function requiredUserId(): string {
  const uid = currentUserId();
  if (!uid) throw new Error('Not signed in');
  return uid;
}

/** The signed-in user's ID token (refreshed by Auth when it is about to expire), or null when nobody is. */
export async function currentIdToken(): Promise<string | null> {
  const user = auth?.currentUser;
  return user ? user.getIdToken() : null;
}

/** The Firebase app's name: the page has one app, the default one. */
const DEFAULT_APP_NAME = '[DEFAULT]';

/** The local-storage key under which Auth keeps the signed-in user of this app. */
export function savedAuthUserKey(): string | null {
  const resolved = firebaseConfig();
  return resolved ? `firebase:authUser:${resolved.config.apiKey}:${DEFAULT_APP_NAME}` : null;
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
