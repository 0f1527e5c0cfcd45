import type { CancelMyOrderRequest, OrderUpdateResponse } from '../../../domain/order';
import { callFunction } from '../../../lib/firebase/callable';

/** cancelMyOrder: the signed-in customer cancels their own pending order; the stock goes back. */
export function cancelMyOrder(request: CancelMyOrderRequest): Promise<OrderUpdateResponse> {
  return callFunction<CancelMyOrderRequest, OrderUpdateResponse>('cancelMyOrder', request);
}
