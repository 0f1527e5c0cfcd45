/**
 * What the order status tests share (order-status.test.ts, order-paid-refund.test.ts): a customer of its own for
 * each test, an admin and a deactivated admin, a pending order, and staff's status changes and payments.
 */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { OrderUpdateResponse } from '@domain/order/order';
import { cleanup, createProduct, createUser, orderRequest, placeOrder, readDoc, type TestUser } from './support';

export let customer: TestUser;
export let admin: TestUser;
export let formerAdmin: TestUser;

/** Makes the users before the file's tests, and a new `customer` before each. */
export function withOrderUsers() {
  beforeAll(async () => {
    [customer, admin, formerAdmin] = await Promise.all([
      createUser(),
      createUser({ role: 'admin' }),
      createUser({ role: 'admin', isActive: false }),
    ]);
  }, 60_000);

  // A customer of its own for each test: a customer may hold at most 3 pending orders.
  beforeEach(async () => {
    customer = await createUser();
  });

  afterAll(cleanup);
}

/** A fresh product and a pending order of `user` for `quantity` of it. */
export async function placed(
  user: TestUser,
  options: { stock?: number; quantity?: number; method?: 'delivery' | 'pickup'; sales?: number } = {},
) {
  const productId = await createProduct({ price: 500, stock: options.stock ?? 5, sales: options.sales ?? 0 });
  const delivery = options.method === 'pickup' ? { delivery: { method: 'pickup' } } : {};
  const { order } = await placeOrder(user, orderRequest([{ productId, quantity: options.quantity ?? 2 }], delivery));
  return { productId, order };
}

/** A status change whose note (if any) is for the customer, as every note was before staff notes were internal. */
export const setStatus = (user: { call: TestUser['call'] }, orderId: string, status: string, note?: string) =>
  user.call<OrderUpdateResponse>('updateOrderStatus', { orderId, status, note, noteVisibility: 'customer' });

/** The payment staff record by default here: the order's total in cash, no receipt number. */
export async function cashFor(orderId: string) {
  const total = (await readDoc(`orders/${orderId}`))?.total as number;
  return { method: 'cash', amount: total };
}

/** markOrderPaid with the order's total in cash (and whatever else `extra` says). */
export const markOrderPaid = async (
  caller: { call: TestUser['call'] },
  orderId: string,
  extra: Record<string, unknown> = {},
) => caller.call<OrderUpdateResponse>('markOrderPaid', { orderId, payment: await cashFor(orderId), ...extra });
