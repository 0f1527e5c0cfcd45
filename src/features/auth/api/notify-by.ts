import { useMutation } from '@tanstack/react-query';
import { doc, serverTimestamp, updateDoc } from 'firebase/firestore/lite';
import type { NotifyBy } from '@domain/users/user';
import { getDb } from '@/lib/firebase/app';
import { requiredUserId } from '@/lib/firebase/auth';
import { serviceWrite } from '@/lib/firebase/service';
import { sessionActions } from '../stores/session-store';
import { NOTIFY_BY_MESSAGES } from '@domain/users/messages';

/**
 * How the signed-in customer wants to hear of their orders: users/{uid}.notifyBy. It is read with
 * the rest of their record when the session starts (session-store profile), and kept there once saved.
 */
export async function saveNotifyBy(notifyBy: NotifyBy): Promise<void> {
  const uid = requiredUserId();
  await serviceWrite(NOTIFY_BY_MESSAGES.saveFailed, () =>
    updateDoc(doc(getDb(), 'users', uid), { notifyBy, updatedAt: serverTimestamp() }),
  );
  sessionActions.profileChanged({ notifyBy });
}

export function useSaveNotifyBy() {
  return useMutation({ mutationFn: saveNotifyBy });
}
