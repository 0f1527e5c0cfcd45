import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { getDocs, startAfter, type QueryDocumentSnapshot } from 'firebase/firestore/lite';
import { ORDER_STATUSES, PAYMENT_STATUSES, type Order, type OrderStatus, type PaymentStatus } from '@/domain/order';
import { orderFromSnapshot } from '@/lib/firebase/order-converters';
import type { QueryShape } from '@/lib/firebase/query-shape';
import { buildQuery } from '@/lib/firebase/sdk-query';
import { serviceRead } from '@/lib/firebase/service';
import { queryKeys } from '@/lib/query-keys';
import { ADMIN_ORDER_TEXTS } from './texts';

export interface AdminOrderFilters {
  status: OrderStatus | null;
  paymentStatus: PaymentStatus | null;
  /** 'YYYY-MM-DD', inclusive, GMT */
  from: string | null;
  to: string | null;
}

const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);
const nextDayStart = (day: string) => {
  const d = dayStart(day);
  d.setUTCDate(d.getUTCDate() + 1);
  return d;
};

/** Orders newest first, filtered by status, payment and a date range (each filter server-side). */
export function adminOrdersShape(filters: AdminOrderFilters, pageSize?: number): QueryShape {
  const where: QueryShape['where'][number][] = [];
  if (filters.status) where.push({ field: 'status', op: '==', value: filters.status });
  if (filters.paymentStatus) where.push({ field: 'paymentStatus', op: '==', value: filters.paymentStatus });
  if (filters.from) where.push({ field: 'createdAt', op: '>=', value: dayStart(filters.from) });
  if (filters.to) where.push({ field: 'createdAt', op: '<', value: nextDayStart(filters.to) });
  return {
    collection: 'orders',
    where,
    orderBy: [{ field: 'createdAt', direction: 'desc' }],
    ...(pageSize ? { limit: pageSize } : {}),
  };
}

/** Every combination of filters, for the index test. */
export const QUERY_SHAPES: QueryShape[] = [null, ...ORDER_STATUSES].flatMap((status) =>
  [null, ...PAYMENT_STATUSES].flatMap((paymentStatus) =>
    [null, '2025-01-01'].map((day) => adminOrdersShape({ status, paymentStatus, from: day, to: day })),
  ),
);

export const ADMIN_ORDERS_PAGE_SIZE = 25;

export interface AdminOrdersPage {
  orders: Order[];
  next: QueryDocumentSnapshot | null;
}

export function getAdminOrdersPage(
  filters: AdminOrderFilters,
  after: QueryDocumentSnapshot | null,
): Promise<AdminOrdersPage> {
  return serviceRead(ADMIN_ORDER_TEXTS.loadFailed, async () => {
    const shape = adminOrdersShape(filters, ADMIN_ORDERS_PAGE_SIZE + 1);
    const docs = (await getDocs(after ? buildQuery(shape, startAfter(after)) : buildQuery(shape))).docs;
    const page = docs.slice(0, ADMIN_ORDERS_PAGE_SIZE);
    return {
      orders: page.map(orderFromSnapshot),
      next: docs.length > ADMIN_ORDERS_PAGE_SIZE ? (page[page.length - 1] ?? null) : null,
    };
  });
}

export const adminOrdersQueryOptions = (filters: AdminOrderFilters) =>
  infiniteQueryOptions({
    queryKey: queryKeys.admin.orders({ ...filters }),
    queryFn: ({ pageParam }) => getAdminOrdersPage(filters, pageParam),
    initialPageParam: null as QueryDocumentSnapshot | null,
    getNextPageParam: (page: AdminOrdersPage) => page.next,
  });

export function useAdminOrders(filters: AdminOrderFilters) {
  return useInfiniteQuery(adminOrdersQueryOptions(filters));
}
