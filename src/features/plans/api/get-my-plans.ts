import { queryOptions, useQuery } from '@tanstack/react-query';
import { isOpenAttempt, PAYMENT_FOLLOW_MS } from '@domain/order/order';
import type { PlanRecord } from '@domain/plans/plan-record';
import { mayPayInto } from '@domain/plans/plan-rules';
import { latestOwnShape } from '@/lib/firebase/query-shape';
import { readDocument, readDocuments } from '@/lib/firebase/read-document';
import { planFromData } from '@/lib/firebase/record-converters';
import { queryKeys } from '@/lib/query-keys';
import { PLAN_PAGE_MESSAGES } from '@domain/plans/messages';

/**
 * The customer's own payment plans, read through the client SDK as the order pages read orders (firestore.rules:
 * a plan's customer reads it). Someone else's plan reads as a missing one, so that plan ids cannot be probed.
 */

export type Plan = PlanRecord<Date>;

export const MY_PLANS_COUNT = 50;

export const QUERY_SHAPES = [latestOwnShape('plans', 'uid', MY_PLANS_COUNT)];

export function getMyPlans(uid: string): Promise<Plan[]> {
  const shape = latestOwnShape('plans', uid, MY_PLANS_COUNT);
  return readDocuments(shape, PLAN_PAGE_MESSAGES.listLoadFailed, planFromData);
}

export function getMyPlan(planId: string): Promise<Plan> {
  const words = { failure: PLAN_PAGE_MESSAGES.loadFailed, notFound: PLAN_PAGE_MESSAGES.notFound, own: true };
  return readDocument(['plans', planId], words, planFromData);
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
