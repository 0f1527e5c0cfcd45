import '../shared/global-options';
import { Timestamp } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { ORDER_MESSAGES } from '@domain/shared/messages';
import { markOrderPaidInputSchema, type OrderUpdateResponse } from '@domain/order/order';
import { placeNote, receivedPaymentFields, runAdminOrderAction } from './lib/order-action';
import { statusOf, writePaymentChange } from './lib/orders';
import { readOrder } from '../shared/stored';

/**
 * markOrderPaid (admin, active: checked inside the transaction): an unpaid order that is not cancelled becomes
 * paid (paidAt set), with what staff received: method, amount (the order's total) and
 * reference, stored as `paymentRecord`, and a payment entry in the timeline under the order's current status.
 * The staff note is internal unless marked for the customer.
 */
export const markOrderPaid = onCall((request): Promise<OrderUpdateResponse> =>
  runAdminOrderAction(request, 'markOrderPaid', markOrderPaidInputSchema, (tx, order, uid, input, staff) => {
    const { status } = statusOf(order);
    if (status === 'cancelled') {
      throw new HttpsError('failed-precondition', ORDER_MESSAGES.cancelledCannotBePaid);
    }
    if (readOrder(order).paymentStatus !== 'unpaid')
      throw new HttpsError('failed-precondition', ORDER_MESSAGES.alreadyPaid);
    const fields = receivedPaymentFields(order, input.payment, uid);
    const now = Timestamp.now();
    const note = placeNote(
      tx,
      order,
      { text: input.note, visibility: input.noteVisibility, status, by: staff, at: now },
      ORDER_MESSAGES.paymentReceived,
    );
    return writePaymentChange(tx, order, 'paid', staff, note, fields, now);
  }),
);
