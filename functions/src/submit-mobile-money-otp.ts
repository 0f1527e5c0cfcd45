import './lib/global-options';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { PAYMENT_MESSAGES } from '../../src/domain/order-payment-messages';
import { submitMobileMoneyOtpInputSchema, type PaymentAttemptResponse } from '../../src/domain/order';
import { parseInput, requireUid, toHttpsError } from './lib/callable';
import { db } from './lib/firebase';
import { PAYSTACK_SECRET_KEY, PaystackError, submitOtp } from './lib/paystack';
import { applyChargeAnswer, attemptsOf, isAwaitingPayment, ownOrderIn } from './lib/payments';

/**
 * submitMobileMoneyOtp (the order's owner, active): the code the network sent, for the order's latest attempt
 * when Paystack asked for one (send_otp); answers with the attempt as Paystack left it.
 */
export const submitMobileMoneyOtp = onCall(
  { secrets: [PAYSTACK_SECRET_KEY] },
  async (request): Promise<PaymentAttemptResponse> => {
    const uid = requireUid(request);
    const input = parseInput(submitMobileMoneyOtpInputSchema, request.data);
    try {
      const reference = await db().runTransaction(async (tx) => {
        const order = await ownOrderIn(tx, input.orderId, uid);
        if (!isAwaitingPayment(order)) throw new HttpsError('failed-precondition', PAYMENT_MESSAGES.notAwaitingPayment);
        const latest = attemptsOf(order).at(-1);
        if (latest?.status !== 'send_otp') throw new HttpsError('failed-precondition', PAYMENT_MESSAGES.noCodeAsked);
        return latest.reference;
      });
      const answer = await submitOtp(reference, input.otp).catch((error: unknown) => {
        if (error instanceof PaystackError) return 'unreachable' as const;
        throw error;
      });
      return { attempt: await applyChargeAnswer(input.orderId, reference, answer) };
    } catch (error) {
      throw toHttpsError(error, PAYMENT_MESSAGES.paystackUnavailable);
    }
  },
);
