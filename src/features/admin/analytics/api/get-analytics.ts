import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  conversionRate,
  periods,
  revenueSeries,
  type Granularity,
  type RevenuePoint,
  type StatusCount,
} from '@domain/analytics/analytics';
import { ORDER_STATUSES } from '@domain/order/order';
import type { Product } from '@domain/catalog/product';
import { serviceRead } from '@/lib/firebase/service';
import { queryKeys } from '@/lib/query-keys';
import {
  catalogueTotals,
  countOrders,
  getStockAlerts,
  receivedBetween,
  salesBetween,
  topProductsBy,
} from './sales-figures';
import { ANALYTICS_LOAD_FAILED } from '@domain/analytics/messages';

export const ANALYTICS_RANGES = {
  '14d': { granularity: 'day', count: 14, label: 'Last 14 days' },
  '12m': { granularity: 'month', count: 12, label: 'Last 12 months' },
} as const satisfies Record<string, { granularity: Granularity; count: number; label: string }>;
export type AnalyticsRange = keyof typeof ANALYTICS_RANGES;

export interface Analytics {
  /** Orders booked per period (placed, not cancelled) */
  revenue: RevenuePoint[];
  /** Money received over the whole range (orders paid in it, by when paid: domain/analytics/analytics) */
  received: number;
  byStatus: StatusCount[];
  topBySales: Product[];
  topByViews: Product[];
  views: number;
  sales: number;
  /** Percent, null without views */
  conversion: number | null;
  lowStock: Product[];
  outOfStock: Product[];
}

export function getAnalytics(range: AnalyticsRange, now = new Date()): Promise<Analytics> {
  return serviceRead(
    ANALYTICS_LOAD_FAILED,
    async () => {
      const { granularity, count } = ANALYTICS_RANGES[range];
      const periodList = periods(now, granularity, count);
      const [figures, received, byStatus, topBySales, topByViews, totals, alerts] = await Promise.all([
        Promise.all(periodList.map((p) => salesBetween(p.start, p.end))),
        receivedBetween(periodList[0]!.start, periodList.at(-1)!.end),
        Promise.all(ORDER_STATUSES.map(async (status) => ({ status, count: await countOrders(status) }))),
        topProductsBy('sales'),
        topProductsBy('views'),
        catalogueTotals(),
        getStockAlerts(),
      ]);
      return {
        revenue: revenueSeries(periodList, figures),
        received: received.received,
        byStatus,
        topBySales,
        topByViews,
        views: totals.views,
        sales: totals.sales,
        conversion: conversionRate(totals.views, totals.sales),
        lowStock: alerts.low,
        outOfStock: alerts.out,
      };
    },
    { large: true },
  );
}

export const analyticsQueryOptions = (range: AnalyticsRange) =>
  queryOptions({ queryKey: queryKeys.admin.analytics(range), queryFn: () => getAnalytics(range) });

export function useAnalytics(range: AnalyticsRange) {
  return useQuery(analyticsQueryOptions(range));
}
