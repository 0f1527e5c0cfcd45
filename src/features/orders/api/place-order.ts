import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ORDER_ID_PATTERN, orderFromDto, type PlaceOrderRequest, type PlaceOrderResponse } from '../../../domain/order';
import { callFunction } from '../../../lib/firebase/callable';
import { queryKeys } from '../../../lib/query-keys';

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A new order id (20 random letters and digits, like a Firestore auto id). The checkout makes one when it
 * opens and keeps it until placeOrder succeeds: the id is the idempotency key, so a retry after a network
 * failure returns the first order instead of placing a second one. getRandomValues works on plain http too
 * (crypto.randomUUID needs a secure context, which a phone testing over the LAN does not have).
 */
export function newOrderId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(20));
  const id = Array.from(bytes, (b) => ID_ALPHABET[b % ID_ALPHABET.length]).join('');
  if (!ORDER_ID_PATTERN.test(id)) throw new Error(`Generated an invalid order id: ${id}`);
  return id;
}

/**
 * placeOrder: the server prices the order and takes the stock in one transaction. Idempotent by orderId,
 * so transient failures are retried with the same id. On failed-precondition the CallableError's details
 * carry the lines to correct: read them with orderProblemsFrom (domain/order).
 */
export function placeOrder(request: PlaceOrderRequest): Promise<PlaceOrderResponse> {
  return callFunction<PlaceOrderRequest, PlaceOrderResponse>('placeOrder', request, { idempotent: true });
}

/**
 * Places the order; once placed, it is in the cache for the confirmation page (no second read on a slow
 * network), and the user's order list and the products (their stock) are read again.
 */
export function usePlaceOrder(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    onSuccess: ({ order }) => {
      queryClient.setQueryData(queryKeys.orders.detail(uid, order.id), orderFromDto(order));
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.list(uid) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.lastAddress(uid) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.products.all() });
    },
  });
}
