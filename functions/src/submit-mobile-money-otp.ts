import './lib/global-options';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { PAYMENT_MESSAGES } from '../../src/domain/order-payment-messages';
import { submitMobileMoneyOtpInputSchema, type PaymentAttemptResponse } from '../../src/domain/order';
import { parseInput, requireUid } from './lib/callable';
import { inOwnOrder } from './lib/order-action';
import { PAYSTACK_SECRET_KEY, submitOtp } from './lib/paystack';
import { askPaystack, attemptsOf, isAwaitingPayment } from './lib/payments';

/**
 * submitMobileMoneyOtp (the order's owner, active): the code the network sent, for the order's latest attempt
 * when Paystack asked for one (send_otp); answers with the attempt as Paystack left it.
 */
export const submitMobileMoneyOtp = onCall(
  { secrets: [PAYSTACK_SECRET_KEY] },
  async (request): Promise<PaymentAttemptResponse> => {
    const uid = requireUid(request);
    const input = parseInput(submitMobileMoneyOtpInputSchema, request.data);
    const reference = await inOwnOrder(uid, input.orderId, (_tx, order) => {
      if (!isAwaitingPayment(order)) throw new HttpsError('failed-precondition', PAYMENT_MESSAGES.notAwaitingPayment);
      const latest = attemptsOf(order).at(-1);
      if (latest?.status !== 'send_otp') throw new HttpsError('failed-precondition', PAYMENT_MESSAGES.noCodeAsked);
      return latest.reference;
    });
    return askPaystack(input.orderId, reference, () => submitOtp(reference, input.otp));
  },
);
