import './lib/global-options';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { ORDER_MESSAGES } from '../../src/domain/messages';
import {
  canCustomerCancel,
  cancelMyOrderInputSchema,
  ORDER_STATUS_LABELS,
  type OrderUpdateResponse,
} from '../../src/domain/order';
import { parseInput, requireUid, toHttpsError } from './lib/callable';
import { db } from './lib/firebase';
import { ownOrderIn, refundIfPaidOnline } from './lib/payments';
import { PAYSTACK_SECRET_KEY } from './lib/paystack';
import { changeStatus, MAX_TRANSACTION_ATTEMPTS, statusOf } from './lib/orders';

/**
 * cancelMyOrder: the owner (signed in, active) cancels their own order while it is pending; the stock and
 * sales are put back and the timeline says the customer cancelled it; if staff had marked it paid, its payment
 * becomes refund_due (paid online: refunded through Paystack, lib/payments.ts refundIfPaidOnline). Someone else's order gets the same answer as a missing one (not-found).
 */
export const cancelMyOrder = onCall(
  { secrets: [PAYSTACK_SECRET_KEY] },
  async (request): Promise<OrderUpdateResponse> => {
    const uid = requireUid(request);
    const { orderId } = parseInput(cancelMyOrderInputSchema, request.data);
    const firestore = db();
    let result: OrderUpdateResponse;
    try {
      result = await firestore.runTransaction(
        async (tx) => {
          // Someone else's order is answered exactly as one that does not exist: no way to probe order ids.
          const order = await ownOrderIn(tx, orderId, uid);
          const { status } = statusOf(order);
          if (!canCustomerCancel(status)) {
            throw new HttpsError('failed-precondition', ORDER_MESSAGES.cannotCancel(ORDER_STATUS_LABELS[status]));
          }
          return { order: await changeStatus(tx, order, 'cancelled', uid, ORDER_MESSAGES.cancelledByCustomer) };
        },
        { maxAttempts: MAX_TRANSACTION_ATTEMPTS },
      );
    } catch (error) {
      throw toHttpsError(error, ORDER_MESSAGES.updateFailed, ORDER_MESSAGES.busy);
    }
    await refundIfPaidOnline(result.order, uid);
    return result;
  },
);
