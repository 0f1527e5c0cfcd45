import type { OrderUpdateResponse, RecordRefundRequest } from '@domain/order/order';
import { callFunction } from '@/lib/firebase/callable';
import { useAdminOrderMutation } from './order-mutation';

/**
 * recordRefund (admin): a cancelled paid order (refund due) is refunded; the amount, Mobile Money or cash, and
 * the reference are recorded on the order and in its timeline. Not retried: not idempotent.
 */
export function recordRefund(request: RecordRefundRequest): Promise<OrderUpdateResponse> {
  return callFunction<RecordRefundRequest, OrderUpdateResponse>('recordRefund', request);
}

export const useRecordRefund = () => useAdminOrderMutation(recordRefund);
