import { useMutation, useQueryClient } from '@tanstack/react-query';
import { doc, serverTimestamp, setDoc } from 'firebase/firestore/lite';
import type { ShopSettings } from '../../../../domain/settings';
import { getAuthInstance, getDb } from '../../../../lib/firebase/app';
import { queryKeys } from '../../../../lib/query-keys';

/** Writes settings/global whole (business and contact), stamped with who and when. */
export async function updateSettings(settings: ShopSettings): Promise<void> {
  const uid = getAuthInstance().currentUser?.uid;
  if (!uid) throw new Error('Not signed in');
  await setDoc(doc(getDb(), 'settings', 'global'), {
    business: settings.business,
    contact: settings.contact,
    updatedAt: serverTimestamp(),
    updatedBy: uid,
  });
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (_void, settings) => queryClient.setQueryData(queryKeys.settings(), settings),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.settings() }),
  });
}
