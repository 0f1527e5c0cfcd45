import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { collection, getDocs, limit, orderBy, query, where } from 'firebase/firestore/lite';
import { MY_ORDER_MESSAGES } from '../messages';
import type { Order } from '../../../domain/order';
import { withServiceError } from '../../../lib/errors';
import { getDb } from '../../../lib/firebase/app';
import { orderFromData } from '../../../lib/firebase/order-converters';
import { queryKeys } from '../../../lib/query-keys';
import { withTimeout } from '../../../lib/timeout';

export const ORDERS_PAGE_SIZE = 20;

export interface MyOrders {
  orders: Order[];
  /** There are older orders than these. */
  hasMore: boolean;
}

/**
 * The user's own latest `count` orders, newest first (index: userId + createdAt desc). "Show older orders" asks
 * for more: a customer has a few orders, so reading them again costs less than a cursor's page machinery on
 * the first screen's JavaScript.
 */
export function getMyOrders(uid: string, count = ORDERS_PAGE_SIZE): Promise<MyOrders> {
  return withServiceError(MY_ORDER_MESSAGES.ordersLoadFailed, async () => {
    const q = query(
      collection(getDb(), 'orders'),
      where('userId', '==', uid),
      orderBy('createdAt', 'desc'),
      limit(count + 1),
    );
    const snap = await withTimeout(getDocs(q));
    return {
      orders: snap.docs.slice(0, count).map((d) => orderFromData(d.id, d.data())),
      hasMore: snap.docs.length > count,
    };
  });
}

export const myOrdersQueryOptions = (uid: string, count = ORDERS_PAGE_SIZE) =>
  queryOptions({
    queryKey: [...queryKeys.orders.list(uid), count],
    queryFn: () => getMyOrders(uid, count),
    // Showing more keeps the orders already on screen while the longer list loads.
    placeholderData: keepPreviousData,
  });

export function useMyOrders(uid: string, count = ORDERS_PAGE_SIZE) {
  return useQuery(myOrdersQueryOptions(uid, count));
}
