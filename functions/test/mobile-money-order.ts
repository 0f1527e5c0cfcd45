/**
 * Orders paid now with Mobile Money, for the functions tests of their payment (payments.test.ts,
 * payments-expiry.test.ts), on the emulators with Paystack's stand-in.
 */
import type { PaymentAttemptResponse } from '@domain/order/order';
import { SECRET } from './paystack';
import { createProduct, createUser, db, orderRequest, placeOrder, readDoc, type TestUser } from './support';

// The expiry's logic is called here as the scheduler calls it: it needs the key, as the functions have it.
process.env.PAYSTACK_SECRET_KEY = SECRET;

export const orderDoc = (id: string) => readDoc(`orders/${id}`);
export const problemsOf = async (orderId: string) =>
  (await db.collection('paymentProblems').where('orderId', '==', orderId).get()).docs.map((d) => d.data());

/** A pending order paid now with Mobile Money for 2 of a fresh product (stock 5), for a customer of its own. */
export async function onlineOrder() {
  const user = await createUser();
  const productId = await createProduct({ price: 750, stock: 5 });
  const { order } = await placeOrder(
    user,
    orderRequest([{ productId, quantity: 2 }], { paymentMethod: 'mobile_money_now' }),
  );
  return { user, productId, order };
}

export const payOrder = (user: TestUser, orderId: string, phone: string, network = 'mtn') =>
  user.call<PaymentAttemptResponse>('startMobileMoneyPayment', { orderId, phone, network });
