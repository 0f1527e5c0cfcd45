import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderFromDto, type MarkOrderPaidRequest, type OrderUpdateResponse } from '../../../../domain/order';
import { callFunction } from '../../../../lib/firebase/callable';
import { queryKeys } from '../../../../lib/query-keys';

/** markOrderPaid (admin): an unpaid, not cancelled order becomes paid, recorded in its timeline. */
export function markOrderPaid(request: MarkOrderPaidRequest): Promise<OrderUpdateResponse> {
  return callFunction<MarkOrderPaidRequest, OrderUpdateResponse>('markOrderPaid', request);
}

export function useMarkOrderPaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markOrderPaid,
    onSuccess: ({ order }) => queryClient.setQueryData(queryKeys.admin.order(order.id), orderFromDto(order)),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.ordersAll() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.dashboard() }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'analytics'] }),
      ]),
  });
}
