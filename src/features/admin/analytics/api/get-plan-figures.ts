import { queryOptions, useQuery } from '@tanstack/react-query';
import { collection, count, query, sum, where } from 'firebase/firestore/lite';
import { periods } from '@domain/analytics/analytics';
import { getDb } from '@/lib/firebase/app';
import { aggregateOf } from '@/lib/firebase/aggregates';
import { serviceRead } from '@/lib/firebase/service';
import { queryKeys } from '@/lib/query-keys';
import { ANALYTICS_RANGES, type AnalyticsRange } from './get-analytics';
import { PLAN_FIGURES_LOAD_FAILED } from '@domain/analytics/messages';

/** Payment plans' figures, in pesewas (plans keep their money in pesewas: the sums are exact). */
export interface PlanFigures {
  /** What is still owed on plans whose goods left the shop and are still being paid (active or overdue) */
  lentOut: number;
  /** What was paid on the plans made in the period */
  collected: number;
  /** Overdue plans: how many, and what is still owed on them */
  overdueCount: number;
  overdueRemaining: number;
}

/**
 * The plans' figures from aggregation queries: Firestore sums and counts on the server, no plan is read into the
 * browser (docs/plans.md, "Staff"). Each plan keeps `remaining` (total − paid − waived) beside its record for this.
 */
export async function planAggregatesBetween(start: Date, end: Date): Promise<PlanFigures> {
  const db = getDb();
  const [lent, collected, overdue] = await Promise.all([
    aggregateOf(
      query(collection(db, 'plans'), where('status', 'in', ['active', 'overdue']), where('releasedAt', '!=', null)),
      { remaining: sum('remaining') },
    ),
    aggregateOf(query(collection(db, 'plans'), where('createdAt', '>=', start), where('createdAt', '<', end)), {
      paid: sum('paid'),
    }),
    aggregateOf(query(collection(db, 'plans'), where('status', '==', 'overdue')), {
      remaining: sum('remaining'),
      count: count(),
    }),
  ]);
  return {
    lentOut: lent.remaining ?? 0,
    collected: collected.paid ?? 0,
    overdueCount: overdue.count,
    overdueRemaining: overdue.remaining ?? 0,
  };
}

export function getPlanFigures(range: AnalyticsRange, now = new Date()): Promise<PlanFigures> {
  return serviceRead(PLAN_FIGURES_LOAD_FAILED, async () => {
    const { granularity, count: n } = ANALYTICS_RANGES[range];
    const list = periods(now, granularity, n);
    return planAggregatesBetween(list[0]!.start, list.at(-1)!.end);
  });
}

export const planFiguresQueryOptions = (range: AnalyticsRange) =>
  queryOptions({ queryKey: queryKeys.admin.planFigures(range), queryFn: () => getPlanFigures(range) });

export function usePlanFigures(range: AnalyticsRange) {
  return useQuery(planFiguresQueryOptions(range));
}
