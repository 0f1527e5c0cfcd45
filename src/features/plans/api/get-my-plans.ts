import { queryOptions, useQuery } from '@tanstack/react-query';
import { doc, getDoc, getDocs } from 'firebase/firestore/lite';
import { isOpenAttempt, PAYMENT_FOLLOW_MS } from '@domain/order/order';
import { planFromRecord, type PlanRecord } from '@domain/plans/plan-record';
import { mayPayInto } from '@domain/plans/plan-rules';
import { ServiceError } from '@/lib/errors';
import { getDb } from '@/lib/firebase/app';
import { toDate } from '@/lib/firebase/converters';
import type { QueryShape } from '@/lib/firebase/query-shape';
import { buildQuery } from '@/lib/firebase/sdk-query';
import { serviceRead } from '@/lib/firebase/service';
import { queryKeys } from '@/lib/query-keys';
import { PLAN_PAGE_MESSAGES } from '../messages';

/**
 * The customer's own payment plans, read through the client SDK as the order pages read orders (firestore.rules:
 * a plan's customer reads it). Someone else's plan reads as a missing one, so that plan ids cannot be probed.
 */

export type Plan = PlanRecord<Date>;

const date = (value: unknown) => toDate(value) ?? new Date(0);

export const MY_PLANS_COUNT = 50;

/** A customer's latest plans, newest first (index: userId + createdAt desc). */
export const myPlansShape = (uid: string, max: number): QueryShape => ({
  collection: 'plans',
  where: [{ field: 'userId', op: '==', value: uid }],
  orderBy: [{ field: 'createdAt', direction: 'desc' }],
  limit: max,
});

export const QUERY_SHAPES = [myPlansShape('uid', MY_PLANS_COUNT)];

export function getMyPlans(uid: string): Promise<Plan[]> {
  return serviceRead(PLAN_PAGE_MESSAGES.listLoadFailed, async () => {
    const snap = await getDocs(buildQuery(myPlansShape(uid, MY_PLANS_COUNT)));
    return snap.docs.map((d) => planFromRecord(d.id, d.data(), date));
  });
}

export function getMyPlan(planId: string): Promise<Plan> {
  return serviceRead(
    PLAN_PAGE_MESSAGES.loadFailed,
    async () => {
      const snap = await getDoc(doc(getDb(), 'plans', planId));
      if (!snap.exists()) throw ServiceError.notFound(PLAN_PAGE_MESSAGES.notFound);
      return planFromRecord(snap.id, snap.data(), date);
    },
    { notFound: { codes: ['permission-denied'], message: PLAN_PAGE_MESSAGES.notFound } },
  );
}

/** Read again this often while a plan is being paid and no prompt is awaited (staff approve, record cash). */
export const PLAN_FOLLOW_MS = 30_000;

/** A Mobile Money prompt the customer may still be approving. */
export function awaitsPrompt(plan: Pick<Plan, 'paymentAttempts'>): boolean {
  const last = plan.paymentAttempts.at(-1);
  return last !== undefined && isOpenAttempt(last);
}

/** How often a plan as last read is read again: every few seconds while a prompt is awaited, never once closed. */
export function planFollowInterval(plan: Plan | undefined): number | false {
  if (!plan || !mayPayInto(plan.status)) return false;
  return awaitsPrompt(plan) ? PAYMENT_FOLLOW_MS : PLAN_FOLLOW_MS;
}

export const myPlansQueryOptions = (uid: string) =>
  queryOptions({ queryKey: queryKeys.plans.latest(uid, MY_PLANS_COUNT), queryFn: () => getMyPlans(uid) });

export const myPlanQueryOptions = (uid: string, planId: string) =>
  queryOptions({ queryKey: queryKeys.plans.detail(uid, planId), queryFn: () => getMyPlan(planId) });

export function useMyPlans(uid: string) {
  return useQuery(myPlansQueryOptions(uid));
}

/** One of the customer's plans, followed while it is paid into (the lite SDK has no listeners, as for orders). */
export function useMyPlan(uid: string, planId: string) {
  return useQuery({
    ...myPlanQueryOptions(uid, planId),
    refetchInterval: (query) => planFollowInterval(query.state.data),
    refetchOnWindowFocus: (query) => planFollowInterval(query.state.data) !== false,
  });
}
