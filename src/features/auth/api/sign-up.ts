import { useMutation } from '@tanstack/react-query';
import { createUserWithEmailAndPassword, updateProfile } from 'firebase/auth';
import { checkRegisterInput } from '@domain/users/auth-validation';
import { ServiceError } from '@/lib/errors';
import { authServiceError } from './auth-service-error';
import { ensureSession, loadSession } from './session';
import { createCustomerRecord } from './user-record';

export interface SignUpInput {
  displayName: string;
  email: string;
  password: string;
}

/**
 * Creates the auth account with its display name and the users/{uid} record of a customer (docs/storefront.md,
 * "Accounts": sign-up outside the admin area always makes a customer). The new user stays signed in.
 */
export async function signUp(input: SignUpInput): Promise<void> {
  const checked = checkRegisterInput(input.email, input.password, input.displayName);
  if (!checked.ok) throw new ServiceError(checked.message);
  const { email, displayName } = checked.value;
  const auth = await ensureSession();
  let credential;
  try {
    credential = await createUserWithEmailAndPassword(auth, email, input.password);
  } catch (error) {
    throw authServiceError(error, 'register');
  }
  const { user } = credential;
  const results = await Promise.allSettled([
    updateProfile(user, { displayName }),
    createCustomerRecord(user, displayName),
  ]);
  // The account exists and is signed in either way; a record that could not be written is written at next sign-in.
  for (const result of results) {
    if (result.status === 'rejected') console.error('Sign-up: could not save the profile', result.reason);
  }
  await loadSession(user, { force: true });
}

export const useSignUp = () => useMutation({ mutationFn: signUp });
