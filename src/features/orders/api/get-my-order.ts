import { queryOptions, useQuery } from '@tanstack/react-query';
import { MY_ORDER_MESSAGES } from '../messages';
import { getMyOrder } from '@/lib/firebase/my-order';
import { queryKeys } from '@/lib/query-keys';

export const myOrderQueryOptions = (uid: string, orderId: string) =>
  queryOptions({
    queryKey: queryKeys.orders.detail(uid, orderId),
    queryFn: () => getMyOrder(orderId, MY_ORDER_MESSAGES.orderLoadFailed),
  });

/** Read again this often while the order awaits its online payment (issue 13): the page follows the payment. */
export const PAYMENT_FOLLOW_MS = 2_000;

/**
 * One of the user's orders, read again every PAYMENT_FOLLOW_MS while it awaits its Mobile Money payment, so that the page says paid (or declined, expired) as it happens. (The pages' Firestore SDK is
 * the lite one, which has no listeners: a listener would add the full SDK, about 90 KB gzip, to these pages.)
 */
export function useMyOrder(uid: string, orderId: string) {
  return useQuery({
    ...myOrderQueryOptions(uid, orderId),
    refetchInterval: (query) => (query.state.data?.paymentStatus === 'awaiting_payment' ? PAYMENT_FOLLOW_MS : false),
  });
}
