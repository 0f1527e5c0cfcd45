import type { Timestamp } from 'firebase-admin/firestore';
import { MOBILE_MONEY_NETWORK_LABELS } from '@domain/order/order';
import { PLAN_PAY_PROBLEMS, PLAN_TIMELINE } from '@domain/plans/messages';
import type { PlanPaymentAttempt } from '@domain/plans/plan-record';
import { mayPayInto, planIdFromReference } from '@domain/plans/plan-rules';
import { PAYSTACK_ACTOR, type VerifiedChargeApply } from '../../payments/lib/payment-events';
import type { PaymentPurpose } from '../../payments/lib/purposes';
import { applyPlanPayment, plansCollection } from './plans';
import { readPlan } from '../../shared/stored';

/**
 * A verified charge of a plan's attempt (docs/plans.md, "Paying by Mobile Money"): in ONE transaction with
 * paymentEvents/{eventKey}, a verified charge of exactly the attempt's amount in GHS is applied to the plan as
 * applyPlanPayment says (paid off when the attempt asked it and the payoff is still that amount), the attempt a
 * success. A charge for another amount, for a plan no longer paid into, or that the plan refuses (more than it
 * now owes: paid at the shop meanwhile) is recorded in paymentProblems for staff, never applied.
 */
const applyVerifiedPlanCharge: VerifiedChargeApply = (steps, tx, snap, now, { reference, verified }) => {
  const plan = snap.exists ? readPlan(snap) : null;
  const attempt = plan?.paymentAttempts.find((a) => a.reference === reference);
  if (!plan || !attempt) return steps.unknownReference();
  if (verified.amount !== attempt.amount || verified.currency !== 'GHS' || verified.reference !== reference) {
    return steps.mismatch(attempt.amount);
  }
  const paymentAttempts = steps.attemptsWith({ status: 'success', message: '' }) as PlanPaymentAttempt<Timestamp>[];
  const applied = mayPayInto(plan.status)
    ? applyPlanPayment(
        { tx, snap, plan, by: PAYSTACK_ACTOR, now },
        {
          amount: attempt.amount,
          payoff: attempt.payoff,
          method: 'mobile_money',
          reference,
          note: PLAN_TIMELINE.paidOnline(attempt.amount, MOBILE_MONEY_NETWORK_LABELS[attempt.network], reference),
          paymentAttempts,
        },
      )
    : ({ ok: false, reason: 'not_payable' } as const);
  if (!applied.ok) {
    return steps.paidAfterClose(PLAN_PAY_PROBLEMS.notApplied, { reason: applied.reason });
  }
  return steps.settle('paid');
};

/** The plans' entry of the payments' table (payments/lib/purposes.ts): references `plan.<id>.<n>`. */
export const PLAN_PAYMENTS: PaymentPurpose = {
  kind: 'plan',
  idOf: planIdFromReference,
  attemptsOn: (id) => ({ ref: plansCollection().doc(id), field: 'paymentAttempts' }),
  mismatch: PLAN_PAY_PROBLEMS.mismatch,
  applyVerifiedCharge: applyVerifiedPlanCharge,
};
