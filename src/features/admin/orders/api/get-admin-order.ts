import { queryOptions, useQuery } from '@tanstack/react-query';
import { ORDER_MESSAGES } from '@domain/shared/messages';
import type { Order } from '@domain/order/order';
import { orderFromData } from '@/lib/firebase/order-converters';
import { readDocument } from '@/lib/firebase/read-document';
import { queryKeys } from '@/lib/query-keys';
import { ADMIN_ORDER_TEXTS } from '@domain/order/messages';

export function getAdminOrder(id: string): Promise<Order> {
  const words = { failure: ADMIN_ORDER_TEXTS.loadOneFailed, notFound: ORDER_MESSAGES.notFound };
  return readDocument(['orders', id], words, orderFromData);
}

export const adminOrderQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.admin.order(id), queryFn: () => getAdminOrder(id) });

export function useAdminOrder(id: string) {
  return useQuery(adminOrderQueryOptions(id));
}
