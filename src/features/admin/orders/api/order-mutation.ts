import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderFromDto, type OrderUpdateResponse } from '@domain/order/order';
import { queryKeys } from '@/lib/query-keys';

/**
 * The one shape of every staff action on an order (status, payment, refund): the callable answers with the
 * order as it now is, which goes straight into the cache; then the lists and figures are read again, and the
 * products too when the action can move stock (a cancellation puts it back).
 */
export function useAdminOrderMutation<Request>(
  call: (request: Request) => Promise<OrderUpdateResponse>,
  { movesStock = false }: { movesStock?: boolean } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: ({ order }) => queryClient.setQueryData(queryKeys.admin.order(order.id), orderFromDto(order)),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.ordersAll() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.dashboard() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.analyticsAll() }),
        ...(movesStock
          ? [
              queryClient.invalidateQueries({ queryKey: queryKeys.admin.products() }),
              queryClient.invalidateQueries({ queryKey: queryKeys.products.all() }),
            ]
          : []),
      ]),
  });
}
