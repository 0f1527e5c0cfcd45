import { describe, expect, it } from 'vitest';
import { authErrorMessage } from './auth-errors';

describe('authErrorMessage', () => {
  it.each(['auth/invalid-credential', 'auth/wrong-password', 'auth/user-not-found'])(
    'login: %s is "Invalid email or password"',
    (code) => {
      expect(authErrorMessage(code, 'login')).toBe('Invalid email or password');
    },
  );

  it('login: disabled, throttled, anything else', () => {
    expect(authErrorMessage('auth/user-disabled', 'login')).toBe('This account has been disabled');
    expect(authErrorMessage('auth/too-many-requests', 'login')).toBe(
      'Too many login attempts. Please try again later.',
    );
    expect(authErrorMessage('auth/internal-error', 'login')).toBe('Invalid email or password. Please try again.');
    expect(authErrorMessage(undefined, 'login')).toBe('Invalid email or password. Please try again.');
  });

  it('register: an email in use is said plainly; otherwise the fallback', () => {
    expect(authErrorMessage('auth/email-already-in-use', 'register')).toBe(
      'An account with this email already exists. Please sign in instead.',
    );
    expect(authErrorMessage('auth/invalid-email', 'register')).toBe('Please enter a valid email address');
    expect(authErrorMessage('auth/weak-password', 'register')).toBe('Password must be at least 6 characters long');
    expect(authErrorMessage('auth/operation-not-allowed', 'register')).toBe(
      'Failed to create account. Please try again.',
    );
  });

  it('reset and profile fall back to their fixed texts', () => {
    expect(authErrorMessage('auth/internal-error', 'reset')).toBe(
      'Failed to send password reset email. Please try again.',
    );
    expect(authErrorMessage('auth/invalid-email', 'reset')).toBe('Please enter a valid email address');
    expect(authErrorMessage('permission-denied', 'profile')).toBe('Failed to update profile. Please try again.');
  });

  it('password change: wrong current password, stale session, anything else', () => {
    expect(authErrorMessage('auth/wrong-password', 'password')).toBe('Current password is incorrect.');
    expect(authErrorMessage('auth/invalid-credential', 'password')).toBe('Current password is incorrect.');
    expect(authErrorMessage('auth/requires-recent-login', 'password')).toBe(
      'Please sign out and sign back in to change your password.',
    );
    expect(authErrorMessage('auth/internal-error', 'password')).toBe('Failed to update password. Please try again.');
  });

  it('a dropped connection says so in every action', () => {
    for (const action of ['login', 'register', 'reset', 'profile', 'password'] as const) {
      expect(authErrorMessage('auth/network-request-failed', action)).toBe(
        'No internet connection. Check your connection and try again.',
      );
    }
  });

  it('a disabled account says so in every action', () => {
    expect(authErrorMessage('auth/user-disabled', 'password')).toBe('This account has been disabled');
  });
});
