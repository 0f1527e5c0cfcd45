import '../shared/global-options';
import { HttpsError } from 'firebase-functions/v2/https';
import { PAYMENT_MESSAGES } from '@domain/payments/messages';
import { submitMobileMoneyOtpInputSchema, type PaymentAttemptResponse } from '@domain/order/order';
import { runOwnOrderAction } from './lib/order-action';
import { onPaystackCall, submitOtp } from '../payments/lib/paystack';
import { askPaystack } from '../payments/lib/payments';
import { isAwaitingPayment } from './lib/order-payments';
import { attemptsOf } from '../payments/lib/payment-events';

/**
 * submitMobileMoneyOtp (the order's owner, active): the code the network sent, for the order's latest attempt
 * when Paystack asked for one (send_otp); answers with the attempt as Paystack left it.
 */
export const submitMobileMoneyOtp = onPaystackCall(async (request): Promise<PaymentAttemptResponse> => {
  const { reference, otp } = await runOwnOrderAction(
    request,
    submitMobileMoneyOtpInputSchema,
    (_tx, order, _uid, input) => {
      if (!isAwaitingPayment(order)) throw new HttpsError('failed-precondition', PAYMENT_MESSAGES.notAwaitingPayment);
      const latest = attemptsOf(order).at(-1);
      if (latest?.status !== 'send_otp') throw new HttpsError('failed-precondition', PAYMENT_MESSAGES.noCodeAsked);
      return { reference: latest.reference, otp: input.otp };
    },
  );
  return askPaystack(reference, () => submitOtp(reference, otp));
});
