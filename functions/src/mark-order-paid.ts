import './lib/global-options';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { ORDER_MESSAGES } from '../../src/domain/messages';
import { markOrderPaidInputSchema, type OrderUpdateResponse } from '../../src/domain/order';
import { runAdminOrderAction, writePaymentChange } from './lib/admin-order-action';
import { statusOf } from './lib/orders';

/**
 * markOrderPaid (admin, active: checked inside the transaction): an unpaid order that is not cancelled becomes
 * paid (paidAt set), recorded in the timeline as a payment entry under the order's current status.
 */
export const markOrderPaid = onCall((request): Promise<OrderUpdateResponse> =>
  runAdminOrderAction(request, markOrderPaidInputSchema, (tx, order, uid, input) => {
    if (statusOf(order).status === 'cancelled') {
      throw new HttpsError('failed-precondition', ORDER_MESSAGES.cancelledCannotBePaid);
    }
    if (order.get('paymentStatus') !== 'unpaid')
      throw new HttpsError('failed-precondition', ORDER_MESSAGES.alreadyPaid);
    return writePaymentChange(tx, order, 'paid', uid, input.note || ORDER_MESSAGES.paymentReceived, (now) => ({
      paidAt: now,
    }));
  }),
);
