import '../shared/global-options';
import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { PAYMENT_MESSAGES } from '@domain/payments/messages';
import { PAYMENT_METHOD_LABELS, switchToPayOnDeliveryInputSchema, type OrderUpdateResponse } from '@domain/order/order';
import { runOwnOrderAction } from './lib/order-action';
import { writePaymentChange } from './lib/orders';
import { isAwaitingPayment } from './lib/order-payments';

/**
 * switchToPayOnDelivery (the order's owner, active): an order still awaiting its Mobile Money payment is paid
 * on delivery instead (cash or Mobile Money): unpaid, no longer held against the clock, said in the timeline.
 * The same order: nothing is ordered twice. (A charge the shopper approves after all is still recorded.)
 */
export const switchToPayOnDelivery = onCall((request): Promise<OrderUpdateResponse> =>
  runOwnOrderAction(request, switchToPayOnDeliveryInputSchema, (tx, order, uid, input) => {
    if (!isAwaitingPayment(order)) throw new HttpsError('failed-precondition', PAYMENT_MESSAGES.notAwaitingPayment);
    const note = PAYMENT_MESSAGES.switchedToDelivery(PAYMENT_METHOD_LABELS[input.paymentMethod]);
    const fields = () => ({ paymentMethod: input.paymentMethod, paymentDueBy: FieldValue.delete() });
    return { order: writePaymentChange(tx, order, 'unpaid', uid, note, fields) };
  }),
);
