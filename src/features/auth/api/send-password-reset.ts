import { useMutation } from '@tanstack/react-query';
import { sendPasswordResetEmail } from 'firebase/auth';
import { sanitizeEmail } from '@domain/users/auth-validation';
import { isValidEmail } from '@domain/users/user';
import { AUTH_MESSAGES } from '@domain/users/messages';
import { ServiceError } from '@/lib/errors';
import { authServiceError, errorCode } from './auth-service-error';
import { ensureSession } from './session';

/**
 * Sends the password reset mail. An address without an account gets the same answer as one with an account,
 * so that the form does not tell strangers who shops here.
 */
export async function sendPasswordReset(rawEmail: string): Promise<void> {
  const email = sanitizeEmail(rawEmail);
  if (!isValidEmail(email)) throw new ServiceError(AUTH_MESSAGES.invalidEmail);
  const auth = await ensureSession();
  try {
    await sendPasswordResetEmail(auth, email);
  } catch (error) {
    if (errorCode(error) === 'auth/user-not-found') return;
    throw authServiceError(error, 'reset');
  }
}

export const useSendPasswordReset = () => useMutation({ mutationFn: sendPasswordReset });
