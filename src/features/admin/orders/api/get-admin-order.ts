import { queryOptions, useQuery } from '@tanstack/react-query';
import { doc, getDoc } from 'firebase/firestore/lite';
import { ORDER_MESSAGES } from '@domain/shared/messages';
import type { Order } from '@domain/order/order';
import { ServiceError } from '@/lib/errors';
import { getDb } from '@/lib/firebase/app';
import { orderFromData } from '@/lib/firebase/order-converters';
import { serviceRead } from '@/lib/firebase/service';
import { queryKeys } from '@/lib/query-keys';
import { ADMIN_ORDER_TEXTS } from './texts';

export function getAdminOrder(id: string): Promise<Order> {
  return serviceRead(ADMIN_ORDER_TEXTS.loadOneFailed, async () => {
    const snap = await getDoc(doc(getDb(), 'orders', id));
    if (!snap.exists()) throw ServiceError.notFound(ORDER_MESSAGES.notFound);
    return orderFromData(snap.id, snap.data());
  });
}

export const adminOrderQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.admin.order(id), queryFn: () => getAdminOrder(id) });

export function useAdminOrder(id: string) {
  return useQuery(adminOrderQueryOptions(id));
}
