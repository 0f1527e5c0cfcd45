import '../shared/global-options';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { shopDay } from '@domain/shared/date-time';
import { toPesewas } from '@domain/shared/money';
import { RECEIVED_PAYMENT_METHOD_LABELS } from '@domain/order/order';
import { PLAN_STAFF_MESSAGES, PLAN_STAFF_TIMELINE, PLAN_TIMELINE } from '@domain/plans/messages';
import { OPEN_PLAN_STATUSES } from '@domain/plans/plan-record';
import { mayPayInto } from '@domain/plans/plan-rules';
import {
  approvePlanSchema,
  declinePlanSchema,
  logPlanCallSchema,
  recordPlanPaymentSchema,
  type LogPlanCallResponse,
  type PlanCall,
  type PlanStaffResponse,
} from '@domain/plans/plan-staff';
import { applyPlanPayment, planToDto, refusePlan, runStaffPlanAction, writePlanChange } from './lib/plans';
import { planSourceOf } from './lib/plan-sources';
import { uidOf } from '../shared/actor';

/**
 * The staff's plan callables (docs/plans.md, "Staff"): each an active admin's action through runStaffPlanAction
 * (the caller checked in the transaction that reads the plan), answering with the plan as it now is. Refusals
 * carry their reason (PlanRefusal) in `details.reason`.
 */

/** approvePlan: a plan waiting for approval (its deposit paid) becomes active, and its goods are released. */
export const approvePlan = onCall((request): Promise<PlanStaffResponse> =>
  runStaffPlanAction(request, 'approvePlan', approvePlanSchema, async (context) => {
    const { plan, by, now, tx } = context;
    if (plan.status !== 'awaiting_approval') throw refusePlan('wrong_status');
    await planSourceOf(plan).readForAction(tx, plan);
    const decision = {
      approved: true,
      reason: '',
      by: uidOf(by),
      byName: typeof by === 'string' ? '' : by.name,
      at: now,
    };
    const written = writePlanChange(context, { status: 'active', note: PLAN_TIMELINE.approved, fields: { decision } });
    return { plan: planToDto(written) };
  }),
);

/**
 * declinePlan: a plan awaiting its deposit or staff's approval is declined with the reason; its order is
 * cancelled as staff cancel any order (stock back), and what was paid on the plan makes the order's payment
 * refund_due, refunded by staff through the order's refund (recordRefund): nothing is kept. A project's plan
 * cancels its project the same way (its plan source: projects/lib/project-plan.ts), refunded through the
 * project's refund.
 */
export const declinePlan = onCall((request): Promise<PlanStaffResponse> =>
  runStaffPlanAction(request, 'declinePlan', declinePlanSchema, async (context) => {
    const { plan, by, now, tx, input } = context;
    if (plan.status !== 'awaiting_deposit' && plan.status !== 'awaiting_approval') throw refusePlan('wrong_status');
    const close = await planSourceOf(plan).prepareDeclined(tx, plan, input.reason, by, now);
    close();
    const decision = {
      approved: false,
      reason: input.reason,
      by: uidOf(by),
      byName: typeof by === 'string' ? '' : by.name,
      at: now,
    };
    const notes = [
      PLAN_TIMELINE.declined(input.reason),
      ...(plan.paid > 0 ? [PLAN_STAFF_TIMELINE.refundDue(plan.paid)] : []),
    ];
    const written = writePlanChange(context, {
      status: 'declined',
      note: notes.join('. '),
      fields: { decision, depositDueBy: null },
    });
    return { plan: planToDto(written) };
  }),
);

/**
 * recordPlanPayment: a payment received at the shop (cash, bank transfer, or Mobile Money to the shop's number)
 * with its reference, or the plan paid off (the amount must be today's payoff). Applied as any payment is
 * (applyPlanPayment): never more than is owed.
 */
export const recordPlanPayment = onCall((request): Promise<PlanStaffResponse> =>
  runStaffPlanAction(request, 'recordPlanPayment', recordPlanPaymentSchema, async (context) => {
    const { plan, tx, input } = context;
    if (!mayPayInto(plan.status)) throw refusePlan('not_payable');
    await planSourceOf(plan).readForAction(tx, plan);
    const amount = toPesewas(input.payment.amount);
    const how = RECEIVED_PAYMENT_METHOD_LABELS[input.payment.method];
    const result = applyPlanPayment(context, {
      amount,
      payoff: input.payoff,
      method: input.payment.method,
      reference: input.payment.reference || how,
      note: PLAN_TIMELINE.paidAtShop(amount, how, input.payment.reference),
    });
    if (!result.ok) throw refusePlan(result.reason === 'not_a_payment' ? 'more_than_owed' : result.reason);
    return { plan: planToDto(result.plan) };
  }),
);

/**
 * logPlanCall: a call with the customer about their plan (plans/{id}/calls, staff only): what was said, what came of
 * it and the day they promised to pay, if they did. The plan keeps when staff last reached them and the promise.
 */
export const logPlanCall = onCall((request): Promise<LogPlanCallResponse> =>
  runStaffPlanAction(request, 'logPlanCall', logPlanCallSchema, (context) => {
    const { plan, by, now, tx, snap, input } = context;
    if (!OPEN_PLAN_STATUSES.includes(plan.status)) throw refusePlan('wrong_status');
    if (input.promiseToPay !== null && input.promiseToPay < shopDay(now.toDate())) {
      throw new HttpsError('invalid-argument', PLAN_STAFF_MESSAGES.promiseDay, {
        fields: { promiseToPay: PLAN_STAFF_MESSAGES.promiseDay },
      });
    }
    const ref = snap.ref.collection('calls').doc();
    const byName = typeof by === 'string' ? '' : by.name;
    const call = {
      at: now,
      by: uidOf(by),
      byName,
      note: input.note,
      outcome: input.outcome,
      promiseToPay: input.promiseToPay,
    };
    tx.create(ref, call);
    const promiseToPay = input.promiseToPay ?? plan.promiseToPay;
    tx.update(snap.ref, { lastContactAt: now, promiseToPay, updatedAt: now });
    const answered: PlanCall<string> = { ...call, id: ref.id, at: now.toDate().toISOString() };
    return {
      plan: planToDto({ ...plan, lastContactAt: now, promiseToPay, updatedAt: now }),
      call: answered,
    };
  }),
);
