import { Timestamp, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { shopDay } from '@domain/shared/date-time';
import { decidePlanPayment, planPosition, type PlanPaymentRefusal, type PlanPosition } from '@domain/plans/plan-ledger';
import { PLAN_REFUSAL_MESSAGES, PLAN_TIMELINE } from '@domain/plans/messages';
import {
  type PlanDto,
  type PlanPayment,
  type PlanPaymentMethod,
  type PlanRecord,
  type PlanStatus,
  type PlanTimelineEntry,
} from '@domain/plans/plan-record';
import { mayRelease, statusAfterPayment, type PlanRefusal } from '@domain/plans/plan-rules';
import { readOwnIn, parseInput, requireUid, type Schema } from '../../shared/callable';
import type { StaffCallable } from '@domain/users/staff-roles';
import { ORDER_ACTION_WORDS, runActionTransaction, runStaffTransaction } from '../../shared/action-transaction';
import { recordActivity } from '../../shared/activity';
import { db } from '../../shared/firebase';
import { planSourceOf } from './plan-sources';

import { nameOf, uidOf, type Actor } from '../../shared/actor';
import { datesToIso, readPlan } from '../../shared/stored';

/**
 * Payment plans in the functions (docs/plans.md): where they are kept, how one is read, the one shape of every
 * action on one (the caller checked inside the transaction that reads the plan), and the one way a plan changes
 * (writePlanChange: its status, timeline and, when the plan says so, its goods released on the order).
 */

export const plansCollection = () => db().collection('plans');

export const planToDto = (plan: PlanRecord<Timestamp>): PlanDto => datesToIso(plan) as PlanDto;

/** Where the plan stands on the shop's day of `now`. */
export const positionOf = (plan: PlanRecord<Timestamp>, now: Timestamp): PlanPosition =>
  planPosition(plan.schedule, plan.paid, plan.waived, shopDay(now.toDate()));

/** A timeline entry (serverTimestamp cannot go inside an array: the functions' clock stamps it). */
export const planEntry = (
  status: PlanStatus,
  by: Actor,
  note: string,
  at: Timestamp,
): PlanTimelineEntry<Timestamp> => ({
  status,
  at,
  by: uidOf(by),
  ...nameOf(by),
  note,
});

/** A refusal as the client gets it: words for the person, the reason for the code. */
export function refusePlan(
  reason: PlanRefusal,
  code:
    | 'failed-precondition'
    | 'permission-denied'
    | 'not-found'
    | 'resource-exhausted'
    | 'invalid-argument' = 'failed-precondition',
): HttpsError {
  return new HttpsError(code, PLAN_REFUSAL_MESSAGES[reason], { reason });
}

export interface PlanActionContext<I> {
  tx: Transaction;
  snap: DocumentSnapshot;
  plan: PlanRecord<Timestamp>;
  input: I;
  by: Actor;
  now: Timestamp;
}

/** A transaction on one plan, as every action runs it (shared/action-transaction.ts). */
const planTransaction = <R>(act: (tx: Transaction) => Promise<R>): Promise<R> =>
  runActionTransaction(act, ORDER_ACTION_WORDS);

/**
 * A staff action on a plan: staff whose job allows `callable` (checked before and inside the transaction), the
 * plan read in it.
 */
export async function runStaffPlanAction<I extends { planId: string }, R>(
  request: CallableRequest,
  callable: StaffCallable,
  schema: Schema<I>,
  act: (context: PlanActionContext<I>) => Promise<R> | R,
): Promise<R> {
  return runStaffTransaction(request, callable, schema, planTransaction, async (tx, input, by) => {
    const snap = await tx.get(plansCollection().doc(input.planId));
    if (!snap.exists) throw refusePlan('not_found', 'not-found');
    const plan = readPlan(snap);
    const now = Timestamp.now();
    const result = await act({ tx, snap, plan, input, by, now });
    const after = (result as { plan?: PlanDto } | null)?.plan;
    if (after) {
      recordActivity(
        tx,
        by,
        {
          kind: callable === 'recordPlanPayment' ? 'money' : 'plan',
          action: callable,
          target: { collection: 'plans', id: plan.id, label: plan.source.number || plan.id },
          before: { status: plan.status, paid: plan.paid },
          after: { status: after.status, paid: after.paid },
        },
        now,
      );
    }
    return result;
  });
}

/**
 * The customer's action on their own plan: signed in and active, the plan theirs (someone else's is answered as
 * a missing one: no way to probe ids).
 */
export async function runOwnPlanAction<I extends { planId: string }, R>(
  request: CallableRequest,
  schema: Schema<I>,
  act: (context: PlanActionContext<I>) => Promise<R> | R,
): Promise<R> {
  const uid = requireUid(request);
  const input = parseInput(schema, request.data);
  return planTransaction(async (tx) => {
    const snap = await readOwnIn(tx, plansCollection().doc(input.planId), uid, () =>
      refusePlan('not_found', 'not-found'),
    );
    return act({ tx, snap, plan: readPlan(snap), input, by: uid, now: Timestamp.now() });
  });
}

/**
 * The one way a plan changes: `fields` written with its new status and a timeline entry (`note`); when the plan
 * now releases its goods (mayRelease) and had not yet, `releasedAt` is set on the plan. What it pays for is
 * written in the same transaction as its source says (plan-sources.ts: an order keeps its plan's status and paid,
 * a project its deposit, release and balance). Reads nothing. Answers the plan as written.
 */
export function writePlanChange(
  context: Pick<PlanActionContext<unknown>, 'tx' | 'snap' | 'plan' | 'by' | 'now'>,
  change: { status: PlanStatus; note: string; fields?: Partial<PlanRecord<Timestamp>> },
): PlanRecord<Timestamp> {
  const { tx, snap, plan, by, now } = context;
  const next: PlanRecord<Timestamp> = { ...plan, ...change.fields, status: change.status, updatedAt: now };
  const entries = [planEntry(change.status, by, change.note, now)];
  const releaseNow = !plan.releasedAt && mayRelease(next, positionOf(next, now));
  if (releaseNow) {
    next.releasedAt = now;
    entries.push(planEntry(change.status, by, PLAN_TIMELINE.released, now));
  }
  planSourceOf(plan).writePlanChange(tx, plan, next, releaseNow, by, now);
  next.timeline = [...plan.timeline, ...entries];
  const { id: _id, ...stored } = next;
  // `remaining` is kept beside the record for the staff's sums (aggregation queries): always total - paid - waived.
  tx.set(snap.ref, { ...stored, remaining: positionOf(next, now).remaining });
  return next;
}

/** A payment received (online or at the shop) as the plan records it. */
export interface ReceivedPlanPayment {
  amount: number;
  payoff: boolean;
  method: PlanPaymentMethod;
  reference: string;
  /** The timeline's words for it (PLAN_TIMELINE.paidOnline or paidAtShop) */
  note: string;
  /** The plan's attempts with this payment's marked a success (online payments) */
  paymentAttempts?: PlanRecord<Timestamp>['paymentAttempts'];
}

/**
 * A payment applied to the plan as decidePlanPayment says: added to the statement (with what paying off waived),
 * the status moved (statusAfterPayment), the goods released when due (writePlanChange). A refusal is answered,
 * not applied: the caller refuses it to the person (refusePlan) or records it for staff (a verified charge).
 */
export function applyPlanPayment(
  context: Pick<PlanActionContext<unknown>, 'tx' | 'snap' | 'plan' | 'by' | 'now'>,
  payment: ReceivedPlanPayment,
): { ok: true; plan: PlanRecord<Timestamp> } | { ok: false; reason: PlanPaymentRefusal } {
  const { plan, now } = context;
  const position = positionOf(plan, now);
  const decision = decidePlanPayment(position, payment.amount, payment.payoff);
  if (!decision.ok) return decision;
  const waived = decision.waived - plan.waived;
  const record: PlanPayment<Timestamp> = {
    reference: payment.reference,
    amount: payment.amount,
    method: payment.method,
    by: uidOf(context.by),
    waived,
    at: now,
  };
  const after = { ...plan, paid: decision.paid, waived: decision.waived };
  const afterPosition = positionOf(after, now);
  const status = statusAfterPayment(plan, afterPosition);
  const notes = [payment.note, ...(decision.payoff ? [PLAN_TIMELINE.paidOff(waived)] : [])];
  if (status === 'owned') notes.push(PLAN_TIMELINE.owned);
  const written = writePlanChange(context, {
    status,
    note: notes.join('. '),
    fields: {
      paid: decision.paid,
      waived: decision.waived,
      payments: [...plan.payments, record],
      ...(payment.paymentAttempts ? { paymentAttempts: payment.paymentAttempts } : {}),
      ...(status === 'owned' ? { ownedAt: now } : {}),
      ...(status !== 'overdue' ? { overdueSince: null } : {}),
      ...(plan.status === 'awaiting_deposit' && status !== 'awaiting_deposit' ? { depositDueBy: null } : {}),
    },
  });
  return { ok: true, plan: written };
}
