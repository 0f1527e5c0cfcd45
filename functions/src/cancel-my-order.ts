import './lib/global-options';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { ORDER_MESSAGES } from '../../src/domain/messages';
import {
  canCustomerCancel,
  cancelMyOrderInputSchema,
  ORDER_STATUS_LABELS,
  type OrderUpdateResponse,
} from '../../src/domain/order';
import { parseInput, requireUid } from './lib/callable';
import { inOwnOrder } from './lib/order-action';
import { changeStatus, statusOf } from './lib/orders';
import { refundIfPaidOnline } from './lib/payments';
import { PAYSTACK_SECRET_KEY } from './lib/paystack';

/**
 * cancelMyOrder: the owner (signed in, active) cancels their own order while it is pending; the stock and
 * sales are put back and the timeline says the customer cancelled it; if staff had marked it paid, its payment
 * becomes refund_due (paid online: refunded through Paystack, lib/payments.ts refundIfPaidOnline). Someone
 * else's order gets the same answer as a missing one (not-found).
 */
export const cancelMyOrder = onCall(
  { secrets: [PAYSTACK_SECRET_KEY] },
  async (request): Promise<OrderUpdateResponse> => {
    const uid = requireUid(request);
    const { orderId } = parseInput(cancelMyOrderInputSchema, request.data);
    const result = await inOwnOrder(uid, orderId, async (tx, order) => {
      const { status } = statusOf(order);
      if (!canCustomerCancel(status)) {
        throw new HttpsError('failed-precondition', ORDER_MESSAGES.cannotCancel(ORDER_STATUS_LABELS[status]));
      }
      return { order: await changeStatus(tx, order, 'cancelled', uid, ORDER_MESSAGES.cancelledByCustomer) };
    });
    await refundIfPaidOnline(result.order, uid);
    return result;
  },
);
