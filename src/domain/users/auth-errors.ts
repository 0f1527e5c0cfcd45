/**
 * Firebase Auth error codes to the shop's messages (docs/storefront.md, "Accounts"), per action. Pure: the code is a
 * string such as 'auth/wrong-password'.
 */
import { AUTH_MESSAGES } from './messages';

export type AuthAction = 'login' | 'register' | 'reset' | 'profile' | 'password';

const FALLBACK: Record<AuthAction, string> = {
  login: AUTH_MESSAGES.loginFailed,
  register: AUTH_MESSAGES.registrationFailed,
  reset: AUTH_MESSAGES.resetFailed,
  profile: AUTH_MESSAGES.profileUpdateFailed,
  password: AUTH_MESSAGES.passwordUpdateFailed,
};

const BAD_CREDENTIALS = new Set(['auth/invalid-credential', 'auth/wrong-password', 'auth/user-not-found']);

export function authErrorMessage(code: string | undefined, action: AuthAction): string {
  if (code === 'auth/network-request-failed') return AUTH_MESSAGES.network;
  if (code === 'auth/user-disabled') return AUTH_MESSAGES.accountDisabled;
  switch (action) {
    case 'login':
      if (code && BAD_CREDENTIALS.has(code)) return AUTH_MESSAGES.invalidCredentials;
      if (code === 'auth/too-many-requests') return AUTH_MESSAGES.tooManyLoginAttempts;
      if (code === 'auth/invalid-email') return AUTH_MESSAGES.invalidEmail;
      break;
    case 'register':
      if (code === 'auth/email-already-in-use') return AUTH_MESSAGES.emailInUse;
      if (code === 'auth/invalid-email') return AUTH_MESSAGES.invalidEmail;
      if (code === 'auth/weak-password') return AUTH_MESSAGES.passwordTooShort;
      break;
    case 'reset':
      if (code === 'auth/invalid-email' || code === 'auth/missing-email') return AUTH_MESSAGES.invalidEmail;
      break;
    case 'password':
      if (code === 'auth/wrong-password' || code === 'auth/invalid-credential') {
        return AUTH_MESSAGES.currentPasswordIncorrect;
      }
      if (code === 'auth/requires-recent-login' || code === 'auth/user-token-expired') {
        return AUTH_MESSAGES.recentLoginRequired;
      }
      if (code === 'auth/too-many-requests') return AUTH_MESSAGES.tooManyLoginAttempts;
      break;
  }
  return FALLBACK[action];
}
