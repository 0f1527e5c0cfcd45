import type { DocumentSnapshot, Timestamp, Transaction } from 'firebase-admin/firestore';
import { PLAN_CHECKOUT_MESSAGES, PLAN_STAFF_TIMELINE, PLAN_TIMELINE } from '@domain/plans/messages';
import type { PlanRecord } from '@domain/plans/plan-record';
import type { PlanSchedule } from '@domain/plans/plan-schedule';
import type { StoredOrder } from '@domain/order/order-record';
import { orderPlanFigures } from '@domain/order/order-payment-state';
import { createPlan, preparePlanCancellationOf, type PlannedOrder } from '../../plans/lib/plan-lifecycle';
import type { PlanSource } from '../../plans/lib/plan-sources';
import { plansCollection, refusePlan } from '../../plans/lib/plans';
import { SYSTEM_ACTOR } from '../../payments/lib/payment-events';
import type { Actor } from '../../shared/actor';
import { readOrder, readPlan } from '../../shared/stored';
import { changeStatus, ordersCollection, statusOf } from './orders';

/**
 * An order paid in instalments (docs/plans.md, "Choosing a plan at checkout"): placeOrder checks the schedule the
 * shopper confirmed against its own (domain/order/place-order-decision.ts) and creates the plan in the order's transaction; cancelling the order
 * cancels the plan while nothing is paid on it.
 */

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

/** The order a staff action's plan pays for, read in the transaction before any write: refused when gone. */
async function readOrderOf(tx: Transaction, plan: PlanRecord<Timestamp>): Promise<DocumentSnapshot> {
  const order = await tx.get(ordersCollection().doc(plan.source.id));
  if (!order.exists) throw refusePlan('not_found', 'not-found');
  return order;
}

/**
 * The order keeps its plan's status and what was paid (every reader of the order states its payment from them:
 * domain/order/order-payment-state.ts) and the goods released (an order of a plan moves on from pending only
 * then: update-order-status); once everything is paid, the order is paid (its payment was the plan).
 */
const writeOrderOfPlan: PlanSource['writePlanChange'] = (tx, before, after, released, _by, now) => {
  tx.update(ordersCollection().doc(after.source.id), {
    'plan.status': after.status,
    'plan.paid': after.paid,
    ...(released ? { 'plan.releasedAt': now } : {}),
    ...(after.status === 'owned' && before.status !== 'owned'
      ? { paymentStatus: 'paid', paidAt: now, 'plan.ownedAt': now }
      : {}),
    updatedAt: now,
  });
};

/** The orders' entry of the plans' sources (plans/lib/plan-sources.ts). */
export const ORDER_PLANS: PlanSource = {
  kind: 'order',
  readForAction: async (tx, plan) => {
    await readOrderOf(tx, plan);
  },
  writePlanChange: writeOrderOfPlan,
  /** Staff decline an order's plan: the order, still pending, is cancelled with it (refund_due if paid into). */
  prepareDeclined: async (tx, plan, reason, by, now) => {
    const order = await readOrderOf(tx, plan);
    const { status } = statusOf(order);
    if (status !== 'pending' && status !== 'cancelled') throw refusePlan('wrong_status');
    if (status === 'pending') {
      await changeStatus(tx, order, 'cancelled', by, PLAN_STAFF_TIMELINE.declinedOrder(reason), {
        now,
        ...(plan.paid > 0 ? { unpaidAs: 'refund_due' as const } : {}),
      });
    }
    return () => undefined;
  },
  /** The deposit did not come: the order is cancelled, its stock back, its payment `expired` (as the orders' expiry). */
  prepareDepositExpired: async (tx, plan, now) => {
    const order = await tx.get(ordersCollection().doc(plan.source.id));
    if (order.exists && statusOf(order).status !== 'cancelled') {
      await changeStatus(tx, order, 'cancelled', SYSTEM_ACTOR, PLAN_TIMELINE.depositExpired, {
        unpaidAs: 'expired',
        now,
      });
    }
    return () => undefined;
  },
};
