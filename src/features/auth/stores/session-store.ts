import { create } from 'zustand';
import { isActiveAdmin, isActiveCustomer, type UserProfile } from '@domain/users/user';

/**
 * The session: who is signed in and their users/{uid} record. The one place other features read it from.
 *
 *   const user = useSessionStore((s) => s.user);        // { uid, email, displayName } or null
 *   const isAdmin = useSessionStore((s) => s.isAdmin);  // stored role admin, account active
 *   useSessionStore.getState().user?.uid                // outside React (services, effects)
 *
 * status: 'loading' until the first auth state is known and while a signed-in user's record is being read;
 * 'signed-in' once it has been read (profile is null only when the record is missing or unreadable);
 * 'signed-out' otherwise. Sign-in, sign-up and sign-out go through features/auth/api, never through this
 * store's setters: the auth-state subscription there (api/session.ts) keeps it in step with Firebase Auth.
 * Signing out empties it: no user data stays in memory.
 */
export interface SessionUser {
  uid: string;
  email: string;
  displayName: string | null;
}

export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';

export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  profile: UserProfile | null;
  /** Role admin in the stored record, and the account active. */
  isAdmin: boolean;
  /** Role customer in the stored record, and the account active. */
  isUser: boolean;
}

const SIGNED_OUT: SessionState = { status: 'signed-out', user: null, profile: null, isAdmin: false, isUser: false };

export const useSessionStore = create<SessionState>()(() => ({ ...SIGNED_OUT, status: 'loading' }));

/** For features/auth/api only. */
export const sessionActions = {
  /** The auth user is known, their record is being read. */
  loading: (user: SessionUser) =>
    useSessionStore.setState((s) => ({
      ...SIGNED_OUT,
      status: 'loading',
      user,
      // Keep the record while re-reading it for the same user (no flash of a missing admin link).
      ...(s.user?.uid === user.uid && s.profile ? { profile: s.profile, isAdmin: s.isAdmin, isUser: s.isUser } : {}),
    })),
  signedIn: (user: SessionUser, profile: UserProfile | null) =>
    useSessionStore.setState({
      status: 'signed-in',
      user,
      profile,
      isAdmin: isActiveAdmin(profile),
      isUser: isActiveCustomer(profile),
    }),
  signedOut: () => useSessionStore.setState(SIGNED_OUT, true),
  /** The display name changed (auth profile and record both). */
  renamed: (displayName: string) =>
    useSessionStore.setState((s) => ({
      user: s.user && { ...s.user, displayName },
      profile: s.profile && { ...s.profile, displayName },
    })),
  /** The user changed their own record (e.g. how they hear of their orders): the profile follows. */
  profileChanged: (change: Partial<Pick<UserProfile, 'notifyBy'>>) =>
    useSessionStore.setState((s) => ({ profile: s.profile && { ...s.profile, ...change } })),
};

/** The name to greet the user with: display name, else email. */
export const selectDisplayLabel = (s: SessionState): string =>
  s.user?.displayName?.trim() || s.profile?.displayName?.trim() || s.user?.email || '';
