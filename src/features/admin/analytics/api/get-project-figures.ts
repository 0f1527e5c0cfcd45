import { queryOptions, useQuery } from '@tanstack/react-query';
import { average, collectionGroup, query, sum, where } from 'firebase/firestore/lite';
import { periods } from '@domain/analytics/analytics';
import { projectFigures, type ProjectFigures } from '@domain/projects/project-analytics';
import { getDb } from '@/lib/firebase/app';
import { aggregateOf, countOf } from '@/lib/firebase/aggregates';
import { betweenShape, type QueryShape } from '@/lib/firebase/query-shape';
import { buildQuery } from '@/lib/firebase/sdk-query';
import { serviceRead } from '@/lib/firebase/service';
import { queryKeys } from '@/lib/query-keys';
import { ANALYTICS_RANGES, type AnalyticsRange } from './get-analytics';
import { PROJECT_FIGURES_LOAD_FAILED } from '@domain/analytics/messages';

/** Projects accepted in [start, end). */
const acceptedShape = (start: Date, end: Date): QueryShape => betweenShape('projects', [], 'accepted.at', start, end);

/** Projects accepted in [start, end) and cancelled since. */
const cancelledShape = (start: Date, end: Date): QueryShape =>
  betweenShape('projects', [{ field: 'stage', op: '==', value: 'cancelled' }], 'accepted.at', start, end);

/**
 * Projects whose deposit, or balance, was paid in [start, end): `money.depositStatus` paid with
 * `money.depositPaidAt` in the period, or the same of the balance (`money.balanceStatus`, `money.balancePaidAt`).
 */
const paidShape = (part: 'deposit' | 'balance', start: Date, end: Date): QueryShape =>
  betweenShape(
    'projects',
    [{ field: `money.${part}Status`, op: '==', value: 'paid' }],
    `money.${part}PaidAt`,
    start,
    end,
  );

export const QUERY_SHAPES: QueryShape[] = [
  acceptedShape(new Date(0), new Date(1)),
  cancelledShape(new Date(0), new Date(1)),
  paidShape('deposit', new Date(0), new Date(1)),
  paidShape('balance', new Date(0), new Date(1)),
];

/**
 * The installation projects' figures of a period, from aggregation queries: Firestore counts, sums and averages
 * on the server, no project is read into the browser (docs/projects.md, "Analytics").
 */
export async function projectAggregatesBetween(start: Date, end: Date) {
  const acceptedIn = buildQuery(acceptedShape(start, end));
  // The count and the total each on their own: with averages in the same query, a project accepted before
  // acceptProposal kept the system's size (no accepted.panelW) was left out of them as well.
  const [sent, acceptedCount, acceptedTotal, accepted, cancelled, deposits, balances] = await Promise.all([
    countOf(
      query(
        collectionGroup(getDb(), 'proposals'),
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
    aggregateOf(buildQuery(cancelledShape(start, end)), { total: sum('accepted.total') }),
    aggregateOf(buildQuery(paidShape('deposit', start, end)), { deposit: sum('accepted.deposit') }),
    aggregateOf(buildQuery(paidShape('balance', start, end)), {
      total: sum('accepted.total'),
      deposit: sum('accepted.deposit'),
    }),
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
