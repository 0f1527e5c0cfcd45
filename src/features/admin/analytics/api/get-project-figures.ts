import { queryOptions, useQuery } from '@tanstack/react-query';
import { average, collection, collectionGroup, query, sum, where } from 'firebase/firestore/lite';
import { periods } from '@domain/analytics/analytics';
import { projectFigures, type ProjectFigures } from '@domain/projects/project-analytics';
import { getDb } from '@/lib/firebase/app';
import { aggregateOf, countOf } from '@/lib/firebase/aggregates';
import { serviceRead } from '@/lib/firebase/service';
import { queryKeys } from '@/lib/query-keys';
import { ANALYTICS_RANGES, type AnalyticsRange } from './get-analytics';

export const PROJECT_FIGURES_LOAD_FAILED =
  'We could not load the installation figures. Check your connection and try again.';

/**
 * The installation projects' figures of a period, from aggregation queries: Firestore counts, sums and averages
 * on the server, no project is read into the browser (docs/projects.md, "Analytics").
 */
export async function projectAggregatesBetween(start: Date, end: Date) {
  const db = getDb();
  const acceptedIn = query(
    collection(db, 'projects'),
    where('accepted.at', '>=', start),
    where('accepted.at', '<', end),
  );
  // The count and the total each on their own: with averages in the same query, a project accepted before
  // acceptProposal kept the system's size (no accepted.panelW) was left out of them as well.
  const [sent, acceptedCount, acceptedTotal, accepted, cancelled, deposits, balances] = await Promise.all([
    countOf(
      query(
        collectionGroup(db, 'proposals'),
        where('version', '==', 1),
        where('issuedAt', '>=', start),
        where('issuedAt', '<', end),
      ),
    ),
    countOf(acceptedIn),
    aggregateOf(acceptedIn, { total: sum('accepted.total') }),
    aggregateOf(acceptedIn, {
      panelW: average('accepted.panelW'),
      batteryWh: average('accepted.batteryWh'),
    }),
    aggregateOf(
      query(
        collection(db, 'projects'),
        where('stage', '==', 'cancelled'),
        where('accepted.at', '>=', start),
        where('accepted.at', '<', end),
      ),
      { total: sum('accepted.total') },
    ),
    aggregateOf(
      query(
        collection(db, 'projects'),
        where('money.depositStatus', '==', 'paid'),
        where('money.depositPaidAt', '>=', start),
        where('money.depositPaidAt', '<', end),
      ),
      { deposit: sum('accepted.deposit') },
    ),
    aggregateOf(
      query(
        collection(db, 'projects'),
        where('money.balanceStatus', '==', 'paid'),
        where('money.balancePaidAt', '>=', start),
        where('money.balancePaidAt', '<', end),
      ),
      { total: sum('accepted.total'), deposit: sum('accepted.deposit') },
    ),
  ]);
  return {
    sent: sent,
    accepted: acceptedCount,
    averagePanelW: accepted.panelW,
    averageBatteryWh: accepted.batteryWh,
    acceptedTotal: acceptedTotal.total,
    cancelledTotal: cancelled.total,
    depositsPaid: deposits.deposit,
    balancePaidTotals: balances.total,
    balancePaidDeposits: balances.deposit,
  };
}

export function getProjectFigures(range: AnalyticsRange, now = new Date()): Promise<ProjectFigures> {
  return serviceRead(PROJECT_FIGURES_LOAD_FAILED, async () => {
    const { granularity, count: n } = ANALYTICS_RANGES[range];
    const list = periods(now, granularity, n);
    return projectFigures(await projectAggregatesBetween(list[0]!.start, list.at(-1)!.end));
  });
}

export const projectFiguresQueryOptions = (range: AnalyticsRange) =>
  queryOptions({ queryKey: queryKeys.admin.projectFigures(range), queryFn: () => getProjectFigures(range) });

export function useProjectFigures(range: AnalyticsRange) {
  return useQuery(projectFiguresQueryOptions(range));
}
