import { collection, count, getDocs, sum } from 'firebase/firestore/lite';
import { RECEIVED_PAYMENT_STATUS, REVENUE_STATUSES, roundGhs, stockAlerts } from '@domain/analytics/analytics';
import { ORDER_STATUSES, type OrderStatus } from '@domain/order/order';
import type { Product } from '@domain/catalog/product';
import { getDb } from '@/lib/firebase/app';
import { aggregateOf, countOf } from '@/lib/firebase/aggregates';
import { productFromSnapshot } from '@/lib/firebase/converters';
import { betweenShape, type QueryShape } from '@/lib/firebase/query-shape';
import { buildQuery } from '@/lib/firebase/sdk-query';

/**
 * The figures of the dashboard and analytics, from aggregation queries (sum and count run on the server: no
 * order is read into the browser) and small ordered product queries. The callers (get-dashboard, get-analytics)
 * read them through the read wrapper.
 */

/** Orders placed in [start, end) that count as revenue (cancelled orders left out). */
const salesShape = (start: Date, end: Date): QueryShape =>
  betweenShape('orders', [{ field: 'status', op: 'in', value: REVENUE_STATUSES }], 'createdAt', start, end);

/** Orders paid in [start, end) (domain/analytics/analytics RECEIVED_PAYMENT_STATUS): the money received. */
const receivedShape = (start: Date, end: Date): QueryShape =>
  betweenShape('orders', [{ field: 'paymentStatus', op: '==', value: RECEIVED_PAYMENT_STATUS }], 'paidAt', start, end);

const ordersInStatusShape = (status: OrderStatus): QueryShape => ({
  collection: 'orders',
  where: [{ field: 'status', op: '==', value: status }],
  orderBy: [],
});

const topProductsShape = (field: 'sales' | 'views', n: number): QueryShape => ({
  collection: 'products',
  where: [],
  orderBy: [{ field, direction: 'desc' }],
  limit: n,
});

/**
 * Products whose stock is at or below their low-stock level, and those out of stock. Only products with at most
 * LOW_STOCK_SCAN stock are read (lowest first); a low-stock level above that is not looked for.
 */
export const LOW_STOCK_SCAN = 20;

const isProduct = { field: 'type', op: '==', value: 'product' } as const;
const fewInStock = { field: 'stock', op: '<=', value: LOW_STOCK_SCAN } as const;
const lowStockShape: QueryShape = {
  collection: 'products',
  where: [isProduct, fewInStock],
  orderBy: [{ field: 'stock', direction: 'asc' }],
  limit: 200,
};

export const QUERY_SHAPES: QueryShape[] = [
  salesShape(new Date(0), new Date(1)),
  receivedShape(new Date(0), new Date(1)),
  ordersInStatusShape(ORDER_STATUSES[0]),
  topProductsShape('sales', 5),
  topProductsShape('views', 5),
  lowStockShape,
];

/** Revenue (sum of totals) and number of orders placed in [start, end), cancelled orders left out. */
export async function salesBetween(start: Date, end: Date): Promise<{ revenue: number; orders: number }> {
  const data = await aggregateOf(buildQuery(salesShape(start, end)), { revenue: sum('total'), orders: count() });
  return { revenue: roundGhs(data.revenue), orders: data.orders };
}

/** Money received (sum of totals of the orders paid) in [start, end), and how many orders. */
export async function receivedBetween(start: Date, end: Date): Promise<{ received: number; paidOrders: number }> {
  const data = await aggregateOf(buildQuery(receivedShape(start, end)), { received: sum('total'), paid: count() });
  return { received: roundGhs(data.received), paidOrders: data.paid };
}

/** Orders in one status, counted on the server. */
export async function countOrders(status: OrderStatus): Promise<number> {
  return countOf(buildQuery(ordersInStatusShape(status)));
}

/** Views and sales of the whole catalogue, summed on the server. */
export async function catalogueTotals(): Promise<{ views: number; sales: number }> {
  const totals = await aggregateOf(collection(getDb(), 'products'), { views: sum('views'), sales: sum('sales') });
  return { views: totals.views ?? 0, sales: totals.sales ?? 0 };
}

/** The best products by a counter. */
export async function topProductsBy(field: 'sales' | 'views', n = 5): Promise<Product[]> {
  const snap = await getDocs(buildQuery(topProductsShape(field, n)));
  return snap.docs.map(productFromSnapshot).filter((p) => p[field] > 0);
}

export async function getStockAlerts(): Promise<{ low: Product[]; out: Product[] }> {
  const snap = await getDocs(buildQuery(lowStockShape));
  return stockAlerts(snap.docs.map(productFromSnapshot));
}
