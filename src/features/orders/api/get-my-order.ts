import { queryOptions, useQuery } from '@tanstack/react-query';
import { MY_ORDER_MESSAGES } from '../messages';
import { getMyOrder } from '@/lib/firebase/my-order';
import { queryKeys } from '@/lib/query-keys';

export const myOrderQueryOptions = (uid: string, orderId: string) =>
  queryOptions({
    queryKey: queryKeys.orders.detail(uid, orderId),
    queryFn: () => getMyOrder(orderId, MY_ORDER_MESSAGES.orderLoadFailed),
  });

export function useMyOrder(uid: string, orderId: string) {
  return useQuery(myOrderQueryOptions(uid, orderId));
}
