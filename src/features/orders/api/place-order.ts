import { ORDER_ID_PATTERN, type PlaceOrderRequest, type PlaceOrderResponse } from '../../../domain/order';
import { callFunction } from '../../../lib/firebase/callable';

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
