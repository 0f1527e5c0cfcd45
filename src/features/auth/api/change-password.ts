import { useMutation } from '@tanstack/react-query';
import { EmailAuthProvider, reauthenticateWithCredential, updatePassword } from 'firebase/auth';
import { AUTH_MESSAGES } from '@domain/users/messages';
import { ServiceError } from '@/lib/errors';
import { authServiceError } from './auth-service-error';
import { ensureSession } from './session';

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
}

/**
 * Proves the current password (re-authentication), then sets the new one. A wrong current password gives
 * "Current password is incorrect."; a stale session the sign-in-again message.
 */
export async function changePassword({ currentPassword, newPassword }: ChangePasswordInput): Promise<void> {
  const user = (await ensureSession()).currentUser;
  if (!user?.email) throw new ServiceError(AUTH_MESSAGES.passwordUpdateFailed);
  try {
    await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, currentPassword));
    await updatePassword(user, newPassword);
  } catch (error) {
    throw authServiceError(error, 'password');
  }
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
