import '../shared/global-options';
import { PAYMENT_MESSAGES } from '@domain/payments/messages';
import type { PaymentAttemptResponse } from '@domain/order/order';
import { submitPlanPaymentOtpInputSchema } from '@domain/plans/plan-payment';
import { mayPayInto } from '@domain/plans/plan-rules';
import { HttpsError } from 'firebase-functions/v2/https';
import { onPaystackCall, submitOtp } from '../payments/lib/paystack';
import { askPaystack } from '../payments/lib/payments';
import { refusePlan, runOwnPlanAction } from './lib/plans';

/**
 * submitPlanPaymentOtp (the plan's customer, active): the code the network sent, for the plan's latest attempt
 * when Paystack asked for one (send_otp); answers with the attempt as Paystack left it.
 */
export const submitPlanPaymentOtp = onPaystackCall(async (request): Promise<PaymentAttemptResponse> => {
  const { reference, otp } = await runOwnPlanAction(request, submitPlanPaymentOtpInputSchema, ({ plan, input }) => {
    if (!mayPayInto(plan.status)) throw refusePlan('not_payable');
    const latest = plan.paymentAttempts.at(-1);
    if (latest?.status !== 'send_otp') throw new HttpsError('failed-precondition', PAYMENT_MESSAGES.noCodeAsked);
    return { reference: latest.reference, otp: input.otp };
  });
  return askPaystack(reference, () => submitOtp(reference, otp));
});
