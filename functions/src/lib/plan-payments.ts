import type { DocumentReference, Timestamp } from 'firebase-admin/firestore';
import { MOBILE_MONEY_NETWORK_LABELS, paymentFailureOf } from '../../../src/domain/order';
import { PLAN_PAY_PROBLEMS, PLAN_TIMELINE } from '../../../src/domain/plans/plan-messages';
import type { PlanPaymentAttempt } from '../../../src/domain/plans/plan-record';
import { mayPayInto } from '../../../src/domain/plans/plan-rules';
import {
  failedWith,
  onceForEvent,
  PAYSTACK_ACTOR,
  recordProblem,
  withAttempt,
  type ChargeOutcome,
} from './payment-events';
import type { PaystackTransaction } from './paystack';
import { applyPlanPayment, plansCollection, readPlan } from './plans';

/**
 * recordVerifiedCharge for a plan's attempt (docs/plans.md, "Paying by Mobile Money"): in ONE transaction with
 * paymentEvents/{eventKey}, a verified charge of exactly the attempt's amount in GHS is applied to the plan as
 * applyPlanPayment says (paid off when the attempt asked it and the payoff is still that amount), the attempt a
 * success. A charge for another amount, for a plan no longer paid into, or that the plan refuses (more than it
 * now owes: paid at the shop meanwhile) is recorded in paymentProblems for staff, never applied.
 */
export function recordVerifiedPlanCharge(
  eventRef: DocumentReference,
  planId: string,
  reference: string,
  verified: PaystackTransaction,
): Promise<ChargeOutcome> {
  return onceForEvent(eventRef, plansCollection().doc(planId), (tx, snap, now) => {
    const settle = (outcome: ChargeOutcome) => {
      tx.create(eventRef, { reference, outcome, status: verified.status, at: now });
      return outcome;
    };
    const attemptsWith = (change: Parameters<typeof withAttempt>[2]) =>
      withAttempt(snap, reference, change, now) as PlanPaymentAttempt<Timestamp>[];
    if (verified.status !== 'success') {
      if (snap.exists && verified.status === 'failed') {
        const failed = failedWith(paymentFailureOf(verified.gatewayResponse));
        tx.update(snap.ref, { paymentAttempts: attemptsWith(failed), updatedAt: now });
      }
      return 'not-paid';
    }
    const plan = snap.exists ? readPlan(snap) : null;
    const attempt = plan?.paymentAttempts.find((a) => a.reference === reference);
    if (!plan || !attempt) {
      recordProblem(tx, { planId, reference, kind: 'unknown_reference', detail: PLAN_PAY_PROBLEMS.mismatch });
      return settle('problem');
    }
    if (verified.amount !== attempt.amount || verified.currency !== 'GHS' || verified.reference !== reference) {
      recordProblem(tx, {
        planId,
        reference,
        kind: 'mismatch',
        detail: PLAN_PAY_PROBLEMS.mismatch,
        expected: { amount: attempt.amount, currency: 'GHS' },
        received: { amount: verified.amount, currency: verified.currency, reference: verified.reference },
      });
      tx.update(snap.ref, {
        paymentAttempts: attemptsWith({ status: 'mismatch', message: PLAN_PAY_PROBLEMS.mismatch }),
        updatedAt: now,
      });
      return settle('mismatch');
    }
    const paymentAttempts = attemptsWith({ status: 'success', message: '' });
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
      recordProblem(tx, {
        planId,
        reference,
        kind: 'paid_after_close',
        reason: applied.reason,
        detail: PLAN_PAY_PROBLEMS.notApplied,
        received: { amount: verified.amount, currency: verified.currency, reference: verified.reference },
      });
      tx.update(snap.ref, { paymentAttempts, updatedAt: now });
      return settle('problem');
    }
    return settle('paid');
  });
}
