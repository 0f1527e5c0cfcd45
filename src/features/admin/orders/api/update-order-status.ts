import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderFromDto, type OrderUpdateResponse, type UpdateOrderStatusRequest } from '../../../../domain/order';
import { callFunction } from '../../../../lib/firebase/callable';
import { queryKeys } from '../../../../lib/query-keys';

/**
 * updateOrderStatus (admin): only the transitions nextStatuses (domain/order) offers are accepted; a
 * cancellation puts the stock back.
 */
export function updateOrderStatus(request: UpdateOrderStatusRequest): Promise<OrderUpdateResponse> {
  return callFunction<UpdateOrderStatusRequest, OrderUpdateResponse>('updateOrderStatus', request);
}

/** After a status change: this order, the lists and figures, and products (a cancellation restores stock). */
export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSuccess: ({ order }) => queryClient.setQueryData(queryKeys.admin.order(order.id), orderFromDto(order)),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.ordersAll() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.dashboard() }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'analytics'] }),
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.products() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.products.all() }),
      ]),
  });
}
