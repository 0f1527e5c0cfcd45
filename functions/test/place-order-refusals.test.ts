/**
 * What placeOrder refuses, in words, writing nothing (what cannot be sold, who may not order, a fourth pending
 * order), and how it takes each order once: idempotent by order id, never overselling.
 */
import { FieldValue } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import type { LineProblem } from '@domain/cart/cart-rules';
import { ORDER_MESSAGES } from '@domain/shared/messages';
import { customer, place, withKnownSettings } from './place-order-setup';
import {
  ADDRESS,
  anonymousCaller,
  callError,
  createProduct,
  createUser,
  db,
  newOrderId,
  orderRequest,
  readDoc,
} from './support';

withKnownSettings();

describe('placeOrder refuses what cannot be sold, in words, and writes nothing', () => {
  it('refuses a service', async () => {
    const productId = await createProduct({ name: 'Home solar installation', type: 'service', stock: 10 });
    const error = await callError(place(customer, orderRequest([{ productId, quantity: 1 }])));
    expect(error.code).toBe('failed-precondition');
    expect(error.message).toBe(
      'Home solar installation is a service and cannot be ordered. Please request a quote instead.',
    );
    expect((error.details as { problems: LineProblem[] }).problems).toEqual([
      { productId, name: 'Home solar installation', kind: 'service', requested: 1, available: 0 },
    ]);
    expect(await readDoc(`products/${productId}`)).toMatchObject({ stock: 10, sales: 0 });
  });

  it('refuses a product without a type in a service category', async () => {
    const productId = await createProduct({ name: 'Old maintenance record', category: 'Maintenance Services' });
    await db.doc(`products/${productId}`).update({ type: FieldValue.delete() });
    const error = await callError(place(customer, orderRequest([{ productId, quantity: 1 }])));
    expect(error.code).toBe('failed-precondition');
  });

  it('refuses an unavailable product and one that no longer exists, naming neither', async () => {
    const withdrawn = await createProduct({ name: 'Withdrawn inverter', available: false, stock: 4 });
    const error = await callError(
      place(
        customer,
        orderRequest([
          { productId: withdrawn, quantity: 1 },
          { productId: 'no-such-product-anywhere', quantity: 1 },
        ]),
      ),
    );
    expect(error.code).toBe('failed-precondition');
    // The public may not read a product that is not available: its name is not given away.
    expect(error.message).toBe(
      'A product in your cart is no longer available. A product in your cart is no longer sold.',
    );
    expect(error.details).toEqual({
      problems: [
        { productId: withdrawn, name: 'A product in your cart', kind: 'unavailable', requested: 1, available: 0 },
        {
          productId: 'no-such-product-anywhere',
          name: 'A product in your cart',
          kind: 'not_found',
          requested: 1,
          available: 0,
        },
      ],
    });
  });

  it('never names a deleted, hidden or hidden service product to a customer; an admin may read them, so is told', async () => {
    const deleted = await createProduct({ name: 'Secret prototype', available: false, deletedAt: new Date() });
    const hiddenService = await createProduct({ name: 'Unlisted service', type: 'service', available: false });
    const soldOut = await createProduct({ name: 'Hidden sold-out battery', available: false, stock: 0 });
    const items = [deleted, hiddenService, soldOut].map((productId) => ({ productId, quantity: 1 }));
    const refusal = await callError(place(customer, orderRequest(items)));
    expect(refusal.code).toBe('failed-precondition');
    expect(refusal.message).not.toMatch(/Secret|Unlisted|Hidden/);
    expect(JSON.stringify(refusal.details)).not.toMatch(/Secret|Unlisted|Hidden/);

    const admin = await createUser({ role: 'admin' });
    const adminRefusal = await callError(place(admin, orderRequest(items)));
    expect(adminRefusal.message).toBe(
      'Secret prototype is no longer available. Unlisted service is a service and cannot be ordered. Please request a quote instead. Hidden sold-out battery is out of stock.',
    );
  });

  it('refuses short stock naming the product and the quantity available, and takes nothing from the other lines', async () => {
    const short = await createProduct({ name: 'Pylontech US5000', stock: 2 });
    const fine = await createProduct({ name: 'MC4 connectors', stock: 9 });
    const soldOut = await createProduct({ name: 'Deye 5 kW', stock: 0, available: true });
    const request = orderRequest([
      { productId: fine, quantity: 1 },
      { productId: short, quantity: 3 },
      { productId: soldOut, quantity: 1 },
    ]);
    const error = await callError(place(customer, request));
    expect(error.code).toBe('failed-precondition');
    expect(error.message).toBe('Only 2 of Pylontech US5000 available; you asked for 3. Deye 5 kW is out of stock.');
    expect((error.details as { problems: LineProblem[] }).problems).toEqual([
      { productId: short, name: 'Pylontech US5000', kind: 'short_stock', requested: 3, available: 2 },
      { productId: soldOut, name: 'Deye 5 kW', kind: 'short_stock', requested: 1, available: 0 },
    ]);
    expect(await readDoc(`products/${fine}`)).toMatchObject({ stock: 9, sales: 0 });
    expect(await readDoc(`products/${short}`)).toMatchObject({ stock: 2, sales: 0 });
    expect((await db.doc(`orders/${request.orderId}`).get()).exists).toBe(false);
  });

  it('refuses bad input with invalid-argument and the field in words', async () => {
    const productId = await createProduct();
    const empty = await callError(place(customer, orderRequest([])));
    expect(empty).toMatchObject({ code: 'invalid-argument', message: 'Your cart is empty!' });
    const noAddress = await callError(
      place(customer, orderRequest([{ productId, quantity: 1 }], { delivery: { method: 'delivery' } })),
    );
    expect(noAddress).toMatchObject({ code: 'invalid-argument', message: 'Please enter a delivery address.' });
    const badPhone = await callError(
      place(
        customer,
        orderRequest([{ productId, quantity: 1 }], {
          delivery: { method: 'delivery', address: { ...ADDRESS, phone: '12345' } },
        }),
      ),
    );
    expect(badPhone.code).toBe('invalid-argument');
    expect(badPhone.details).toEqual({
      fields: { 'delivery.address.phone': 'Please enter a Ghana phone number, e.g. 024 123 4567 or +233 24 123 4567.' },
    });
    const tooMany = await callError(place(customer, orderRequest([{ productId, quantity: 101 }])));
    expect(tooMany).toMatchObject({
      code: 'invalid-argument',
      message: 'Quantity must be a whole number from 1 to 100.',
    });
  });
});

describe('placeOrder: who may order', () => {
  it('refuses a visitor who is not signed in', async () => {
    const productId = await createProduct();
    const error = await callError(place(anonymousCaller(), orderRequest([{ productId, quantity: 1 }])));
    expect(error).toMatchObject({ code: 'unauthenticated', message: 'Please sign in to continue.' });
  });

  it('refuses a deactivated user, even with a valid session', async () => {
    const user = await createUser({ isActive: false });
    const productId = await createProduct({ stock: 5 });
    const error = await callError(place(user, orderRequest([{ productId, quantity: 1 }])));
    expect(error).toMatchObject({ code: 'permission-denied', message: 'This account has been disabled' });
    expect(await readDoc(`products/${productId}`)).toMatchObject({ stock: 5 });
  });
});

describe('placeOrder is idempotent by order id', () => {
  it('the same order id twice gives one order and one stock decrement', async () => {
    const user = await createUser();
    const productId = await createProduct({ stock: 5 });
    const request = orderRequest([{ productId, quantity: 2 }]);
    const first = await place(user, request);
    const second = await place(user, request);
    expect(second.alreadyPlaced).toBe(true);
    expect(second.order).toEqual(first.order);
    expect(await readDoc(`products/${productId}`)).toMatchObject({ stock: 3, sales: 2 });
    expect(await readDoc(`users/${user.uid}`)).toMatchObject({ totalOrders: 1 });
  });

  it('the same order id sent twice at once still gives one order', async () => {
    const user = await createUser();
    const productId = await createProduct({ stock: 5 });
    const request = orderRequest([{ productId, quantity: 1 }]);
    const results = await Promise.all([place(user, request), place(user, request)]);
    expect(results.map((r) => r.alreadyPlaced).sort()).toEqual([false, true]);
    expect(await readDoc(`products/${productId}`)).toMatchObject({ stock: 4, sales: 1 });
    expect(await readDoc(`users/${user.uid}`)).toMatchObject({ totalOrders: 1 });
  });

  it('a repeat with other lines still returns the first order and changes nothing', async () => {
    const productId = await createProduct({ stock: 5 });
    const other = await createProduct({ stock: 5 });
    const request = orderRequest([{ productId, quantity: 1 }]);
    const shopper = await createUser();
    await place(shopper, request);
    const again = await place(shopper, { ...request, items: [{ productId: other, quantity: 3 }] });
    expect(again.alreadyPlaced).toBe(true);
    expect(again.order.items.map((i) => i.productId)).toEqual([productId]);
    expect(await readDoc(`products/${other}`)).toMatchObject({ stock: 5 });
  });

  it("refuses an order id that belongs to another user's order", async () => {
    const productId = await createProduct({ stock: 5 });
    const request = orderRequest([{ productId, quantity: 1 }]);
    await place(await createUser(), request);
    const intruder = await createUser();
    const error = await callError(place(intruder, request));
    expect(error.code).toBe('permission-denied');
    expect(error.message).toBe(
      'This order number belongs to another account. Please reload the checkout page and try again.',
    );
    expect(await readDoc(`products/${productId}`)).toMatchObject({ stock: 4 });
  });
});

describe('placeOrder: at most 3 orders waiting for confirmation', () => {
  it('a fourth pending order is refused with what to do, and nothing is written; a replay and a slot freed still work', async () => {
    const user = await createUser();
    const productId = await createProduct({ price: 200, stock: 48 });
    const requests = [1, 2, 3].map(() => orderRequest([{ productId, quantity: 1 }]));
    for (const request of requests) await place(user, request);

    const fourth = orderRequest([{ productId, quantity: 45 }]);
    const error = await callError(place(user, fourth));
    expect(error).toMatchObject({
      code: 'failed-precondition',
      message:
        'You already have 3 orders waiting for our confirmation, so we cannot take another one yet. ' +
        'Please call or WhatsApp the shop to confirm or change them, then order again.',
    });
    expect(error.message).toBe(ORDER_MESSAGES.tooManyPending(3));
    // The checkout acts on the reason (the shop's numbers), never on the words.
    expect(error.details).toEqual({ reason: 'too_many_pending' });
    expect((await db.doc(`orders/${fourth.orderId}`).get()).exists).toBe(false);
    expect(await readDoc(`products/${productId}`)).toMatchObject({ stock: 45, sales: 3 });
    expect(await readDoc(`users/${user.uid}`)).toMatchObject({ totalOrders: 3 });

    // A replay of a placed order (its answer lost on the network) is still answered with the order.
    const replay = await place(user, requests[2] ?? {});
    expect(replay.alreadyPlaced).toBe(true);
    expect(replay.order.id).toBe(requests[2]?.orderId);

    // Once the shop confirms one, the customer may order again.
    await db.doc(`orders/${requests[0]?.orderId}`).update({ status: 'confirmed' });
    const { order } = await place(user, fourth);
    expect(order.status).toBe('pending');
  });

  it('three orders sent at once by a customer with two pending: exactly one is taken', async () => {
    const user = await createUser();
    const productId = await createProduct({ price: 150, stock: 20 });
    for (let i = 0; i < 2; i++) await place(user, orderRequest([{ productId, quantity: 1 }]));
    const requests = [1, 2, 3].map(() => orderRequest([{ productId, quantity: 1 }]));
    const outcomes = await Promise.allSettled(requests.map((request) => place(user, request)));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') {
        expect(await callError(Promise.reject(outcome.reason))).toMatchObject({
          code: 'failed-precondition',
          message: ORDER_MESSAGES.tooManyPending(3),
        });
      }
    }
    const pending = await db.collection('orders').where('userId', '==', user.uid).get();
    expect(pending.size).toBe(3);
    expect(await readDoc(`products/${productId}`)).toMatchObject({ stock: 17 });
  }, 60_000);
});

describe('placeOrder never oversells', () => {
  it('10 concurrent one-unit orders for 3 in stock give exactly 3 orders and stock 0', async () => {
    const productId = await createProduct({ name: 'Last Victron SmartSolar', stock: 3 });
    const buyers = await Promise.all(Array.from({ length: 10 }, () => createUser()));
    const requests = buyers.map((buyer) => ({
      buyer,
      request: orderRequest([{ productId, quantity: 1 }], { orderId: newOrderId() }),
    }));
    const outcomes = await Promise.allSettled(requests.map(({ buyer, request }) => place(buyer, request)));

    const placed = outcomes.filter((o) => o.status === 'fulfilled');
    expect(placed).toHaveLength(3);
    const refusals = await Promise.all(
      outcomes.filter((o) => o.status === 'rejected').map((o) => callError(Promise.reject(o.reason))),
    );
    expect(refusals).toHaveLength(7);
    for (const refusal of refusals) {
      expect(refusal.code).toBe('failed-precondition');
      // Sold out, the product is no longer available, so no longer readable by the public: not named.
      expect(refusal.message).toBe('A product in your cart is out of stock.');
    }

    const orders = await Promise.all(requests.map(({ request }) => db.doc(`orders/${request.orderId}`).get()));
    expect(orders.filter((o) => o.exists)).toHaveLength(3);
    expect(await readDoc(`products/${productId}`)).toMatchObject({ stock: 0, sales: 3, available: false });
    // 120 s: each order placed also starts the notification triggers and deliveries in the emulator.
  }, 120_000);
});
