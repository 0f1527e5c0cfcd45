import {
  collection,
  count,
  getAggregate,
  getCount,
  getDocs,
  limit,
  orderBy,
  query,
  sum,
  Timestamp,
  where,
} from 'firebase/firestore/lite';
import { REVENUE_STATUSES, roundGhs, stockAlerts } from '../../../../domain/analytics';
import type { OrderStatus } from '../../../../domain/order';
import type { Product } from '../../../../domain/product';
import { getDb } from '../../../../lib/firebase/app';
import { productFromSnapshot } from '../../../../lib/firebase/converters';

/**
 * The figures of the dashboard and analytics, from aggregation queries (sum and count run on the server: no
 * order is read into the browser) and small ordered product queries.
 */

/** Revenue (sum of totals) and number of orders placed in [start, end), cancelled orders left out. */
export async function salesBetween(start: Date, end: Date): Promise<{ revenue: number; orders: number }> {
  const snap = await getAggregate(
    query(
      collection(getDb(), 'orders'),
      where('status', 'in', REVENUE_STATUSES),
      where('createdAt', '>=', Timestamp.fromDate(start)),
      where('createdAt', '<', Timestamp.fromDate(end)),
    ),
    { revenue: sum('total'), orders: count() },
  );
  const data = snap.data();
  return { revenue: roundGhs(data.revenue), orders: data.orders };
}

/** Orders in one status, counted on the server. */
export async function countOrders(status: OrderStatus): Promise<number> {
  return (await getCount(query(collection(getDb(), 'orders'), where('status', '==', status)))).data().count;
}

/** Views and sales of the whole catalogue, summed on the server. */
export async function catalogueTotals(): Promise<{ views: number; sales: number }> {
  const snap = await getAggregate(collection(getDb(), 'products'), { views: sum('views'), sales: sum('sales') });
  return { views: snap.data().views ?? 0, sales: snap.data().sales ?? 0 };
}

/** The best products by a counter. */
export async function topProductsBy(field: 'sales' | 'views', n = 5): Promise<Product[]> {
  const snap = await getDocs(
    field === 'sales'
      ? query(collection(getDb(), 'products'), orderBy('sales', 'desc'), limit(n))
      : query(collection(getDb(), 'products'), orderBy('views', 'desc'), limit(n)),
  );
  return snap.docs.map(productFromSnapshot).filter((p) => p[field] > 0);
}

/**
 * Products whose stock is at or below their low-stock level, and those out of stock. Only products with at most
 * LOW_STOCK_SCAN stock are read (lowest first); a low-stock level above that is not looked for.
 */
export const LOW_STOCK_SCAN = 20;

export async function getStockAlerts(): Promise<{ low: Product[]; out: Product[] }> {
  const snap = await getDocs(
    query(
      collection(getDb(), 'products'),
      where('type', '==', 'product'),
      where('stock', '<=', LOW_STOCK_SCAN),
      orderBy('stock', 'asc'),
      limit(200),
    ),
  );
  return stockAlerts(snap.docs.map(productFromSnapshot));
}
