import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ORDER_MESSAGES } from '@domain/shared/messages';
import { orderFromDto, type Order, type PlaceOrderRequest, type PlaceOrderResponse } from '@domain/order/order';
import { isNotFound } from '@/lib/errors';
import { browserOnline, callFunction, CallableError } from '@/lib/firebase/callable';
import { newCallId } from '@/lib/firebase/call-id';
import { queryKeys } from '@/lib/query-keys';
import { getMyOrder } from '@/lib/firebase/my-order';
import { CHECKOUT_MESSAGES } from '@domain/order/messages';

/** The checkout's order id, kept until placeOrder succeeds (newCallId: the idempotency key). */
export const newOrderId = (): string => newCallId('order');

/**
 * Transient failures after which the same call is sent again (same order id, so never a second order): not while
 * the browser is offline (the shopper is told at once instead), and not after the 70 s time-out (the order may
 * be placed: the checkout looks for it instead of waiting 70 s more).
 */
const retried = (error: CallableError) => browserOnline() && error.code !== 'deadline-exceeded';

/**
 * placeOrder: the server prices the order and takes the stock in one transaction. Idempotent by orderId,
 * so transient failures are retried with the same id. On failed-precondition the CallableError's details
 * carry the lines to correct (lineProblemsFrom, domain/cart/cart-rules) or the new prices (priceChangeFrom,
 * domain/order/price-check).
 */
export function placeOrder(request: PlaceOrderRequest): Promise<PlaceOrderResponse> {
  return callFunction<PlaceOrderRequest, PlaceOrderResponse>('placeOrder', request, {
    idempotent: true,
    retryIf: retried,
  });
}

/** The browser is offline: the order was not sent (nothing was tried). */
export class OfflineError extends Error {
  readonly code = 'offline';
  constructor() {
    super(ORDER_MESSAGES.placeFailed);
    this.name = 'OfflineError';
  }
}

/** placeOrder gave no answer in time; orders/{orderId} was then read: `absent` when it is not there. */
export class NoAnswerError extends Error {
  readonly code = 'no-answer';
  readonly absent: boolean;
  constructor(absent: boolean, cause: unknown) {
    super(ORDER_MESSAGES.placeFailed, { cause });
    this.name = 'NoAnswerError';
    this.absent = absent;
  }
}

export interface PlacedOrder {
  order: Order;
  /** The id had already been used: this is the order placed then, nothing was placed now. */
  alreadyPlaced: boolean;
}

/**
 * Places the order as the checkout does: offline, refuses at once (OfflineError) without
 * sending anything; after a time-out, reads orders/{orderId} (the owner may) and answers with the order if it
 * was placed, else throws NoAnswerError (trying again with the same id is safe either way).
 */
export async function placeOrderOrFind(request: PlaceOrderRequest): Promise<PlacedOrder> {
  if (!browserOnline()) throw new OfflineError();
  try {
    const { order, alreadyPlaced } = await placeOrder(request);
    return { order: orderFromDto(order), alreadyPlaced };
  } catch (error) {
    if (!(error instanceof CallableError && error.code === 'deadline-exceeded')) throw error;
    let absent = false;
    try {
      return { order: await getMyOrder(request.orderId, CHECKOUT_MESSAGES.noAnswer), alreadyPlaced: true };
    } catch (readError) {
      // "Order not found." is an answer (it was not placed); anything else leaves it unknown.
      absent = isNotFound(readError);
      if (!absent) console.error('Could not check whether the order was placed', readError);
    }
    throw new NoAnswerError(absent, error);
  }
}

/**
 * Places the order; once placed, it is in the cache for the confirmation page (no second read on a slow
 * network), and the user's order list and the products (their stock) are read again.
 */
export function usePlaceOrder(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrderOrFind,
    // Never paused offline (the default): the checkout says at once that the order was not sent.
    networkMode: 'always',
    onSuccess: ({ order }) => {
      queryClient.setQueryData(queryKeys.orders.detail(uid, order.id), order);
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.list(uid) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.lastAddress(uid) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.products.all() });
    },
  });
}
