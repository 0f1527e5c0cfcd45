import '../shared/global-options';
import { Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { ORDER_MESSAGES } from '@domain/shared/messages';
import { cancelMyOrderInputSchema, ORDER_STATUS_LABELS, type OrderUpdateResponse } from '@domain/order/order';
import { runOwnOrderAction } from './lib/order-action';
import { orderPaymentState } from '@domain/order/order-payment-state';
import { orderWithItsPlan, preparePlanCancellation } from './lib/order-plan';
import { refusePlan } from '../plans/lib/plans';
import { changeStatus, statusOf } from './lib/orders';
import { refundIfPaidOnline } from './lib/order-payments';
import { onPaystackCall } from '../payments/lib/paystack';

/**
 * cancelMyOrder: the owner (signed in, active) cancels their own order while it is pending; the stock and
 * sales are put back and the timeline says the customer cancelled it; if it was paid, its payment becomes
 * refund_due (paid online: refunded through Paystack, lib/order-payments.ts refundIfPaidOnline); if not (unpaid, or
 * awaiting its Mobile Money payment), not_needed: no payment is asked for any more (orders/lib/orders.ts). Someone
 * else's order gets the same answer as a missing one (not-found). An order paid in instalments cancels its plan
 * with it while nothing is paid on the plan; once money is paid, the customer is told to call the shop
 * (`plan_has_payments`): the rule is domain/order/order-payment-state.ts, as the order's page offers it.
 */
export const cancelMyOrder = onPaystackCall(async (request): Promise<OrderUpdateResponse> => {
  const result = await runOwnOrderAction(request, cancelMyOrderInputSchema, async (tx, order, uid) => {
    const { status } = statusOf(order);
    // The one rule of what the customer may do with the order's payment, its plan read in this transaction.
    const cancel = orderPaymentState(await orderWithItsPlan(tx, order)).customerCancel;
    if (!cancel.ok) {
      if (cancel.hold !== 'status') throw refusePlan(cancel.hold);
      throw new HttpsError('failed-precondition', ORDER_MESSAGES.cannotCancel(ORDER_STATUS_LABELS[status]));
    }
    const cancelPlan = await preparePlanCancellation(tx, order, uid);
    const now = Timestamp.now();
    const dto = await changeStatus(tx, order, 'cancelled', uid, ORDER_MESSAGES.cancelledByCustomer, { now });
    cancelPlan(now);
    return { order: dto };
  });
  await refundIfPaidOnline(result.order, result.order.userId);
  return result;
});
