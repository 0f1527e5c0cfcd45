import './lib/global-options';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { ORDER_MESSAGES } from '../../src/domain/messages';
import {
  canTransition,
  ORDER_STATUS_LABELS,
  updateOrderStatusInputSchema,
  type OrderUpdateResponse,
} from '../../src/domain/order';
import { parseInput, requireActiveAdminIn, requireAdmin, toHttpsError } from './lib/callable';
import { db } from './lib/firebase';
import { changeStatus, MAX_TRANSACTION_ATTEMPTS, ordersCollection, statusOf } from './lib/orders';

/**
 * updateOrderStatus (admin): moves an order along its allowed transitions only (domain/order), appends to
 * statusHistory with the admin's uid and note; cancelling puts the stock back (and a paid order's payment
 * becomes refund_due). The caller is checked to be an active admin inside the transaction.
 */
export const updateOrderStatus = onCall(async (request): Promise<OrderUpdateResponse> => {
  const { uid } = await requireAdmin(request);
  const input = parseInput(updateOrderStatusInputSchema, request.data);
  try {
    return await db().runTransaction(
      async (tx) => {
        await requireActiveAdminIn(tx, uid);
        const order = await tx.get(ordersCollection().doc(input.orderId));
        if (!order.exists) throw new HttpsError('not-found', ORDER_MESSAGES.notFound);
        const { status, method } = statusOf(order);
        if (!canTransition(status, input.status, method)) {
          throw new HttpsError(
            'failed-precondition',
            ORDER_MESSAGES.transitionRefused(ORDER_STATUS_LABELS[status], ORDER_STATUS_LABELS[input.status]),
          );
        }
        return { order: await changeStatus(tx, order, input.status, uid, input.note ?? '') };
      },
      { maxAttempts: MAX_TRANSACTION_ATTEMPTS },
    );
  } catch (error) {
    throw toHttpsError(error, ORDER_MESSAGES.updateFailed, ORDER_MESSAGES.busy);
  }
});
