import { Timestamp, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { shopDay } from '@domain/shared/date-time';
import { planPosition } from '@domain/plans/plan-ledger';
import { PLAN_REFUSAL_MESSAGES, PLAN_TIMELINE } from '@domain/plans/messages';
import { NEW_PLAN_NONE_YET, type PlanRecord } from '@domain/plans/plan-record';
import { planSearchKeys } from '@domain/plans/plan-search';
import { PLAN_DEPOSIT_HOURS, statusAfterPayment } from '@domain/plans/plan-rules';
import type { ConfirmedSchedule, PlanSchedule } from '@domain/plans/plan-schedule';
import { confirmSchedule } from '@domain/plans/plan-template-terms';
import { uidOf, type Actor } from '../../shared/actor';
import { readPlan, readSettings } from '../../shared/stored';
import { planEntry, plansCollection, refusePlan, writePlanChange } from './plans';

/**
 * A plan made and closed with what it pays for (docs/plans.md): its schedule confirmed against the shop's own,
 * the plan created in the transaction of its order or project, and cancelled with it.
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
 * Cancelling a plan by its id (an order's or a project's) with what it pays for, inside that cancellation's
 * transaction, before any write: the plan is read, and `reason` goes in its timeline; refused
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
