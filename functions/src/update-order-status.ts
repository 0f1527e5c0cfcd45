import './lib/global-options';
import { Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { ORDER_MESSAGES } from '../../src/domain/messages';
import {
  canTransition,
  ORDER_STATUS_LABELS,
  updateOrderStatusInputSchema,
  type OrderUpdateResponse,
} from '../../src/domain/order';
import { placeNote, receivedPaymentFields, runAdminOrderAction } from './lib/order-action';
import { changeStatus, statusOf } from './lib/orders';
import { refundIfPaidOnline } from './lib/payments';
import { onPaystackCall } from './lib/paystack';

/**
 * updateOrderStatus (admin, active: checked inside the transaction): moves an order along its allowed
 * transitions only (domain/order), appends to statusHistory with the admin's uid; cancelling puts the stock back
 * (and a paid order's payment becomes refund_due, paid online Paystack is asked for the refund; an unpaid one's,
 * awaiting its Mobile Money payment or not, becomes not_needed).
 * Issue 14 item 11: the staff note is internal (orders/{id}/staffNotes, admins only) unless marked for the
 * customer (then it is the timeline entry's note); an unpaid order marked delivered may carry the payment
 * collected, recorded with it in the same transaction (as markOrderPaid would).
 */
export const updateOrderStatus = onPaystackCall(async (request): Promise<OrderUpdateResponse> => {
  let cancelledBy: string | undefined;
  const result = await runAdminOrderAction(request, updateOrderStatusInputSchema, async (tx, order, uid, input) => {
    const { status, method } = statusOf(order);
    if (!canTransition(status, input.status, method)) {
      throw new HttpsError(
        'failed-precondition',
        ORDER_MESSAGES.transitionRefused(ORDER_STATUS_LABELS[status], ORDER_STATUS_LABELS[input.status]),
      );
    }
    let paid: { note: string; fields: ReturnType<typeof receivedPaymentFields> } | undefined;
    if (input.payment) {
      if (input.status !== 'delivered') {
        throw new HttpsError('failed-precondition', ORDER_MESSAGES.paymentOnlyWhenDelivered);
      }
      if (order.get('paymentStatus') !== 'unpaid') {
        throw new HttpsError('failed-precondition', ORDER_MESSAGES.alreadyPaid);
      }
      paid = { note: ORDER_MESSAGES.paymentReceived, fields: receivedPaymentFields(order, input.payment, uid) };
    }
    cancelledBy = input.status === 'cancelled' ? uid : undefined;
    const now = Timestamp.now();
    // Reads first (a cancellation reads its products inside changeStatus), so the note's write comes after.
    const dto = await changeStatus(
      tx,
      order,
      input.status,
      uid,
      input.noteVisibility === 'customer' ? (input.note ?? '') : '',
      {
        now,
        paid,
      },
    );
    placeNote(tx, order, {
      text: input.note,
      visibility: input.noteVisibility,
      status: input.status,
      by: uid,
      at: now,
    });
    return dto;
  });
  if (cancelledBy) await refundIfPaidOnline(result.order, cancelledBy);
  return result;
});
