import { fromPesewas, toPesewas } from '@domain/shared/money';
import { ORDER_STATUSES, type OrderStatus } from '@domain/order/order-status';
import type { Product } from '@domain/catalog/product';
import { stockState } from '@domain/catalog/stock';

/**
 * The admin dashboard's and analytics' figures, computed from aggregation results and small product lists
 * (pure: the api modules run the queries). Ghana is on GMT all year, so days and months are UTC.
 */

/**
 * Money received: orders whose payment is `paid` (by Paystack's verified answer or staff), counted by
 * when it was paid (paidAt): apart from orders booked (revenue, by when placed), since an order may be paid
 * on delivery days later, paid online at once, or never. A paid order that is cancelled (refund due, refunded)
 * is no longer money held.
 */
export const RECEIVED_PAYMENT_STATUS = 'paid' as const;

/** Statuses whose orders count as sales (revenue): everything but cancelled. */
export const REVENUE_STATUSES: readonly OrderStatus[] = ORDER_STATUSES.filter((status) => status !== 'cancelled');

export interface Period {
  /** Inclusive */
  start: Date;
  /** Exclusive */
  end: Date;
  label: string;
}

export const startOfDay = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
export const startOfMonth = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1));

const dayLabel = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const monthLabel = new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' });

export type Granularity = 'day' | 'month';

/** The last `count` days or months up to and including the current one, oldest first. */
export function periods(now: Date, granularity: Granularity, count: number): Period[] {
  const out: Period[] = [];
  for (let i = count - 1; i >= 0; i--) {
    if (granularity === 'day') {
      const start = startOfDay(now);
      start.setUTCDate(start.getUTCDate() - i);
      const end = new Date(start);
      end.setUTCDate(end.getUTCDate() + 1);
      out.push({ start, end, label: dayLabel.format(start) });
    } else {
      const start = startOfMonth(now);
      start.setUTCMonth(start.getUTCMonth() - i);
      const end = new Date(start);
      end.setUTCMonth(end.getUTCMonth() + 1);
      out.push({ start, end, label: monthLabel.format(start) });
    }
  }
  return out;
}

export interface RevenuePoint {
  label: string;
  /** GHS */
  revenue: number;
  orders: number;
}

/** Sums from aggregation queries may carry float noise: round to pesewas. */
export const roundGhs = (amount: number | null | undefined): number =>
  fromPesewas(toPesewas(typeof amount === 'number' && Number.isFinite(amount) ? amount : 0));

export function revenueSeries(
  periodList: Period[],
  figures: { revenue: number | null; orders: number }[],
): RevenuePoint[] {
  return periodList.map((p, i) => ({
    label: p.label,
    revenue: roundGhs(figures[i]?.revenue),
    orders: figures[i]?.orders ?? 0,
  }));
}

/** Views that became sales, in percent with one decimal; null without views. */
export function conversionRate(views: number, sales: number): number | null {
  if (!(views > 0)) return null;
  return Math.round((Math.max(0, sales) / views) * 1000) / 10;
}

/** Average order value in GHS; 0 without orders. */
export function averageOrderValue(revenue: number, orders: number): number {
  return orders > 0 ? fromPesewas(Math.round(toPesewas(revenue) / orders)) : 0;
}

export interface StatusCount {
  status: OrderStatus;
  count: number;
}

/** Percent of the total for each count (whole percents), for bar widths and labels. */
export function shares(counts: StatusCount[]): (StatusCount & { percent: number })[] {
  const total = counts.reduce((sum, c) => sum + c.count, 0);
  return counts.map((c) => ({ ...c, percent: total > 0 ? Math.round((c.count / total) * 100) : 0 }));
}

/** Products at or below their low-stock level, and those out of stock (services never count). */
export function stockAlerts<T extends Pick<Product, 'id' | 'type' | 'stock' | 'lowStockThreshold' | 'deletedAt'>>(
  products: T[],
) {
  const live = products.filter((p) => p.type === 'product' && !p.deletedAt);
  return {
    out: live.filter((p) => stockState(p).kind === 'out'),
    low: live.filter((p) => stockState(p).kind === 'low').sort((a, b) => a.stock - b.stock),
  };
}

/** The best `n` products by a counter, those at 0 left out. */
export function topProducts<T extends Pick<Product, 'sales' | 'views'>>(products: T[], by: 'sales' | 'views', n = 5) {
  return [...products]
    .filter((p) => p[by] > 0)
    .sort((a, b) => b[by] - a[by])
    .slice(0, n);
}
