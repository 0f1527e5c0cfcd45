import '../shared/global-options';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { ORDER_MESSAGES } from '@domain/shared/messages';
import { fromPesewas, toPesewas } from '@domain/shared/money';
import { recordRefundInputSchema, type OrderUpdateResponse, type RefundRecord } from '@domain/order/order';
import { runAdminOrderAction } from './lib/order-action';
import { writePaymentChange } from './lib/orders';
import { readOrder } from '../shared/stored';

/**
 * recordRefund (admin, active: checked inside the transaction): staff record the refund of a cancelled order
 * that had been paid (paymentStatus refund_due → refunded): the amount (GHS, more than 0 and at most the
 * order's total), how it was paid back (Mobile Money or cash) and its reference, stored as `refund` with who
 * recorded it and when, and a payment entry in the timeline. Anything else is refused in words
 * (ORDER_MESSAGES.refundNotDue, refundTooLarge); a second refund of the same order is refused too.
 * The customer's counters do not change: the cancellation already took the order off them (orders/lib/orders.ts).
 */
export const recordRefund = onCall((request): Promise<OrderUpdateResponse> =>
  runAdminOrderAction(request, 'recordRefund', recordRefundInputSchema, (tx, order, uid, input) => {
    const { status, paymentStatus, total } = readOrder(order);
    if (status !== 'cancelled' || paymentStatus !== 'refund_due') {
      throw new HttpsError('failed-precondition', ORDER_MESSAGES.refundNotDue);
    }
    const amount = toPesewas(input.amount);
    if (amount > toPesewas(total)) {
      throw new HttpsError('failed-precondition', ORDER_MESSAGES.refundTooLarge);
    }
    return writePaymentChange(tx, order, 'refunded', uid, input.note || ORDER_MESSAGES.refundRecorded, (now) => {
      const refund: RefundRecord<typeof now> = {
        amount: fromPesewas(amount),
        method: input.method,
        reference: input.reference,
        at: now,
        by: uid,
      };
      return { refund };
    });
  }),
);
