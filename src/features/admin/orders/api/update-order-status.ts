import type { OrderUpdateResponse, UpdateOrderStatusRequest } from '@domain/order/order';
import { callFunction } from '@/lib/firebase/callable';
import { useAdminOrderMutation } from './order-mutation';

/**
 * updateOrderStatus (admin): only the transitions nextStatuses (domain/order/order) offers are accepted; a
 * cancellation puts the stock back.
 */
export function updateOrderStatus(request: UpdateOrderStatusRequest): Promise<OrderUpdateResponse> {
  return callFunction<UpdateOrderStatusRequest, OrderUpdateResponse>('updateOrderStatus', request);
}

/** After a status change the products are read again too (a cancellation restores stock). */
export const useUpdateOrderStatus = () => useAdminOrderMutation(updateOrderStatus, { movesStock: true });
