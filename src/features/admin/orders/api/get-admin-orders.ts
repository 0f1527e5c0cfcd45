import { useInfiniteQuery } from '@tanstack/react-query';
import type { QueryDocumentSnapshot } from 'firebase/firestore/lite';
import {
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  type Order,
  type OrderStatus,
  type PaymentStatus,
} from '@domain/order/order';
import { matchesOrderSearchWords, parseOrderSearch, type OrderSearch } from '@domain/order/order-search';
import { orderFromSnapshot } from '@/lib/firebase/order-converters';
import { cursorPagesOptions, readCursorPage } from '@/lib/firebase/cursor-page';
import type { QueryShape } from '@/lib/firebase/query-shape';
import { serviceRead } from '@/lib/firebase/service';
import { queryKeys } from '@/lib/query-keys';
import { ADMIN_ORDER_TEXTS } from '@domain/order/messages';

export interface AdminOrderFilters {
  status: OrderStatus | null;
  paymentStatus: PaymentStatus | null;
  /** 'YYYY-MM-DD', inclusive, GMT */
  from: string | null;
  to: string | null;
  /** An order number, a customer's phone, or words of their name or email (domain/order/order-search.ts). */
  search: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The list's filters as the page's address holds them (?status, ?payment, ?from, ?to, ?q). */
export function adminOrderFiltersFrom(params: URLSearchParams): AdminOrderFilters {
  const status = params.get('status');
  const payment = params.get('payment');
  const from = params.get('from');
  const to = params.get('to');
  return {
    status: (ORDER_STATUSES as readonly string[]).includes(status ?? '') ? (status as OrderStatus) : null,
    paymentStatus: (PAYMENT_STATUSES as readonly string[]).includes(payment ?? '') ? (payment as PaymentStatus) : null,
    from: from && DAY.test(from) ? from : null,
    to: to && DAY.test(to) ? to : null,
    search: (params.get('q') ?? '').trim(),
  };
}

const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);
const nextDayStart = (day: string) => {
  const d = dayStart(day);
  d.setUTCDate(d.getUTCDate() + 1);
  return d;
};

/**
 * Orders newest first, filtered by status, payment, a date range and a search, every filter on the server
 *: an order number is one order whatever the other filters say; a phone or a whole email is
 * an equality on `customer.phone` or `customer.email`, words one array-contains on `customer.searchKeys` (the longest word; the others are checked
 * on the orders answered).
 */
export function adminOrdersShape(filters: AdminOrderFilters): QueryShape {
  const search = parseOrderSearch(filters.search);
  if (search?.kind === 'number') {
    return {
      collection: 'orders',
      where: [{ field: 'number', op: '==', value: search.number }],
      orderBy: [],
    };
  }
  const where: QueryShape['where'][number][] = [];
  if (search?.kind === 'phone') where.push({ field: 'customer.phone', op: '==', value: search.phone });
  if (search?.kind === 'email') where.push({ field: 'customer.email', op: '==', value: search.email });
  if (search?.kind === 'text') where.push({ field: 'customer.searchKeys', op: 'array-contains', value: search.key });
  if (filters.status) where.push({ field: 'status', op: '==', value: filters.status });
  if (filters.paymentStatus) where.push({ field: 'paymentStatus', op: '==', value: filters.paymentStatus });
  if (filters.from) where.push({ field: 'createdAt', op: '>=', value: dayStart(filters.from) });
  if (filters.to) where.push({ field: 'createdAt', op: '<', value: nextDayStart(filters.to) });
  return { collection: 'orders', where, orderBy: [{ field: 'createdAt', direction: 'desc' }] };
}

/** Every combination of filters and kinds of search, for the index test. */
export const QUERY_SHAPES: QueryShape[] = ['', 'SS-2611-0001', '0241234567', 'kofi@example.com', 'kofi'].flatMap(
  (search) =>
    [null, ...ORDER_STATUSES].flatMap((status) =>
      [null, ...PAYMENT_STATUSES].flatMap((paymentStatus) =>
        [null, '2025-01-01'].map((day) => adminOrdersShape({ status, paymentStatus, from: day, to: day, search })),
      ),
    ),
);

export const ADMIN_ORDERS_PAGE_SIZE = 25;

export interface AdminOrdersPage {
  orders: Order[];
  next: QueryDocumentSnapshot | null;
}

const otherWords = (search: OrderSearch | null) => (search?.kind === 'text' ? search.words : []);

/** One page of orders (ADMIN_ORDERS_PAGE_SIZE) after the cursor, and the cursor of the next page if any. */
export function getAdminOrdersPage(
  filters: AdminOrderFilters,
  after: QueryDocumentSnapshot | null,
): Promise<AdminOrdersPage> {
  return serviceRead(ADMIN_ORDER_TEXTS.loadFailed, async () => {
    const { docs, next } = await readCursorPage(adminOrdersShape(filters), ADMIN_ORDERS_PAGE_SIZE, after);
    const words = otherWords(parseOrderSearch(filters.search));
    return {
      orders: docs.map(orderFromSnapshot).filter((order) => matchesOrderSearchWords(order.customer, words)),
      next,
    };
  });
}

export const adminOrdersQueryOptions = (filters: AdminOrderFilters) =>
  cursorPagesOptions(queryKeys.admin.orders({ ...filters }), (after) => getAdminOrdersPage(filters, after));

export function useAdminOrders(filters: AdminOrderFilters) {
  return useInfiniteQuery(adminOrdersQueryOptions(filters));
}
