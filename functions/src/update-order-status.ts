import './lib/global-options';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { ORDER_MESSAGES } from '../../src/domain/messages';
import {
  canTransition,
  ORDER_STATUS_LABELS,
  updateOrderStatusInputSchema,
  type OrderUpdateResponse,
} from '../../src/domain/order';
import { runAdminOrderAction } from './lib/admin-order-action';
import { changeStatus, statusOf } from './lib/orders';
import { startOnlineRefund } from './lib/payments';
import { PAYSTACK_SECRET_KEY } from './lib/paystack';

/**
 * updateOrderStatus (admin, active: checked inside the transaction): moves an order along its allowed
 * transitions only (domain/order), appends to statusHistory with the admin's uid and note; cancelling puts the
 * stock back (and a paid order's payment becomes refund_due; paid online, Paystack is asked for the refund).
 */
export const updateOrderStatus = onCall(
  { secrets: [PAYSTACK_SECRET_KEY] },
  async (request): Promise<OrderUpdateResponse> => {
    let cancelledBy: string | undefined;
    const result = await runAdminOrderAction(request, updateOrderStatusInputSchema, (tx, order, uid, input) => {
      const { status, method } = statusOf(order);
      if (!canTransition(status, input.status, method)) {
        throw new HttpsError(
          'failed-precondition',
          ORDER_MESSAGES.transitionRefused(ORDER_STATUS_LABELS[status], ORDER_STATUS_LABELS[input.status]),
        );
      }
      cancelledBy = input.status === 'cancelled' ? uid : undefined;
      return changeStatus(tx, order, input.status, uid, input.note ?? '');
    });
    // Paid online: Paystack pays it back (refund_due → refunded when Paystack confirms).
    const { order } = result;
    if (cancelledBy && order.paymentStatus === 'refund_due' && order.paymentMethod === 'mobile_money_now') {
      await startOnlineRefund(order.id, cancelledBy);
    }
    return result;
  },
);
