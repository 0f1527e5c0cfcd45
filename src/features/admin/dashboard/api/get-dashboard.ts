import { queryOptions, useQuery } from '@tanstack/react-query';
import { startOfDay, startOfMonth } from '@domain/analytics/analytics';
import type { Product } from '@domain/catalog/product';
import { ServiceError } from '@/lib/errors';
import { serviceRead } from '@/lib/firebase/service';
import { queryKeys } from '@/lib/query-keys';
import {
  countOrders,
  getStockAlerts,
  receivedBetween,
  salesBetween,
} from '@/features/admin/analytics/api/sales-figures';
import { countNewEnquiries, type NewEnquiries } from '@/features/admin/messages/api/count-new-enquiries';
import { DASHBOARD_LOAD_FAILED } from '@domain/analytics/messages';

export interface Dashboard {
  /** Orders booked (revenue: placed, not cancelled) and money received (paid), today and this month. */
  today: { revenue: number; orders: number; received: number };
  month: { revenue: number; orders: number; received: number };
  pending: number;
  confirmed: number;
  processing: number;
  lowStock: Product[];
  outOfStock: Product[];
  enquiries: NewEnquiries;
}

/** Today's and this month's sales, orders waiting for action, stock alerts and new enquiries. */
export function getDashboard(now = new Date()): Promise<Dashboard> {
  return serviceRead(
    DASHBOARD_LOAD_FAILED,
    async () => {
      const today = startOfDay(now);
      const tomorrow = new Date(today);
      tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
      const month = startOfMonth(now);
      const nextMonth = new Date(month);
      nextMonth.setUTCMonth(nextMonth.getUTCMonth() + 1);
      const [todaySales, monthSales, todayReceived, monthReceived, pending, confirmed, processing, alerts, enquiries] =
        await Promise.all([
          salesBetween(today, tomorrow),
          salesBetween(month, nextMonth),
          receivedBetween(today, tomorrow),
          receivedBetween(month, nextMonth),
          countOrders('pending'),
          countOrders('confirmed'),
          countOrders('processing'),
          getStockAlerts(),
          // The inbox count is a service of its own, with its own words: on this page a failure is the dashboard's
          // (whichever of the reads fails first, the message is the same).
          countNewEnquiries().catch((error: unknown) => {
            throw new ServiceError(DASHBOARD_LOAD_FAILED, error instanceof ServiceError ? error.cause : error);
          }),
        ]);
      return {
        today: { ...todaySales, received: todayReceived.received },
        month: { ...monthSales, received: monthReceived.received },
        pending,
        confirmed,
        processing,
        lowStock: alerts.low,
        outOfStock: alerts.out,
        enquiries,
      };
    },
    { large: true },
  );
}

export const dashboardQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.admin.dashboard(), queryFn: () => getDashboard() });

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
