import { Timestamp, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { shopDay } from '@domain/shared/date-time';
import { planPosition } from '@domain/plans/plan-ledger';
import { PLAN_CHECKOUT_MESSAGES, PLAN_REFUSAL_MESSAGES, PLAN_TIMELINE } from '@domain/plans/plan-messages';
import { NEW_PLAN_NONE_YET, type PlanRecord } from '@domain/plans/plan-record';
import { planSearchKeys } from '@domain/plans/plan-search';
import { PLAN_DEPOSIT_HOURS, statusAfterPayment } from '@domain/plans/plan-rules';
import type { ConfirmedSchedule, PlanSchedule } from '@domain/plans/plan-schedule';
import { confirmSchedule } from '@domain/plans/plan-template-terms';
import { planEntry, plansCollection, refusePlan, writePlanChange } from '../../plans/lib/plans';
import { uidOf, type Actor } from '../../shared/actor';
import { readOrder, readSettings, readPlan } from '../../shared/stored';
import type { StoredOrder } from '@domain/order/order-record';
import { orderPlanFigures } from '@domain/order/order-payment-state';

/**
 * An order paid in instalments (docs/plans.md, "Choosing a plan at checkout"): placeOrder checks the schedule the
 * shopper confirmed against its own (domain/order/place-order-decision.ts) and creates the plan in the order's transaction; cancelling the order
 * cancels the plan while nothing is paid on it.
 */

/**
 * The schedule of the plan the customer chose for a purchase (`kind`: an order, or a project's option) of
 * `totalGhs`, computed again from settings/global as read in the transaction, on the shop's day of `now`
 * (confirmSchedule); refused `no_plan`, `below_minimum` or `schedule_changed` with `details.schedule`, the new
 * one to show and confirm again. Orders decide it in decidePlaceOrder.
 */
export function confirmedPlanSchedule(
  settings: DocumentSnapshot,
  confirmed: ConfirmedSchedule,
  totalGhs: number,
  kind: 'order' | 'project',
  now: Timestamp,
): PlanSchedule {
  const decided = confirmSchedule(
    readSettings(settings).planTemplates,
    confirmed,
    totalGhs,
    kind,
    shopDay(now.toDate()),
  );
  if (decided.ok) return decided.schedule;
  if (decided.reason === 'schedule_changed') {
    throw new HttpsError('failed-precondition', PLAN_REFUSAL_MESSAGES.schedule_changed, {
      reason: 'schedule_changed',
      schedule: decided.schedule,
    });
  }
  throw refusePlan(decided.reason);
}

/** What the plan knows of the order (or project) it pays for. */
export interface PlannedOrder {
  id: string;
  number: string;
  userId: string;
  customer: PlanRecord<Timestamp>['customer'];
}

/**
 * plans/{order id} for a new order (written with tx.create: a retry of the same order finds the order first).
 * It waits for the deposit until PLAN_DEPOSIT_HOURS from now; a schedule without a deposit starts as a paid
 * deposit would leave it (statusAfterPayment).
 */
export const createOrderPlan = (
  tx: Transaction,
  order: PlannedOrder,
  schedule: PlanSchedule,
  by: Actor,
  now: Timestamp,
): PlanRecord<Timestamp> => createPlan(tx, { kind: 'order', ...order }, schedule, by, now);

/**
 * plans/{id} for a new order or project (same id; `replace` overwrites a closed plan with nothing paid). An order's waits for the deposit until PLAN_DEPOSIT_HOURS from
 * now; a project's has no time of its own: the project's deposit hold is its (acceptProposal sets it, the
 * deposit's expiry cancels the plan with the acceptance: docs/projects.md, "Projects paid in instalments").
 */
export function createPlan(
  tx: Transaction,
  source: PlannedOrder & { kind: PlanRecord<Timestamp>['source']['kind'] },
  schedule: PlanSchedule,
  by: Actor,
  now: Timestamp,
  replace = false,
): PlanRecord<Timestamp> {
  const order = source;
  const plan: PlanRecord<Timestamp> = {
    id: order.id,
    source: { kind: source.kind, id: order.id, number: order.number },
    userId: order.userId,
    customer: order.customer,
    schedule,
    status: 'awaiting_deposit',
    paid: 0,
    waived: 0,
    payments: [],
    paymentAttempts: [],
    depositDueBy:
      source.kind === 'order' ? Timestamp.fromMillis(now.toMillis() + PLAN_DEPOSIT_HOURS * 3_600_000) : null,
    ...NEW_PLAN_NONE_YET,
    timeline: [planEntry('awaiting_deposit', by, PLAN_TIMELINE.created(schedule.name), now)],
    // The arrears search's keys, made as a project's are: the number, name and email words, the phone's endings.
    searchKeys: planSearchKeys(order.number, order.customer),
    createdAt: now,
    updatedAt: now,
  };
  const position = planPosition(schedule, 0, 0, shopDay(now.toDate()));
  if (schedule.deposit === 0) {
    plan.status = statusAfterPayment(plan, position);
    plan.depositDueBy = null;
  }
  const { id: _id, ...stored } = plan;
  const ref = plansCollection().doc(order.id);
  const data = { ...stored, remaining: position.remaining };
  if (replace) tx.set(ref, data);
  else tx.create(ref, data);
  return plan;
}

/**
 * The order's `plan` field as placeOrder writes it: the link, the plan's status and what was paid on it (kept by
 * writePlanChange), and the schedule's figures its words quote (domain/order/order-payment-state.ts).
 */
export const orderPlanField = (plan: PlanRecord<Timestamp>) => ({
  plan: {
    id: plan.id,
    templateId: plan.schedule.templateId,
    releasedAt: null,
    status: plan.status,
    paid: plan.paid,
    figures: orderPlanFigures(plan.schedule),
  },
});

/**
 * The order as the rule of its payment reads it (orderPaymentState), inside the transaction: an order paid in
 * instalments with its plan's status, paid and figures read from the plan itself (also for an order written
 * before the order kept them). Reads the plan: call it before any write.
 */
export async function orderWithItsPlan(tx: Transaction, order: DocumentSnapshot): Promise<StoredOrder<Timestamp>> {
  const stored = readOrder(order);
  if (!stored.plan) return stored;
  const snap = await tx.get(plansCollection().doc(stored.plan.id));
  if (!snap.exists) return stored;
  const plan = readPlan(snap);
  return {
    ...stored,
    plan: {
      ...stored.plan,
      status: plan.status,
      paid: plan.paid,
      releasedAt: plan.releasedAt ?? stored.plan.releasedAt,
      figures: orderPlanFigures(plan.schedule),
    },
  };
}

/**
 * Cancelling the order of a plan, inside the cancellation's transaction, before any write: the plan is read, and
 * refused (`plan_has_payments`, the customer is told to call the shop) when money was paid on it; otherwise the
 * returned write cancels it with the order (status cancelled, the timeline says why). An order without a plan
 * returns a write that does nothing.
 */
export async function preparePlanCancellation(
  tx: Transaction,
  order: DocumentSnapshot,
  by: Actor,
): Promise<(now: Timestamp) => void> {
  const planId = readOrder(order).plan?.id;
  if (!planId) return () => undefined;
  return preparePlanCancellationOf(tx, planId, by, PLAN_CHECKOUT_MESSAGES.cancelledWithOrder);
}

/**
 * The same for any plan by its id (an order's or a project's), `reason` in its timeline: refused
 * (`plan_has_payments`) when money was paid on it, unless `evenIfPaid` (staff cancelling a paid project: what
 * was paid is refunded through the project's refund); a plan already closed, or none, is left as it is.
 */
export async function preparePlanCancellationOf(
  tx: Transaction,
  planId: string,
  by: Actor,
  reason: string,
  evenIfPaid = false,
): Promise<(now: Timestamp) => void> {
  const snap = await tx.get(plansCollection().doc(planId));
  if (!snap.exists) return () => undefined;
  const plan = readPlan(snap);
  if (plan.status === 'cancelled' || plan.status === 'declined' || plan.status === 'owned') return () => undefined;
  if (plan.paid > 0 && !evenIfPaid) throw refusePlan('plan_has_payments');
  return (now) => {
    writePlanChange(
      { tx, snap, plan, by, now },
      {
        status: 'cancelled',
        note: reason,
        fields: { depositDueBy: null, cancelled: { reason, by: uidOf(by), at: now } },
      },
    );
  };
}
