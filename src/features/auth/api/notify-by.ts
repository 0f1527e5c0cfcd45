import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { doc, getDoc, serverTimestamp, updateDoc } from 'firebase/firestore/lite';
import { notifyByOf, type NotifyBy } from '@/domain/notifications';
import { getDb } from '@/lib/firebase/app';
import { requiredUserId } from '@/lib/firebase/auth';
import { serviceRead, serviceWrite } from '@/lib/firebase/service';
import { queryKeys } from '@/lib/query-keys';

export const NOTIFY_BY_MESSAGES = {
  loadFailed: 'Your notification choice could not be loaded. Please try again.',
  saveFailed: 'Your notification choice could not be saved. Please try again.',
  saved: 'Notification choice saved.',
} as const;

/** How the signed-in customer wants to hear of their orders: users/{uid}.notifyBy, both by default (issue 15). */
export async function getNotifyBy(uid: string): Promise<NotifyBy> {
  const snap = await serviceRead(NOTIFY_BY_MESSAGES.loadFailed, () => getDoc(doc(getDb(), 'users', uid)));
  return notifyByOf(snap.get('notifyBy'));
}

export async function saveNotifyBy(notifyBy: NotifyBy): Promise<void> {
  const uid = requiredUserId();
  await serviceWrite(NOTIFY_BY_MESSAGES.saveFailed, () =>
    updateDoc(doc(getDb(), 'users', uid), { notifyBy, updatedAt: serverTimestamp() }),
  );
}

export function useNotifyBy(uid: string) {
  return useQuery({ queryKey: queryKeys.notifyBy(uid), queryFn: () => getNotifyBy(uid) });
}

export function useSaveNotifyBy(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNotifyBy,
    onSuccess: (_void, notifyBy) => queryClient.setQueryData(queryKeys.notifyBy(uid), notifyBy),
  });
}
