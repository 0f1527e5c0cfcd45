import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderFromDto, type CancelMyOrderRequest, type OrderUpdateResponse } from '@domain/order/order';
import { callFunction } from '@/lib/firebase/callable';
import { queryKeys } from '@/lib/query-keys';

/** cancelMyOrder: the signed-in customer cancels their own pending order; the stock goes back. */
export function cancelMyOrder(request: CancelMyOrderRequest): Promise<OrderUpdateResponse> {
  return callFunction<CancelMyOrderRequest, OrderUpdateResponse>('cancelMyOrder', request);
}

/** Cancels and shows the order as it now is; the order list and the products (their stock) are read again. */
export function useCancelMyOrder(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => cancelMyOrder({ orderId }),
    onSuccess: ({ order }) => {
      queryClient.setQueryData(queryKeys.orders.detail(uid, order.id), orderFromDto(order));
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.list(uid) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.products.all() });
    },
    // Refused (staff moved the order on meanwhile): read the order again, so that the page shows its status now
    // and offers only what is still possible.
    onError: (_error, orderId) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.detail(uid, orderId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.list(uid) });
    },
  });
}
