import './lib/global-options';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { ORDER_MESSAGES } from '../../src/domain/messages';
import { PAYMENT_MESSAGES } from '../../src/domain/order-payment-messages';
import {
  PAYMENT_METHOD_LABELS,
  switchToPayOnDeliveryInputSchema,
  type OrderUpdateResponse,
} from '../../src/domain/order';
import { parseInput, requireUid, toHttpsError } from './lib/callable';
import { db } from './lib/firebase';
import { historyEntry, MAX_TRANSACTION_ATTEMPTS, orderToDto, statusOf } from './lib/orders';
import { isAwaitingPayment, ownOrderIn } from './lib/payments';

/**
 * switchToPayOnDelivery (the order's owner, active): an order still awaiting its Mobile Money payment is paid
 * on delivery instead (cash or Mobile Money): unpaid, no longer held against the clock, said in the timeline.
 * The same order: nothing is ordered twice. (A charge the shopper approves after all is still recorded.)
 */
export const switchToPayOnDelivery = onCall(async (request): Promise<OrderUpdateResponse> => {
  const uid = requireUid(request);
  const input = parseInput(switchToPayOnDeliveryInputSchema, request.data);
  try {
    return await db().runTransaction(
      async (tx) => {
        const order = await ownOrderIn(tx, input.orderId, uid);
        if (!isAwaitingPayment(order)) throw new HttpsError('failed-precondition', PAYMENT_MESSAGES.notAwaitingPayment);
        const now = Timestamp.now();
        const previous: unknown = order.get('statusHistory');
        const note = PAYMENT_MESSAGES.switchedToDelivery(PAYMENT_METHOD_LABELS[input.paymentMethod]);
        const update = {
          paymentMethod: input.paymentMethod,
          paymentStatus: 'unpaid',
          updatedAt: now,
          statusHistory: [
            ...(Array.isArray(previous) ? previous : []),
            historyEntry(statusOf(order).status, uid, note, now, 'unpaid'),
          ],
        };
        tx.update(order.ref, { ...update, paymentDueBy: FieldValue.delete() });
        const { paymentDueBy: _due, ...rest } = order.data() ?? {};
        return { order: orderToDto(order.id, { ...rest, ...update }) };
      },
      { maxAttempts: MAX_TRANSACTION_ATTEMPTS },
    );
  } catch (error) {
    throw toHttpsError(error, ORDER_MESSAGES.updateFailed, ORDER_MESSAGES.busy);
  }
});
