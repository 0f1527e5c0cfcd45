import './lib/global-options';
import { Timestamp } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { ORDER_MESSAGES } from '../../src/domain/messages';
import { fromPesewas, toPesewas } from '../../src/domain/money';
import { recordRefundInputSchema, type OrderUpdateResponse, type RefundRecord } from '../../src/domain/order';
import { parseInput, requireActiveAdminIn, requireAdmin, toHttpsError } from './lib/callable';
import { db } from './lib/firebase';
import { historyEntry, MAX_TRANSACTION_ATTEMPTS, ordersCollection, orderToDto, statusOf } from './lib/orders';

/**
 * recordRefund (admin, active: checked inside the transaction): staff record the refund of a cancelled order
 * that had been paid (paymentStatus refund_due → refunded): the amount (GHS, more than 0 and at most the
 * order's total), how it was paid back (Mobile Money or cash) and its reference, stored as `refund` with who
 * recorded it and when, and a payment entry in the timeline. Anything else is refused in words
 * (ORDER_MESSAGES.refundNotDue, refundTooLarge); a second refund of the same order is refused too.
 * The customer's counters do not change: the cancellation already took the order off them (lib/orders.ts).
 */
export const recordRefund = onCall(async (request): Promise<OrderUpdateResponse> => {
  const { uid } = await requireAdmin(request);
  const input = parseInput(recordRefundInputSchema, request.data);
  try {
    return await db().runTransaction(
      async (tx) => {
        await requireActiveAdminIn(tx, uid);
        const order = await tx.get(ordersCollection().doc(input.orderId));
        if (!order.exists) throw new HttpsError('not-found', ORDER_MESSAGES.notFound);
        const { status } = statusOf(order);
        if (status !== 'cancelled' || order.get('paymentStatus') !== 'refund_due') {
          throw new HttpsError('failed-precondition', ORDER_MESSAGES.refundNotDue);
        }
        const total: unknown = order.get('total');
        const amount = toPesewas(input.amount);
        if (typeof total !== 'number' || amount > toPesewas(total)) {
          throw new HttpsError('failed-precondition', ORDER_MESSAGES.refundTooLarge);
        }
        const now = Timestamp.now();
        const refund: RefundRecord<Timestamp> = {
          amount: fromPesewas(amount),
          method: input.method,
          reference: input.reference,
          at: now,
          by: uid,
        };
        const previous: unknown = order.get('statusHistory');
        const update = {
          paymentStatus: 'refunded',
          refund,
          updatedAt: now,
          statusHistory: [
            ...(Array.isArray(previous) ? previous : []),
            historyEntry(status, uid, input.note || ORDER_MESSAGES.refundRecorded, now, 'refunded'),
          ],
        };
        tx.update(order.ref, update);
        return { order: orderToDto(order.id, { ...order.data(), ...update }) };
      },
      { maxAttempts: MAX_TRANSACTION_ATTEMPTS },
    );
  } catch (error) {
    throw toHttpsError(error, ORDER_MESSAGES.updateFailed, ORDER_MESSAGES.busy);
  }
});
