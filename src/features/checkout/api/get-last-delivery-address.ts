import { queryOptions, useQuery } from '@tanstack/react-query';
import { collection, getDocs, limit, orderBy, query, where } from 'firebase/firestore/lite';
import type { DeliveryAddress } from '../../../domain/order';
import { getDb } from '../../../lib/firebase/app';
import { orderFromData } from '../../../lib/firebase/order-converters';
import { queryKeys } from '../../../lib/query-keys';
import { withTimeout } from '../../../lib/timeout';

/** How many recent orders to look through for an address (a pickup order may have none). */
const RECENT = 5;

/** The delivery address of the user's latest order that has one, to fill the checkout form; null if none. */
export async function getLastDeliveryAddress(uid: string): Promise<DeliveryAddress | null> {
  const q = query(
    collection(getDb(), 'orders'),
    where('userId', '==', uid),
    orderBy('createdAt', 'desc'),
    limit(RECENT),
  );
  const snap = await withTimeout(getDocs(q));
  for (const d of snap.docs) {
    const address = orderFromData(d.id, d.data()).delivery.address;
    if (address) return address;
  }
  return null;
}

export const lastDeliveryAddressQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: queryKeys.orders.lastAddress(uid),
    queryFn: () => getLastDeliveryAddress(uid),
    // A convenience: the form works without it.
    retry: false,
  });

export function useLastDeliveryAddress(uid: string) {
  return useQuery(lastDeliveryAddressQueryOptions(uid));
}
