import '../shared/global-options';
import type { Timestamp } from 'firebase-admin/firestore';
import { shopDay } from '@domain/shared/date-time';
import { chargeEmail, MAX_PAYMENT_ATTEMPTS, pendingAttempt, type PaymentAttemptResponse } from '@domain/order/order';
import { startPlanPaymentInputSchema } from '@domain/plans/plan-payment';
import type { PlanPaymentAttempt } from '@domain/plans/plan-record';
import { mayPayInto, planPaymentReference } from '@domain/plans/plan-rules';
import { chargeMobileMoney, onPaystackCall } from '../payments/lib/paystack';
import { askPaystack } from '../payments/lib/payments';
import { positionOf, refusePlan, runOwnPlanAction } from './lib/plans';

/**
 * startPlanPayment (the plan's customer, active): a Mobile Money prompt for `amount` pesewas toward their plan
 * (docs/plans.md, "Paying by Mobile Money"): any amount up to what remains (`more_than_owed` above it), or with
 * `payoff` exactly today's payoff (`payoff_changed` otherwise), while the plan is paid into (`not_payable`). The
 * attempt (amount, payoff, reference `plan.<id>.<n>`) is recorded on the plan, then Paystack's Charge API sends
 * the prompt. At most MAX_PAYMENT_ATTEMPTS prompts per plan in one shop day (`too_many_attempts`). Whether it
 * is paid comes only from the verified charge (plans/lib/plan-payments.ts).
 */
export const startPlanPayment = onPaystackCall(async (request): Promise<PaymentAttemptResponse> => {
  const charge = await runOwnPlanAction(request, startPlanPaymentInputSchema, ({ tx, snap, plan, input, now }) => {
    if (!mayPayInto(plan.status)) throw refusePlan('not_payable');
    const position = positionOf(plan, now);
    if (position.remaining === 0) throw refusePlan('nothing_owed');
    if (input.payoff && input.amount !== position.payoff) throw refusePlan('payoff_changed');
    if (!input.payoff && input.amount > position.remaining) throw refusePlan('more_than_owed');
    const today = shopDay(now.toDate());
    const attempts = plan.paymentAttempts;
    if (attempts.filter((a) => shopDay(a.createdAt.toDate()) === today).length >= MAX_PAYMENT_ATTEMPTS) {
      throw refusePlan('too_many_attempts', 'resource-exhausted');
    }
    const pending = pendingAttempt(planPaymentReference(plan.id, attempts.length + 1), input, now);
    const { phone } = pending;
    const attempt: PlanPaymentAttempt<Timestamp> = { ...pending.attempt, amount: input.amount, payoff: input.payoff };
    tx.update(snap.ref, { paymentAttempts: [...attempts, attempt], updatedAt: now });
    return {
      email: chargeEmail(plan.customer.email, plan.userId),
      amount: input.amount,
      phone,
      provider: input.network,
      reference: attempt.reference,
      metadata: { planId: plan.id, payoff: String(input.payoff) },
    };
  });
  return askPaystack(charge.reference, () => chargeMobileMoney(charge));
});
