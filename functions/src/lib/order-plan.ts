import { Timestamp, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { shopDay } from '../../../src/domain/date-time';
import { planPosition } from '../../../src/domain/plans/plan-ledger';
import { PLAN_CHECKOUT_MESSAGES, PLAN_TIMELINE } from '../../../src/domain/plans/plan-messages';
import type { PlanRecord } from '../../../src/domain/plans/plan-record';
import { planSearchKeys } from '../../../src/domain/plans/plan-search';
import { PLAN_DEPOSIT_HOURS, statusAfterPayment } from '../../../src/domain/plans/plan-rules';
import type { PlanSchedule } from '../../../src/domain/plans/plan-schedule';
import { planEntry, plansCollection, readPlan, refusePlan, writePlanChange } from './plans';
import { uidOf, type Actor } from './orders';
import { readOrder } from './stored';

/**
 * An order paid in instalments (docs/plans.md, "Choosing a plan at checkout"): placeOrder checks the schedule the
 * shopper confirmed against its own (domain/place-order-decision.ts) and creates the plan in the order's transaction; cancelling the order
 * cancels the plan while nothing is paid on it.
 */

/** What the plan knows of the order it pays for. */
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
export function createOrderPlan(
  tx: Transaction,
  order: PlannedOrder,
  schedule: PlanSchedule,
  by: Actor,
  now: Timestamp,
): PlanRecord<Timestamp> {
  const plan: PlanRecord<Timestamp> = {
    id: order.id,
    source: { kind: 'order', id: order.id, number: order.number },
    userId: order.userId,
    customer: order.customer,
    schedule,
    status: 'awaiting_deposit',
    paid: 0,
    waived: 0,
    payments: [],
    paymentAttempts: [],
    depositDueBy: Timestamp.fromMillis(now.toMillis() + PLAN_DEPOSIT_HOURS * 3_600_000),
    decision: null,
    releasedAt: null,
    overdueSince: null,
    promiseToPay: null,
    lastContactAt: null,
    ownedAt: null,
    cancelled: null,
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
  tx.create(plansCollection().doc(order.id), { ...stored, remaining: position.remaining });
  return plan;
}

/** The order's `plan` field as placeOrder writes it (writePlanChange sets releasedAt and ownedAt later). */
export const orderPlanField = (orderId: string, schedule: PlanSchedule) => ({
  plan: { id: orderId, templateId: schedule.templateId, releasedAt: null },
});

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
  const snap = await tx.get(plansCollection().doc(planId));
  if (!snap.exists) return () => undefined;
  const plan = readPlan(snap);
  if (plan.status === 'cancelled' || plan.status === 'declined') return () => undefined;
  if (plan.paid > 0) throw refusePlan('plan_has_payments');
  return (now) => {
    writePlanChange(
      { tx, snap, plan, by, now },
      {
        status: 'cancelled',
        note: PLAN_CHECKOUT_MESSAGES.cancelledWithOrder,
        fields: {
          depositDueBy: null,
          cancelled: { reason: PLAN_CHECKOUT_MESSAGES.cancelledWithOrder, by: uidOf(by), at: now },
        },
      },
    );
  };
}

/** An order of a plan moves on from pending only once its plan released the goods (plan.releasedAt). */
export function refuseUnlessReleased(order: DocumentSnapshot): void {
  const { plan } = readOrder(order);
  if (plan && plan.releasedAt == null) throw refusePlan('plan_not_released');
}
