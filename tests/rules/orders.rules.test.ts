import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { rulesEnv, seedDocs, STAFF_AND_CUSTOMERS } from './rules-env';

let env: RulesTestEnvironment;

const order = (userId: string) => ({
  userId,
  items: [{ productId: 'p', name: 'Panel', price: 100, quantity: 1 }],
  subtotal: 100,
  taxRate: 0,
  tax: 0,
  shipping: 0,
  total: 100,
  currency: 'GHS',
  status: 'pending',
  paymentStatus: 'unpaid',
  paymentMethod: 'cash_on_delivery',
  delivery: { method: 'pickup', address: null },
  statusHistory: [],
  createdAt: new Date(),
  updatedAt: new Date(),
});

beforeAll(async () => {
  env = await rulesEnv('demo-rules-orders');
  await env.clearFirestore();
  await seedDocs(env, {
    ...STAFF_AND_CUSTOMERS,
    'orders/ama-order-0000000001': order('ama'),
    'orders/kofi-order-000000001': order('kofi'),
    'orders/ama-order-0000000001/staffNotes/n1': { status: 'pending', at: new Date(), by: 'admin', note: 'Haggled' },
  });
});

afterAll(async () => {
  await env.cleanup();
});

const as = (uid: string) => env.authenticatedContext(uid).firestore();

describe('orders: reading', () => {
  it('a customer reads their own order and lists their own orders', async () => {
    await assertSucceeds(as('ama').doc('orders/ama-order-0000000001').get());
    await assertSucceeds(
      as('ama').collection('orders').where('userId', '==', 'ama').orderBy('createdAt', 'desc').get(),
    );
  });

  it("a customer reads no one else's order, and cannot list all orders", async () => {
    await assertFails(as('ama').doc('orders/kofi-order-000000001').get());
    await assertFails(as('ama').collection('orders').get());
    await assertFails(as('ama').collection('orders').where('userId', '==', 'kofi').get());
  });

  it('internal staff notes: active admins read them; the customer never, nobody writes', async () => {
    await assertSucceeds(as('admin').collection('orders/ama-order-0000000001/staffNotes').get());
    await assertFails(as('former-admin').collection('orders/ama-order-0000000001/staffNotes').get());
    await assertFails(as('ama').doc('orders/ama-order-0000000001/staffNotes/n1').get());
    await assertFails(as('ama').collection('orders/ama-order-0000000001/staffNotes').get());
    await assertFails(as('admin').doc('orders/ama-order-0000000001/staffNotes/n2').set({ note: 'x' }));
  });

  it('a visitor reads no order', async () => {
    await assertFails(env.unauthenticatedContext().firestore().doc('orders/ama-order-0000000001').get());
  });

  it('an active admin reads and lists all orders; a deactivated admin does not', async () => {
    await assertSucceeds(as('admin').doc('orders/kofi-order-000000001').get());
    await assertSucceeds(as('admin').collection('orders').get());
    await assertFails(as('former-admin').doc('orders/kofi-order-000000001').get());
    await assertFails(as('former-admin').collection('orders').get());
  });
});

describe('orders: nobody writes from the client', () => {
  it('a customer cannot create an order, even their own', async () => {
    await assertFails(as('ama').doc('orders/ama-order-0000000002').set(order('ama')));
    await assertFails(as('ama').collection('orders').add(order('ama')));
  });

  it('a customer cannot change or delete their own order (status, payment, totals)', async () => {
    const ref = as('ama').doc('orders/ama-order-0000000001');
    await assertFails(ref.update({ status: 'cancelled' }));
    await assertFails(ref.update({ paymentStatus: 'paid' }));
    await assertFails(ref.update({ total: 1 }));
    await assertFails(ref.delete());
  });

  it('nobody gives an order its number, nor reads, claims or frees a claimed number (docs/orders-at-scale.md)', async () => {
    await seedDocs(env, { 'orderNumbers/SS-2611-48213': { orderId: 'ama-order-0000000001' } });
    await assertFails(as('ama').doc('orders/ama-order-0000000001').update({ number: 'SS-2611-0001' }));
    await assertFails(as('admin').doc('orders/kofi-order-000000001').update({ number: 'SS-2611-0001' }));
    for (const uid of ['ama', 'admin']) {
      await assertFails(as(uid).doc('orderNumbers/SS-2611-48213').get());
      await assertFails(as(uid).collection('orderNumbers').get());
      await assertFails(as(uid).doc('orderNumbers/SS-2611-51234').set({ orderId: 'ama-order-0000000001' }));
      await assertFails(as(uid).doc('orderNumbers/SS-2611-48213').delete());
    }
  });

  it('an admin cannot write orders from the client either (functions do)', async () => {
    await assertFails(as('admin').doc('orders/admin-order-000000001').set(order('admin')));
    await assertFails(as('admin').doc('orders/kofi-order-000000001').update({ status: 'confirmed' }));
    await assertFails(as('admin').doc('orders/kofi-order-000000001').delete());
  });
});

describe('paying online: the client never marks anything paid', () => {
  it('the owner cannot mark their order paid, nor add a payment attempt', async () => {
    await assertFails(
      as('ama').doc('orders/ama-order-0000000001').update({ paymentStatus: 'paid', paidAt: new Date() }),
    );
    await assertFails(as('ama').doc('orders/ama-order-0000000001').update({ paymentAttempts: [] }));
  });

  it("payment events are the functions' alone; staff read the payment problems, nobody writes them", async () => {
    await seedDocs(env, {
      'paymentEvents/charge.success-x-1': { reference: 'x-1' },
      'paymentProblems/p1': { orderId: 'ama-order-0000000001', kind: 'mismatch' },
    });
    for (const uid of ['ama', 'admin']) {
      await assertFails(as(uid).doc('paymentEvents/charge.success-x-1').get());
      await assertFails(as(uid).doc('paymentEvents/charge.success-y-1').set({ reference: 'y-1' }));
      await assertFails(as(uid).doc('paymentProblems/p2').set({ orderId: 'x' }));
    }
    await assertFails(as('ama').doc('paymentProblems/p1').get());
    await assertFails(as('former-admin').doc('paymentProblems/p1').get());
    await assertSucceeds(as('admin').doc('paymentProblems/p1').get());
  });
});
