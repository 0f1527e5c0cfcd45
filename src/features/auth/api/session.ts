import type { Auth, User } from 'firebase/auth';
import type { UserProfile } from '@domain/users/user';
import { hasSavedAuthUser, loadAuth, loadAuthSdk, savedAuthUserKey, waitForInitialAuth } from '@/lib/firebase/auth';
import { isFirebaseConfigured } from '@/lib/firebase/config';
import { userProfileFromData } from '@/lib/firebase/converters';
import { serviceRead } from '@/lib/firebase/service';
import { getDocument } from '@/lib/firebase/rest-read';
import { sessionActions, useSessionStore, type SessionUser } from '../stores/session-store';
import { PROFILE_LOAD_FAILED } from '@domain/users/messages';

// This module is part of the first screen: it imports nothing but types from firebase/auth, whose SDK loads
// only when someone can be signed in (a saved session) or wants to sign in (lib/firebase/auth.ts loadAuth); the
// user's record is read over REST (lib/firebase/rest-read.ts) with their ID token.

/** How long the first render waits for a signed-in user's record on a slow network before showing the page. */
export const FIRST_RENDER_WAIT_MS = 8_000;

export function getUserProfile(uid: string): Promise<UserProfile | null> {
  return serviceRead(PROFILE_LOAD_FAILED, async () => {
    const record = await getDocument(`users/${uid}`);
    return record ? userProfileFromData(uid, record.data) : null;
  });
}

const toSessionUser = (user: User): SessionUser => ({
  uid: user.uid,
  email: user.email ?? '',
  displayName: user.displayName,
});

// The latest load wins: a slower, older read never overwrites a newer one.
let generation = 0;
let loadingUid: string | null = null;
let pending: Promise<void> = Promise.resolve();

/**
 * Puts `user` and their users/{uid} record into the session store (or empties it for null). A second call for
 * the user already loaded or loading shares that read, unless `force` (after the record changed).
 */
export function loadSession(user: User | null, options: { force?: boolean } = {}): Promise<void> {
  if (!user) {
    generation++;
    loadingUid = null;
    sessionActions.signedOut();
    pending = Promise.resolve();
    return pending;
  }
  if (!options.force && loadingUid === user.uid) return pending;
  const id = ++generation;
  loadingUid = user.uid;
  sessionActions.loading(toSessionUser(user));
  pending = getUserProfile(user.uid)
    .catch((error: unknown) => {
      console.error('Could not read the user record', error);
      return null;
    })
    .then((profile) => {
      if (id === generation) sessionActions.signedIn(toSessionUser(user), profile);
    });
  return pending;
}

let attached: Promise<Auth> | undefined;

/**
 * Loads Auth (once), applies its first state and keeps the session store in step with every later change.
 * Every accounts call awaits this before it uses Auth; resolves with the Auth instance.
 */
export function ensureSession(): Promise<Auth> {
  attached ??= (async () => {
    const [{ onAuthStateChanged }, auth] = await Promise.all([loadAuthSdk(), loadAuth()]);
    await loadSession(await waitForInitialAuth());
    onAuthStateChanged(auth, (user) => void loadSession(user));
    return auth;
  })().catch((error: unknown) => {
    attached = undefined; // e.g. offline: the next call tries again
    throw error;
  });
  return attached;
}

/** Reads the current user and their record again (after a failed read). */
export async function refreshSession(): Promise<void> {
  const auth = await ensureSession();
  await loadSession(auth.currentUser, { force: true });
}

/**
 * At boot (src/main.tsx). With a saved session: waits for Auth's first state and the user's record (at most
 * FIRST_RENDER_WAIT_MS) so that the first render knows both. Without one: signed out at once, and Auth is not
 * loaded until someone signs in (here, or in another tab of this browser).
 */
export async function startSession(): Promise<void> {
  if (!isFirebaseConfigured() || !hasSavedAuthUser()) {
    sessionActions.signedOut();
    if (isFirebaseConfigured()) followSignInInOtherTabs();
    return;
  }
  const ready = ensureSession().then(() => pending);
  await Promise.race([
    ready.catch((error: unknown) => {
      console.error('Could not restore the session', error);
      sessionActions.signedOut();
    }),
    new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS)),
  ]);
}

function followSignInInOtherTabs(): void {
  const key = savedAuthUserKey();
  if (typeof window === 'undefined' || !key) return;
  const onStorage = (event: StorageEvent) => {
    if (event.key !== key || event.newValue === null || useSessionStore.getState().user) return;
    window.removeEventListener('storage', onStorage);
    void ensureSession();
  };
  window.addEventListener('storage', onStorage);
}
