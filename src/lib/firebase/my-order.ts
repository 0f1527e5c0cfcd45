import { ORDER_MESSAGES } from '@domain/shared/messages';
import type { Order } from '@domain/order/order';
import { orderFromData } from './order-converters';
import { readDocument } from './read-document';

/**
 * One of the user's own orders, read by the order pages (features/orders) and by the checkout when placing timed
 * out (was it placed?). "Order not found." when it does not exist or is someone else's (the rules refuse both
 * alike, so that order numbers cannot be probed); any other failure says `failure`, in the caller's words.
 */
export function getMyOrder(orderId: string, failure: string): Promise<Order> {
  return readDocument(['orders', orderId], { failure, notFound: ORDER_MESSAGES.notFound, own: true }, orderFromData);
}
