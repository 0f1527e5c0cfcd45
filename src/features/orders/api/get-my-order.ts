import { queryOptions, useQuery } from '@tanstack/react-query';
import { MY_ORDER_MESSAGES } from '@domain/order/messages';
import { getMyOrder } from '@/lib/firebase/my-order';
import { queryKeys } from '@/lib/query-keys';
import { isOrderOpen, PAYMENT_FOLLOW_MS, type Order } from '@domain/order/order';

export const myOrderQueryOptions = (uid: string, orderId: string) =>
  queryOptions({
    queryKey: queryKeys.orders.detail(uid, orderId),
    queryFn: () => getMyOrder(orderId, MY_ORDER_MESSAGES.orderLoadFailed),
  });

/** Read again this often while the order is still open: staff confirm, send, deliver it. */
export const ORDER_FOLLOW_MS = 15_000;

/** How often an order as last read is read again: while it can still change, and never once it is closed. */
export function orderFollowInterval(order: Pick<Order, 'status' | 'paymentStatus'> | undefined): number | false {
  if (!order) return false;
  if (order.paymentStatus === 'awaiting_payment') return PAYMENT_FOLLOW_MS;
  return isOrderOpen(order) ? ORDER_FOLLOW_MS : false;
}

/**
 * One of the user's orders, followed as it changes: read again every PAYMENT_FOLLOW_MS while it awaits its Mobile
 * Money payment (the page says paid, declined or expired as it happens), every ORDER_FOLLOW_MS while staff may
 * still move it, and when the shopper comes back to the tab. Only while the page is visible (TanStack Query
 * pauses intervals in a hidden tab). (The pages' Firestore SDK is the lite one, which has no listeners: a
 * listener would add the full SDK, about 90 KB gzip, to these pages.)
 */
export function useMyOrder(uid: string, orderId: string) {
  return useQuery({
    ...myOrderQueryOptions(uid, orderId),
    refetchInterval: (query) => orderFollowInterval(query.state.data),
    refetchOnWindowFocus: (query) => orderFollowInterval(query.state.data) !== false,
  });
}
