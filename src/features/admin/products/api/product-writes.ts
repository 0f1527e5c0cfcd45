import type { QueryClient } from '@tanstack/react-query';
import { serverTimestamp } from 'firebase/firestore/lite';
import { getAuthInstance } from '../../../../lib/firebase/app';
import { queryKeys } from '../../../../lib/query-keys';

/** Who changes a product, and when (createdBy/updatedBy, DESIGN.md section 2): the signed-in admin, server time. */
export function actorUid(): string {
  const uid = getAuthInstance().currentUser?.uid;
  if (!uid) throw new Error('Not signed in');
  return uid;
}

export const touched = () => ({ updatedAt: serverTimestamp(), updatedBy: actorUid() });

/** After a product write: the admin's lists and figures, and every storefront product query. */
export async function invalidateProducts(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.products() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.dashboard() }),
    queryClient.invalidateQueries({ queryKey: ['admin', 'analytics'] }),
    queryClient.invalidateQueries({ queryKey: queryKeys.products.all() }),
  ]);
}
