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

/** The dashboard's parts a staff member's job reads (docs/staff-roles.md): only these are asked for. */
export interface DashboardParts {
  /** Sales and orders waiting (readOrders) */
  orders: boolean;
  /** Stock alerts (manageProducts) */
  stock: boolean;
  /** New messages and quote requests (manageEnquiries) */
  enquiries: boolean;
}

export interface Dashboard {
  /** Sales and orders waiting, when the job reads orders. */
  orders: {
    /** Orders booked (revenue: placed, not cancelled) and money received (paid), today and this month. */
    today: { revenue: number; orders: number; received: number };
    month: { revenue: number; orders: number; received: number };
    pending: number;
    confirmed: number;
    processing: number;
  } | null;
  /** Stock alerts, when the job keeps the stock. */
  stock: { lowStock: Product[]; outOfStock: Product[] } | null;
  enquiries: NewEnquiries | null;
}

/** Today's and this month's sales, and the orders waiting for action. */
async function getOrderFigures(now: Date): Promise<Dashboard['orders']> {
  const today = startOfDay(now);
  const tomorrow = new Date(today);
  tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
  const month = startOfMonth(now);
  const nextMonth = new Date(month);
  nextMonth.setUTCMonth(nextMonth.getUTCMonth() + 1);
  const [todaySales, monthSales, todayReceived, monthReceived, pending, confirmed, processing] = await Promise.all([
    salesBetween(today, tomorrow),
    salesBetween(month, nextMonth),
    receivedBetween(today, tomorrow),
    receivedBetween(month, nextMonth),
    countOrders('pending'),
    countOrders('confirmed'),
    countOrders('processing'),
  ]);
  return {
    today: { ...todaySales, received: todayReceived.received },
    month: { ...monthSales, received: monthReceived.received },
    pending,
    confirmed,
    processing,
  };
}

/** The parts of the dashboard the job reads: sales and orders waiting, stock alerts, new enquiries. */
export function getDashboard(parts: DashboardParts, now = new Date()): Promise<Dashboard> {
  return serviceRead(
    DASHBOARD_LOAD_FAILED,
    async () => {
      const [orders, stock, enquiries] = await Promise.all([
        parts.orders ? getOrderFigures(now) : null,
        parts.stock ? getStockAlerts().then((alerts) => ({ lowStock: alerts.low, outOfStock: alerts.out })) : null,
        // The inbox count is a service of its own, with its own words: on this page a failure is the dashboard's
        // (whichever of the reads fails first, the message is the same).
        parts.enquiries
          ? countNewEnquiries().catch((error: unknown) => {
              throw new ServiceError(DASHBOARD_LOAD_FAILED, error instanceof ServiceError ? error.cause : error);
            })
          : null,
      ]);
      return { orders, stock, enquiries };
    },
    { large: true },
  );
}

export const dashboardQueryOptions = (parts: DashboardParts) =>
  queryOptions({ queryKey: queryKeys.admin.dashboardParts(parts), queryFn: () => getDashboard(parts) });

export function useDashboard(parts: DashboardParts) {
  return useQuery(dashboardQueryOptions(parts));
}
