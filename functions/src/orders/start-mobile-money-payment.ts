import '../shared/global-options';
import { Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { PAYMENT_MESSAGES } from '@domain/payments/messages';
import { toPesewas } from '@domain/shared/money';
import {
  chargeEmail,
  MAX_PAYMENT_ATTEMPTS,
  paymentReference,
  pendingAttempt,
  startMobileMoneyPaymentInputSchema,
  type PaymentAttemptResponse,
} from '@domain/order/order';
import { runOwnOrderAction } from './lib/order-action';
import { chargeMobileMoney, onPaystackCall } from '../payments/lib/paystack';
import { askPaystack } from '../payments/lib/payments';
import { readOrder } from '../shared/stored';
import { isAwaitingPayment } from './lib/order-payments';
import { attemptsOf } from '../payments/lib/payment-events';

/**
 * startMobileMoneyPayment (the order's owner, active): a new charge attempt for an order awaiting its Mobile
 * Money payment: the attempt is recorded on the order (network, masked wallet, reference `<orderId>-<n>`,
 * status, time), then Paystack's Charge API sends the prompt to the wallet's phone (amount in pesewas, GHS, the
 * order id in the reference and metadata). Never a second order: each call is one more attempt on this one (at
 * most MAX_PAYMENT_ATTEMPTS). Answers with the attempt as Paystack left it: pending, send_otp, pay_offline
 * (with Paystack's display_text) or failed (in words). Whether it is paid comes only from the verified webhook.
 */
export const startMobileMoneyPayment = onPaystackCall(async (request): Promise<PaymentAttemptResponse> => {
  const charge = await runOwnOrderAction(request, startMobileMoneyPaymentInputSchema, (tx, order, uid, input) => {
    if (!isAwaitingPayment(order)) {
      throw new HttpsError('failed-precondition', PAYMENT_MESSAGES.notAwaitingPayment);
    }
    const attempts = attemptsOf(order);
    if (attempts.length >= MAX_PAYMENT_ATTEMPTS) {
      throw new HttpsError('resource-exhausted', PAYMENT_MESSAGES.tooManyAttempts);
    }
    const now = Timestamp.now();
    const { attempt, phone } = pendingAttempt(paymentReference(order.id, attempts.length + 1), input, now);
    tx.update(order.ref, { paymentAttempts: [...attempts, attempt], updatedAt: now });
    const { customer, total } = readOrder(order);
    return {
      email: chargeEmail(customer.email, uid),
      amount: toPesewas(total),
      phone,
      provider: input.network,
      reference: attempt.reference,
      metadata: { orderId: order.id },
    };
  });
  return askPaystack(charge.reference, () => chargeMobileMoney(charge));
});
