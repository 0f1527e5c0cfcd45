import { queryOptions, useQuery } from '@tanstack/react-query';
import { getDocs } from 'firebase/firestore/lite';
import type { DeliveryAddress } from '@domain/order/order';
import { orderFromSnapshot } from '@/lib/firebase/order-converters';
import { latestOwnShape } from '@/lib/firebase/query-shape';
import { buildQuery } from '@/lib/firebase/sdk-query';
import { serviceRead } from '@/lib/firebase/service';
import { queryKeys } from '@/lib/query-keys';

/** How many recent orders to look through for an address (a pickup order may have none). */
const RECENT = 5;

export const QUERY_SHAPES = [latestOwnShape('orders', 'uid', RECENT)];

/** Only logged: the form works without the address (so nothing is shown). */
const LAST_ADDRESS_FAILED = 'We could not read your last delivery address.';

/** The delivery address of the user's latest order that has one, to fill the checkout form; null if none. */
export function getLastDeliveryAddress(uid: string): Promise<DeliveryAddress | null> {
  return serviceRead(LAST_ADDRESS_FAILED, async () => {
    const snap = await getDocs(buildQuery(latestOwnShape('orders', uid, RECENT)));
    for (const d of snap.docs) {
      const address = orderFromSnapshot(d).delivery.address;
      if (address) return address;
    }
    return null;
  });
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
