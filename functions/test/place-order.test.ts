/**
 * placeOrder prices everything on the server, numbers the order, charges only the total the shopper confirmed
 * and prices delivery by region. What it refuses and how often it takes an order: place-order-refusals.test.ts.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MESSAGES } from '@domain/shared/messages';
import { claimOrderNumber } from '../src/orders/lib/order-numbers';
import { orderNumberMonth } from '@domain/order/order-number';
import { orderSearchKeys } from '@domain/order/order-search';
import { priceChangeFrom } from '@domain/order/price-check';
import { customer, place, SETTINGS, withKnownSettings } from './place-order-setup';
import {
  ADDRESS,
  callError,
  createProduct,
  createUser,
  db,
  orderRequest,
  readDoc,
  shownTotal,
  type TestUser,
} from './support';

withKnownSettings();

describe('placeOrder prices everything on the server', () => {
  it('ignores prices, totals and any other field a client sends', async () => {
    const productId = await createProduct({ price: 1234.5, stock: 5 });
    const request = {
      ...orderRequest([{ productId, quantity: 2, price: 1, name: 'Free panel' } as never]),
      subtotal: 2,
      total: 2,
      status: 'delivered',
      paymentStatus: 'paid',
      userId: 'somebody-else',
    };
    const shopper = await createUser();
    const { order, alreadyPlaced } = await place(shopper, request);
    expect(alreadyPlaced).toBe(false);
    // 2469.00; 12.5 % = 308.625 → 308.63; below 5000 → delivery 50
    expect(order.items).toEqual([{ productId, name: `Test panel ${productId}`, price: 1234.5, quantity: 2 }]);
    expect(order).toMatchObject({ subtotal: 2469, taxRate: 12.5, tax: 308.63, shipping: 50, total: 2827.63 });
    expect(order).toMatchObject({ status: 'pending', paymentStatus: 'unpaid', userId: shopper.uid });

    const stored = await readDoc(`orders/${request.orderId}`);
    expect(stored).toMatchObject({
      userId: shopper.uid,
      subtotal: 2469,
      tax: 308.63,
      shipping: 50,
      total: 2827.63,
      currency: 'GHS',
      status: 'pending',
      paymentStatus: 'unpaid',
      paymentMethod: 'cash_on_delivery',
    });
    expect(stored?.items).toEqual([{ productId, name: `Test panel ${productId}`, price: 1234.5, quantity: 2 }]);
  });

  it('writes the order with DESIGN.md fields, takes the stock, adds the sales, clears the cart and adds to the totals', async () => {
    const user = await createUser({ totalSpent: 100.1 });
    const productId = await createProduct({ price: 2600, stock: 3, sales: 4 });
    await db.doc(`carts/${user.uid}`).set({ items: [{ productId, quantity: 2 }], updatedAt: new Date() });
    const request = orderRequest([{ productId, quantity: 2 }], { paymentMethod: 'mobile_money_on_delivery' });

    const { order } = await place(user, request);
    // 5200 ≥ 5000: free delivery; tax 650
    expect(order).toMatchObject({ subtotal: 5200, tax: 650, shipping: 0, total: 5850 });

    const stored = await readDoc(`orders/${request.orderId}`);
    expect(Object.keys(stored ?? {}).sort()).toEqual(
      [
        'createdAt',
        'currency',
        'customer',
        'delivery',
        'items',
        'number',
        'paidAt',
        'paymentMethod',
        'paymentStatus',
        'shipping',
        'status',
        'statusHistory',
        'subtotal',
        'tax',
        'taxRate',
        'total',
        'updatedAt',
        'userId',
      ].sort(),
    );
    expect(stored?.customer).toEqual({
      email: user.email,
      displayName: 'Test customer',
      phone: '+233241234567',
      searchKeys: orderSearchKeys({ email: user.email, displayName: 'Test customer', phone: '+233241234567' }),
    });
    expect(stored?.delivery).toEqual({
      method: 'delivery',
      address: { ...ADDRESS, phone: '+233241234567' },
    });
    expect(stored?.statusHistory).toHaveLength(1);
    expect(stored?.statusHistory[0]).toMatchObject({ status: 'pending', by: user.uid, note: 'Order placed' });
    expect(stored?.paymentMethod).toBe('mobile_money_on_delivery');

    expect(await readDoc(`products/${productId}`)).toMatchObject({ stock: 1, sales: 6, available: true });
    expect((await readDoc(`carts/${user.uid}`))?.items).toEqual([]);
    expect(await readDoc(`users/${user.uid}`)).toMatchObject({ totalOrders: 1, totalSpent: 5950.1 });
  });

  it('marks a product unavailable when its last unit is sold', async () => {
    const productId = await createProduct({ stock: 2 });
    await place(await createUser(), orderRequest([{ productId, quantity: 2 }]));
    expect(await readDoc(`products/${productId}`)).toMatchObject({
      stock: 0,
      available: false,
      sales: 2,
      stockLevel: 'out', // the admin list's "Out of stock"
    });
  });

  it('charges no delivery for pickup and needs no address', async () => {
    const productId = await createProduct({ price: 100, stock: 5 });
    const request = orderRequest([{ productId, quantity: 1 }], { delivery: { method: 'pickup' } });
    const { order } = await place(await createUser(), request);
    expect(order).toMatchObject({ subtotal: 100, tax: 12.5, shipping: 0, total: 112.5 });
    expect(order.delivery).toEqual({ method: 'pickup', address: null });
  });

  it('uses the defaults when settings/global is missing (no tax, free delivery from GHS 5)', async () => {
    const productId = await createProduct({ price: 3.5, stock: 5 });
    const settings = await readDoc('settings/global');
    await db.doc('settings/global').delete();
    try {
      const { order } = await place(await createUser(), orderRequest([{ productId, quantity: 1 }]));
      expect(order).toMatchObject({ subtotal: 3.5, taxRate: 0, tax: 0, shipping: 0, total: 3.5 });
    } finally {
      await db.doc('settings/global').set(settings ?? {});
    }
  });
});

describe('placeOrder gives every order a short number (docs/orders-at-scale.md)', () => {
  it('40 orders claiming numbers at once, drawn from only 200 so that they collide, keep 40 different numbers', async () => {
    // The claim as placeOrder makes it, in 40 transactions at once against the emulator (the callable's own
    // workers are Node processes the Functions emulator starts one per simultaneous call; scripts/bench-orders.ts
    // runs the 40 shoppers through the real callable). The draw is narrowed to 200 numbers: many candidates are
    // read by several orders at once, and a create of a number another order took first makes the transaction
    // try again with new draws.
    const now = Timestamp.now();
    const numbers = db.collection('orderNumbers');
    const narrow = (min: number) => min + 1_000 + Math.floor(Math.random() * 200);
    const orderIds = Array.from({ length: 40 }, (_, i) => `claim-test-${Date.now()}-${i}`);
    const claimed = await Promise.all(
      orderIds.map((orderId) =>
        db.runTransaction((tx) => claimOrderNumber(tx, numbers, orderId, now, narrow), { maxAttempts: 15 }),
      ),
    );
    expect(new Set(claimed).size).toBe(40);
    const claims = await db.getAll(...claimed.map((n) => numbers.doc(n)));
    expect(claims.map((c) => c.get('orderId'))).toEqual(orderIds);
  }, 120_000);

  it('stores the number and what staff search by; a replay answers the same number and claims no other', async () => {
    const productId = await createProduct({ price: 100, stock: 10 });
    const shopper = await createUser();
    const { order: first } = await place(shopper, orderRequest([{ productId, quantity: 1 }]));
    const stored = await readDoc(`orders/${first.id}`);
    expect(stored?.number).toBe(first.number);
    expect(stored?.customer).toMatchObject({ phone: '+233241234567', email: shopper.email });
    expect(stored?.customer.searchKeys).toEqual(expect.arrayContaining([shopper.email, 'test', 'customer']));
    const again = await place(shopper, { ...orderRequest([{ productId, quantity: 1 }]), orderId: first.id });
    expect(again.order.number).toBe(first.number);
    const claims = await db.collection('orderNumbers').where('orderId', '==', first.id).get();
    expect(claims.docs.map((d) => d.id)).toEqual([first.number]);
    expect(first.number).toMatch(new RegExp(`^SS-${orderNumberMonth(new Date())}-\\d{5}$`));
    // No month counter: nothing every checkout writes (docs/orders-at-scale.md).
    expect((await db.doc(`counters/orders-${orderNumberMonth(new Date())}`).get()).exists).toBe(false);
  });
});

describe('placeOrder charges only the total the shopper confirmed', () => {
  /** Runs `fn` with settings/global's business map changed, and puts the known SETTINGS back. */
  async function withBusiness(business: Partial<typeof SETTINGS>, fn: () => Promise<void>) {
    await db.doc('settings/global').set({ business: { ...SETTINGS, ...business } }, { merge: true });
    try {
      await fn();
    } finally {
      await db.doc('settings/global').set({ business: SETTINGS }, { merge: true });
    }
  }

  /** Asserts that nothing of the refused order was written: no order, same stock, cart and counters. */
  async function expectNothingWritten(user: TestUser, orderId: string, productId: string, stock: number) {
    expect((await db.doc(`orders/${orderId}`).get()).exists).toBe(false);
    expect(await readDoc(`products/${productId}`)).toMatchObject({ stock, sales: 0 });
    expect((await readDoc(`carts/${user.uid}`))?.items).toEqual([{ productId, quantity: 1 }]);
    expect(await readDoc(`users/${user.uid}`)).toMatchObject({ totalOrders: 0, totalSpent: 0 });
  }

  it('a delivery fee changed after checkout opened: refused with the new figures, nothing written; the new total confirmed places it', async () => {
    const user = await createUser();
    const productId = await createProduct({ price: 2200, stock: 4 });
    await db.doc(`carts/${user.uid}`).set({ items: [{ productId, quantity: 1 }], updatedAt: new Date() });
    const request = orderRequest([{ productId, quantity: 1 }]);
    // The shopper saw 2200 + 12.5 % tax (275) + delivery 50 = GHS 2,525.00.
    const confirmedTotal = await shownTotal(request.items);
    expect(confirmedTotal).toBe(252_500);

    await withBusiness({ deliveryFee: 80 }, async () => {
      const error = await callError(place(user, { ...request, confirmedTotal }));
      expect(error).toMatchObject({ code: 'failed-precondition', message: ORDER_MESSAGES.totalChanged });
      expect(priceChangeFrom(error.details)).toEqual({
        confirmedTotal: 252_500,
        totals: { subtotal: 2200, taxRate: 12.5, tax: 275, shipping: 80, total: 2555 },
        settings: { taxRate: 12.5, deliveryFee: 80, freeDeliveryThreshold: 5000 },
        prices: [{ productId, price: 2200 }],
      });
      await expectNothingWritten(user, request.orderId, productId, 4);

      // The shopper confirms the new total: the same order id is placed, charged exactly that.
      const { order, alreadyPlaced } = await place(user, { ...request, confirmedTotal: 255_500 });
      expect(alreadyPlaced).toBe(false);
      expect(order).toMatchObject({ shipping: 80, total: 2555 });
      expect(await readDoc(`orders/${request.orderId}`)).toMatchObject({ total: 2555 });
    });
  });

  it('a tax rate changed (15 % shown, 0 % now), a price changed, or a threshold crossed: each refused', async () => {
    const user = await createUser();
    const productId = await createProduct({ price: 1000, stock: 4 });
    await db.doc(`carts/${user.uid}`).set({ items: [{ productId, quantity: 1 }], updatedAt: new Date() });
    const request = orderRequest([{ productId, quantity: 1 }]);

    let confirmedTotal = 0;
    await withBusiness({ taxRate: 15 }, async () => {
      confirmedTotal = await shownTotal(request.items); // 1000 + 150 + 50
    });
    expect(confirmedTotal).toBe(120_000);
    await withBusiness({ taxRate: 0 }, async () => {
      const error = await callError(place(user, { ...request, confirmedTotal }));
      expect(error).toMatchObject({ code: 'failed-precondition', message: ORDER_MESSAGES.totalChanged });
      expect(priceChangeFrom(error.details)?.totals).toMatchObject({ taxRate: 0, tax: 0, total: 1050 });
    });

    // The product's price went up by a pesewa.
    const before = await shownTotal(request.items);
    await db.doc(`products/${productId}`).update({ price: 1000.01 });
    const priceError = await callError(place(user, { ...request, confirmedTotal: before }));
    expect(priceError.code).toBe('failed-precondition');
    expect(priceChangeFrom(priceError.details)?.prices).toEqual([{ productId, price: 1000.01 }]);

    // The free-delivery threshold rose above the subtotal: delivery is charged now.
    await withBusiness({ freeDeliveryThreshold: 500 }, async () => {
      const free = await shownTotal(request.items);
      await db.doc('settings/global').set({ business: { freeDeliveryThreshold: 5000 } }, { merge: true });
      const thresholdError = await callError(place(user, { ...request, confirmedTotal: free }));
      expect(priceChangeFrom(thresholdError.details)?.totals.shipping).toBe(50);
    });
    await expectNothingWritten(user, request.orderId, productId, 4);
  });

  it('a lower total is refused too: the shopper confirms whatever the difference', async () => {
    const productId = await createProduct({ price: 300, stock: 4 });
    const request = orderRequest([{ productId, quantity: 1 }]);
    const confirmedTotal = (await shownTotal(request.items)) + 1;
    const error = await callError(place(customer, { ...request, confirmedTotal }));
    expect(error).toMatchObject({ code: 'failed-precondition', message: ORDER_MESSAGES.totalChanged });
    expect((await db.doc(`orders/${request.orderId}`).get()).exists).toBe(false);
  });

  it('a replay of a placed order id returns the first order even though prices changed since', async () => {
    const productId = await createProduct({ price: 700, stock: 4 });
    const request = orderRequest([{ productId, quantity: 1 }]);
    const confirmedTotal = await shownTotal(request.items);
    const shopper = await createUser();
    const first = await place(shopper, { ...request, confirmedTotal });
    await db.doc(`products/${productId}`).update({ price: 900 });
    await withBusiness({ deliveryFee: 95 }, async () => {
      const again = await place(shopper, { ...request, confirmedTotal });
      expect(again.alreadyPlaced).toBe(true);
      expect(again.order).toEqual(first.order);
    });
    expect(await readDoc(`products/${productId}`)).toMatchObject({ stock: 3, sales: 1 });
  });

  it('refuses a request without the confirmed total, or with one that is not whole pesewas', async () => {
    const productId = await createProduct({ price: 300, stock: 4 });
    const request = orderRequest([{ productId, quantity: 1 }]);
    for (const confirmedTotal of [undefined, 387.5, -1, '38750']) {
      const error = await callError(place(customer, { ...request, confirmedTotal }));
      expect(error).toMatchObject({ code: 'invalid-argument', message: ORDER_MESSAGES.invalidRequest });
    }
    expect(await readDoc(`products/${productId}`)).toMatchObject({ stock: 4 });
  });
});

describe('placeOrder prices delivery by region (docs/delivery-fees.md)', () => {
  const REGIONS = {
    Northern: { fee: 30, freeFrom: 3000, minDays: 1, maxDays: 2 },
    Volta: { fee: 170.5, freeFrom: 12_000, minDays: 4, maxDays: 7 },
  };
  beforeAll(async () => {
    await db.doc('settings/global').update({ 'business.regions': REGIONS });
  });
  afterAll(async () => {
    await db.doc('settings/global').update({ business: SETTINGS });
  });

  const to = (region: string) => ({ method: 'delivery', address: { ...ADDRESS, region, town: 'Ho' } });

  it("charges the address's region; a total confirmed with another region's fee is refused and nothing is written", async () => {
    const user = await createUser();
    // Ten panels' worth (GHS 6,500): free to the Northern Region (from 3,000), not to the Volta Region (12,000).
    const productId = await createProduct({ price: 6500, stock: 4 });
    const request = orderRequest([{ productId, quantity: 1 }], { delivery: to('Volta') });

    // The total as if delivered to the Northern Region: 6500 + 12.5 % tax (812.50) + free delivery.
    const northern = await shownTotal(request.items, 'delivery', 'Northern');
    expect(northern).toBe(731_250);
    const error = await callError(place(user, { ...request, confirmedTotal: northern }));
    expect(error).toMatchObject({ code: 'failed-precondition', message: ORDER_MESSAGES.totalChanged });
    const change = priceChangeFrom(error.details);
    expect(change?.totals).toEqual({ subtotal: 6500, taxRate: 12.5, tax: 812.5, shipping: 170.5, total: 7483 });
    expect(change?.settings.regions).toEqual(REGIONS);
    expect((await db.doc(`orders/${request.orderId}`).get()).exists).toBe(false);
    expect(await readDoc(`products/${productId}`)).toMatchObject({ stock: 4, sales: 0 });

    // Confirmed with the Volta Region's fee: placed, charged exactly that.
    const volta = await shownTotal(request.items, 'delivery', 'Volta');
    expect(volta).toBe(748_300);
    const { order } = await place(user, { ...request, confirmedTotal: volta });
    expect(order).toMatchObject({ shipping: 170.5, total: 7483 });
    expect(await readDoc(`orders/${request.orderId}`)).toMatchObject({
      shipping: 170.5,
      total: 7483,
      delivery: { method: 'delivery', address: { region: 'Volta' } },
    });
  });

  it("pickup at the Tamale shop stays free; a region without its own terms pays the shop's general fee", async () => {
    const productId = await createProduct({ price: 200, stock: 4 });
    const pickup = orderRequest([{ productId, quantity: 1 }], { delivery: { method: 'pickup', address: null } });
    const picked = await place(await createUser(), pickup);
    expect(picked.order).toMatchObject({ subtotal: 200, tax: 25, shipping: 0, total: 225 });

    const wa = orderRequest([{ productId, quantity: 1 }], { delivery: to('Upper West') });
    const delivered = await place(await createUser(), wa);
    expect(delivered.order).toMatchObject({ subtotal: 200, tax: 25, shipping: 50, total: 275 });
  });
});
