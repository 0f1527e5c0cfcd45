import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getDocs } from 'firebase/firestore/lite';
import { MY_ORDER_MESSAGES } from '@domain/order/messages';
import { isOrderOpen, type Order } from '@domain/order/order';
import { orderFromSnapshot } from '@/lib/firebase/order-converters';
import { latestOwnShape } from '@/lib/firebase/query-shape';
import { buildQuery } from '@/lib/firebase/sdk-query';
import { serviceRead } from '@/lib/firebase/service';
import { queryKeys } from '@/lib/query-keys';

export const ORDERS_PAGE_SIZE = 20;

export const QUERY_SHAPES = [latestOwnShape('orders', 'uid', ORDERS_PAGE_SIZE + 1)];

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
  return serviceRead(MY_ORDER_MESSAGES.ordersLoadFailed, async () => {
    const snap = await getDocs(buildQuery(latestOwnShape('orders', uid, count + 1)));
    return { orders: snap.docs.slice(0, count).map(orderFromSnapshot), hasMore: snap.docs.length > count };
  });
}

export const myOrdersQueryOptions = (uid: string, count = ORDERS_PAGE_SIZE) =>
  queryOptions({
    queryKey: queryKeys.orders.latest(uid, count),
    queryFn: () => getMyOrders(uid, count),
    // Showing more keeps the orders already on screen while the longer list loads.
    placeholderData: keepPreviousData,
  });

/** Read the list again this often while one of its orders can still change. */
export const ORDERS_FOLLOW_MS = 30_000;

/** The latest orders, followed like one order's page (get-my-order.ts) while any of them is open. */
export function useMyOrders(uid: string, count = ORDERS_PAGE_SIZE) {
  const anyOpen = (data: MyOrders | undefined) => data?.orders.some(isOrderOpen) ?? false;
  return useQuery({
    ...myOrdersQueryOptions(uid, count),
    refetchInterval: (query) => (anyOpen(query.state.data) ? ORDERS_FOLLOW_MS : false),
    refetchOnWindowFocus: (query) => anyOpen(query.state.data),
  });
}
