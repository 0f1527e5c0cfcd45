import { useMutation } from '@tanstack/react-query';
import { updateProfile as updateAuthProfile } from 'firebase/auth';
import { doc, serverTimestamp, updateDoc } from 'firebase/firestore/lite';
import { normaliseDisplayName } from '@domain/users/auth-validation';
import { AUTH_MESSAGES, AUTH_TOASTS } from '@domain/users/messages';
import { ServiceError } from '@/lib/errors';
import { getDb } from '@/lib/firebase/app';
import { serviceWrite } from '@/lib/firebase/service';
import { sessionActions } from '../stores/session-store';
import { authServiceError } from './auth-service-error';
import { ensureSession } from './session';

/** Changes the display name on the auth profile and in users/{uid}; the email cannot be changed. */
export async function updateDisplayName(rawDisplayName: string): Promise<void> {
  const displayName = normaliseDisplayName(rawDisplayName);
  if (!displayName) throw new ServiceError(AUTH_TOASTS.displayNameRequired.description);
  const user = (await ensureSession()).currentUser;
  if (!user) throw new ServiceError(AUTH_MESSAGES.profileUpdateFailed);
  try {
    await Promise.all([
      updateAuthProfile(user, { displayName }),
      serviceWrite(AUTH_MESSAGES.profileUpdateFailed, () =>
        updateDoc(doc(getDb(), 'users', user.uid), { displayName, updatedAt: serverTimestamp() }),
      ),
    ]);
  } catch (error) {
    throw authServiceError(error, 'profile');
  }
  sessionActions.renamed(displayName);
}

export const useUpdateDisplayName = () => useMutation({ mutationFn: updateDisplayName });
