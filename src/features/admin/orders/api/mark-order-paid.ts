import type { MarkOrderPaidRequest, OrderUpdateResponse } from '@domain/order/order';
import { callFunction } from '@/lib/firebase/callable';
import { useAdminOrderMutation } from './order-mutation';

/** markOrderPaid (admin): an unpaid, not cancelled order becomes paid, recorded in its timeline. */
export function markOrderPaid(request: MarkOrderPaidRequest): Promise<OrderUpdateResponse> {
  return callFunction<MarkOrderPaidRequest, OrderUpdateResponse>('markOrderPaid', request);
}

export const useMarkOrderPaid = () => useAdminOrderMutation(markOrderPaid);
