import { queryOptions, useQuery } from '@tanstack/react-query';
import { doc, getDoc } from 'firebase/firestore/lite';
import { ORDER_MESSAGES } from '../../../domain/messages';
import { MY_ORDER_MESSAGES } from '../messages';
import type { Order } from '../../../domain/order';
import { ServiceError } from '../../../lib/errors';
import { getDb } from '../../../lib/firebase/app';
import { orderFromData } from '../../../lib/firebase/order-converters';
import { serviceRead } from '../../../lib/firebase/service';
import { queryKeys } from '../../../lib/query-keys';

/**
 * One of the user's own orders. "Order not found." when it does not exist or is someone else's (the rules refuse
 * both alike, so that order numbers cannot be probed).
 */
export function getMyOrder(orderId: string): Promise<Order> {
  return serviceRead(
    MY_ORDER_MESSAGES.orderLoadFailed,
    async () => {
      const snap = await getDoc(doc(getDb(), 'orders', orderId));
      if (!snap.exists()) throw new ServiceError(ORDER_MESSAGES.notFound);
      return orderFromData(snap.id, snap.data());
    },
    { byCode: { 'permission-denied': ORDER_MESSAGES.notFound } },
  );
}

export const myOrderQueryOptions = (uid: string, orderId: string) =>
  queryOptions({ queryKey: queryKeys.orders.detail(uid, orderId), queryFn: () => getMyOrder(orderId) });

export function useMyOrder(uid: string, orderId: string) {
  return useQuery(myOrderQueryOptions(uid, orderId));
}
