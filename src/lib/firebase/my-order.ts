import { doc, getDoc } from 'firebase/firestore/lite';
import { ORDER_MESSAGES } from '@domain/shared/messages';
import type { Order } from '@domain/order/order';
import { ServiceError } from '../errors';
import { getDb } from './app';
import { orderFromData } from './order-converters';
import { serviceRead } from './service';

/**
 * One of the user's own orders, read by the order pages (features/orders) and by the checkout when placing timed
 * out (was it placed?). "Order not found." when it does not exist or is someone else's (the rules refuse both
 * alike, so that order numbers cannot be probed); any other failure says `failure`, in the caller's words.
 */
export function getMyOrder(orderId: string, failure: string): Promise<Order> {
  return serviceRead(
    failure,
    async () => {
      const snap = await getDoc(doc(getDb(), 'orders', orderId));
      if (!snap.exists()) throw ServiceError.notFound(ORDER_MESSAGES.notFound);
      return orderFromData(snap.id, snap.data());
    },
    { notFound: { codes: ['permission-denied'], message: ORDER_MESSAGES.notFound } },
  );
}
