import '../shared/global-options';
import { FieldValue, Timestamp, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { ORDER_MESSAGES } from '@domain/shared/messages';
import {
  canTransition,
  canUndoDelivery,
  deliveredAt,
  DELIVERY_UNDO_HOURS,
  ORDER_STATUS_LABELS,
  RECEIVED_PAYMENT_METHOD_LABELS,
  stepsPassed,
  undoneDeliveryStatus,
  updateOrderStatusInputSchema,
  type OrderDto,
  type OrderUpdateResponse,
} from '@domain/order/order';
import { placeNote, receivedPaymentFields, runAdminOrderAction } from './lib/order-action';
import { orderPaymentState, staffMoveHold } from '@domain/order/order-payment-state';
import { orderWithItsPlan, preparePlanCancellation } from './lib/order-plan';
import { refusePlan } from '../plans/lib/plans';
import type { z } from 'zod';
import { changeStatus, historyEntry, historyWith, orderToDto, statusOf, updatedOrder } from './lib/orders';
import { refundIfPaidOnline } from './lib/order-payments';
import { readOrder } from '../shared/stored';
import { onPaystackCall } from '../payments/lib/paystack';
import { formatGhs } from '@domain/shared/money';
import { type Actor } from '../shared/actor';

/**
 * updateOrderStatus (admin, active: checked inside the transaction), the one rule of how staff move an order
 * (domain/order/order-status.ts): to any later step at once, each step skipped recorded in the timeline as passed
 * through; appends to statusHistory with the admin's uid and name; cancelling puts the stock back (a paid order's
 * payment becomes refund_due, and paid online, Paystack is asked for the refund; an unpaid one's, awaiting its
 * Mobile Money payment or not, becomes not_needed).
 * The staff note is internal (orders/{id}/staffNotes, admins only) unless marked for the
 * customer (then it is the timeline entry's note); an unpaid order marked delivered may carry the payment
 * collected, recorded with it in the same transaction (as markOrderPaid would). Marked out for delivery, it may
 * carry the rider and the delivery day and time (`dispatch`), which the customer sees.
 * A delivered order moved back to the step before is "Undo delivered" (undoDelivery), within
 * DELIVERY_UNDO_HOURS.
 * An order paid in instalments moves on from pending only once its plan released the goods (`plan_not_released`);
 * cancelling it cancels its plan while nothing is paid on it (orders/lib/order-plan.ts).
 */
export const updateOrderStatus = onPaystackCall(async (request): Promise<OrderUpdateResponse> => {
  let cancelledBy: string | undefined;
  const result = await runAdminOrderAction(
    request,
    'updateOrderStatus',
    updateOrderStatusInputSchema,
    async (tx, order, uid, input, by) => {
      const { status, method } = statusOf(order);
      if (status === 'delivered' && input.status === undoneDeliveryStatus(method) && !input.payment) {
        return undoDelivery(tx, order, input, by);
      }
      if (!canTransition(status, input.status, method)) {
        throw new HttpsError(
          'failed-precondition',
          ORDER_MESSAGES.transitionRefused(ORDER_STATUS_LABELS[status], ORDER_STATUS_LABELS[input.status]),
        );
      }
      // A move its delivery allows, but its payment may withhold (an order paid in instalments follows its plan,
      // read in this transaction): the rule staff's order page offers its buttons by (order-payment-state.ts).
      const hold = staffMoveHold(orderPaymentState(await orderWithItsPlan(tx, order)), input.status);
      if (hold) throw refusePlan(hold);
      if (input.dispatch && input.status !== 'out_for_delivery') {
        throw new HttpsError('failed-precondition', ORDER_MESSAGES.dispatchOnlyOutForDelivery);
      }
      let paid: { note: string; fields: ReturnType<typeof receivedPaymentFields> } | undefined;
      if (input.payment) {
        if (input.status !== 'delivered') {
          throw new HttpsError('failed-precondition', ORDER_MESSAGES.paymentOnlyWhenDelivered);
        }
        if (readOrder(order).paymentStatus !== 'unpaid') {
          throw new HttpsError('failed-precondition', ORDER_MESSAGES.alreadyPaid);
        }
        paid = { note: ORDER_MESSAGES.paymentReceived, fields: receivedPaymentFields(order, input.payment, uid) };
      }
      cancelledBy = input.status === 'cancelled' ? uid : undefined;
      const cancelPlan = input.status === 'cancelled' ? await preparePlanCancellation(tx, order, by) : undefined;
      const now = Timestamp.now();
      // The steps skipped on the way, recorded as passed through (domain stepsPassed), before the one moved to.
      const passed = stepsPassed(status, input.status, method).slice(0, -1);
      // Reads first (a cancellation reads its products inside changeStatus), so the note's write comes after.
      const dto = await changeStatus(
        tx,
        order,
        input.status,
        by,
        input.noteVisibility === 'customer' ? (input.note ?? '') : '',
        {
          now,
          paid,
          passed,
          dispatch: input.dispatch,
        },
      );
      cancelPlan?.(now);
      placeNote(tx, order, {
        text: input.note,
        visibility: input.noteVisibility,
        status: input.status,
        by,
        at: now,
      });
      return dto;
    },
  );
  if (cancelledBy) await refundIfPaidOnline(result.order, cancelledBy);
  return result;
});

type UpdateOrderStatusInput = z.output<typeof updateOrderStatusInputSchema>;

/** The payment recorded on an order, in words: "GH₵1,000.00, Cash, reference R-12". */
function paymentSaid(order: DocumentSnapshot): string {
  const record = orderToDto(order.id, order.data()).paymentRecord;
  if (!record) return '';
  const parts = [formatGhs(record.amount), RECEIVED_PAYMENT_METHOD_LABELS[record.method]];
  return [...parts, ...(record.reference ? [`reference ${record.reference}`] : [])].join(', ');
}

/**
 * "Undo delivered": a delivered order goes back to `to` (out for delivery, or ready for pickup), with its own
 * timeline entry, within DELIVERY_UNDO_HOURS of being marked delivered. A payment recorded together with the
 * delivery (the same moment) is undone with it: the order is unpaid again, and the timeline says so (its
 * earlier "Payment received" entry stays). A payment recorded on its own, or paid online, stays paid.
 */
function undoDelivery(tx: Transaction, order: DocumentSnapshot, input: UpdateOrderStatusInput, by: Actor): OrderDto {
  const to = input.status;
  const now = Timestamp.now();
  const note = input.noteVisibility === 'customer' ? (input.note ?? '') : '';
  const stored = readOrder(order);
  const at = deliveredAt(stored.statusHistory)?.toMillis() ?? null;
  if (!canUndoDelivery('delivered', at, now.toMillis())) {
    throw new HttpsError('failed-precondition', ORDER_MESSAGES.undoDeliveryTooLate(DELIVERY_UNDO_HOURS));
  }
  const paidWithDelivery =
    stored.paymentStatus === 'paid' && stored.paymentRecord != null && stored.paidAt?.toMillis() === at;
  const update = {
    status: to,
    statusHistory: historyWith(
      order,
      historyEntry(to, by, note || ORDER_MESSAGES.deliveryUndone, now),
      ...(paidWithDelivery
        ? [historyEntry(to, by, ORDER_MESSAGES.deliveryPaymentUndone(paymentSaid(order)), now, 'unpaid')]
        : []),
    ),
    updatedAt: now,
    ...(paidWithDelivery
      ? { paymentStatus: 'unpaid', paidAt: FieldValue.delete(), paymentRecord: FieldValue.delete() }
      : {}),
  };
  tx.update(order.ref, update);
  placeNote(tx, order, { text: input.note, visibility: input.noteVisibility, status: to, by, at: now });
  return updatedOrder(order, update);
}
