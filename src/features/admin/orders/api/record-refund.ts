import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderFromDto, type OrderUpdateResponse, type RecordRefundRequest } from '../../../../domain/order';
import { callFunction } from '../../../../lib/firebase/callable';
import { queryKeys } from '../../../../lib/query-keys';

/**
 * recordRefund (admin): a cancelled paid order (refund due) is refunded; the amount, Mobile Money or cash, and
 * the reference are recorded on the order and in its timeline (issue 10 item 2). Not retried: not idempotent.
 */
export function recordRefund(request: RecordRefundRequest): Promise<OrderUpdateResponse> {
  return callFunction<RecordRefundRequest, OrderUpdateResponse>('recordRefund', request);
}

export function useRecordRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordRefund,
    onSuccess: ({ order }) => queryClient.setQueryData(queryKeys.admin.order(order.id), orderFromDto(order)),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.ordersAll() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.dashboard() }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'analytics'] }),
      ]),
  });
}
