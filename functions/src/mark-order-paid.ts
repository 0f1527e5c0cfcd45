import './lib/global-options';
import { Timestamp } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { ORDER_MESSAGES } from '../../src/domain/messages';
import { markOrderPaidInputSchema, type OrderUpdateResponse } from '../../src/domain/order';
import { parseInput, requireActiveAdminIn, requireAdmin, toHttpsError } from './lib/callable';
import { db } from './lib/firebase';
import { historyEntry, MAX_TRANSACTION_ATTEMPTS, ordersCollection, orderToDto, statusOf } from './lib/orders';

/**
 * markOrderPaid (admin): an unpaid order that is not cancelled becomes paid (paidAt set), recorded in the
 * timeline as a payment entry under the order's current status. The caller is checked to be an active admin
 * inside the transaction.
 */
export const markOrderPaid = onCall(async (request): Promise<OrderUpdateResponse> => {
  const { uid } = await requireAdmin(request);
  const input = parseInput(markOrderPaidInputSchema, request.data);
  try {
    return await db().runTransaction(
      async (tx) => {
        await requireActiveAdminIn(tx, uid);
        const order = await tx.get(ordersCollection().doc(input.orderId));
        if (!order.exists) throw new HttpsError('not-found', ORDER_MESSAGES.notFound);
        const { status } = statusOf(order);
        if (status === 'cancelled') throw new HttpsError('failed-precondition', ORDER_MESSAGES.cancelledCannotBePaid);
        if (order.get('paymentStatus') !== 'unpaid')
          throw new HttpsError('failed-precondition', ORDER_MESSAGES.alreadyPaid);
        const now = Timestamp.now();
        const previous: unknown = order.get('statusHistory');
        const update = {
          paymentStatus: 'paid',
          paidAt: now,
          updatedAt: now,
          statusHistory: [
            ...(Array.isArray(previous) ? previous : []),
            historyEntry(status, uid, input.note || ORDER_MESSAGES.paymentReceived, now, 'paid'),
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
