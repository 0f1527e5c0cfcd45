/**
 * Orders as a shop runs them: a staff note is internal unless marked for the customer, and
 * internal notes live where only admins read them; "Mark as paid" records method, amount and reference; an
 * unpaid order marked delivered may record the payment collected in the same step.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OrderUpdateResponse } from '@domain/order/order';
import {
  callError,
  cleanup,
  createProduct,
  createUser,
  db,
  orderRequest,
  placeOrder,
  readDoc,
  type TestUser,
} from './support';

let customer: TestUser;
let admin: TestUser;

beforeAll(async () => {
  admin = await createUser({ role: 'admin' });
}, 60_000);

beforeEach(async () => {
  customer = await createUser();
});

afterAll(cleanup);

async function placed() {
  const productId = await createProduct({ price: 500, stock: 5 });
  const { order } = await placeOrder(customer, orderRequest([{ productId, quantity: 2 }]));
  return order;
}

const update = (orderId: string, request: Record<string, unknown>) =>
  admin.call<OrderUpdateResponse>('updateOrderStatus', { orderId, ...request });

const staffNotes = async (orderId: string) =>
  (await db.collection(`orders/${orderId}/staffNotes`).orderBy('at').get()).docs.map((d) => d.data());

describe('staff notes: internal by default, for the customer when marked', () => {
  it('an internal note stays out of the order the customer reads, in staffNotes at its entry’s time', async () => {
    const order = await placed();
    const { order: confirmed } = await update(order.id, { status: 'confirmed', note: 'Customer haggled, call first' });
    expect(confirmed.statusHistory.at(-1)).toMatchObject({ status: 'confirmed', note: '' });
    const stored = await readDoc(`orders/${order.id}`);
    expect(JSON.stringify(stored)).not.toContain('haggled');
    const notes = await staffNotes(order.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ status: 'confirmed', by: admin.uid, note: 'Customer haggled, call first' });
    expect((notes[0]?.at as { toDate(): Date }).toDate().toISOString()).toBe(confirmed.statusHistory.at(-1)?.at);
  });

  it('a note marked for the customer is the timeline entry’s note, and nothing goes to staffNotes', async () => {
    const order = await placed();
    const { order: confirmed } = await update(order.id, {
      status: 'confirmed',
      note: 'Rider Issah will call you',
      noteVisibility: 'customer',
    });
    expect(confirmed.statusHistory.at(-1)).toMatchObject({ note: 'Rider Issah will call you' });
    expect(await staffNotes(order.id)).toEqual([]);
  });

  it('an internal note with "Mark as paid" leaves "Payment received" in the timeline', async () => {
    const order = await placed();
    const { order: paid } = await admin.call<OrderUpdateResponse>('markOrderPaid', {
      orderId: order.id,
      payment: { method: 'cash', amount: order.total },
      note: 'Paid to Abdul at the counter',
    });
    expect(paid.statusHistory.at(-1)).toMatchObject({ paymentStatus: 'paid', note: 'Payment received' });
    expect(await staffNotes(order.id)).toMatchObject([{ note: 'Paid to Abdul at the counter', status: 'pending' }]);
  });

  it('refuses a visibility that is neither', async () => {
    const order = await placed();
    expect(
      (await callError(update(order.id, { status: 'confirmed', note: 'x', noteVisibility: 'everyone' }))).code,
    ).toBe('invalid-argument');
  });
});

describe('"Mark as paid" records method, amount and reference', () => {
  it('stores them on the order with who and when', async () => {
    const order = await placed();
    const { order: paid } = await admin.call<OrderUpdateResponse>('markOrderPaid', {
      orderId: order.id,
      payment: { method: 'mobile_money', amount: order.total, reference: ' MP241123.1010.C12345 ' },
    });
    expect(paid.paymentStatus).toBe('paid');
    expect(paid.paymentRecord).toMatchObject({
      method: 'mobile_money',
      amount: order.total,
      reference: 'MP241123.1010.C12345',
      by: admin.uid,
      at: paid.paidAt,
    });
    expect((await readDoc(`orders/${order.id}`))?.paymentRecord).toMatchObject({ method: 'mobile_money' });
  });

  it('refuses an amount other than the total, a missing method, and a missing reference except for cash', async () => {
    const order = await placed();
    const call = (payment: Record<string, unknown>) =>
      callError(admin.call('markOrderPaid', { orderId: order.id, payment }));
    expect(await call({ method: 'cash', amount: order.total - 1 })).toMatchObject({
      code: 'failed-precondition',
      message: expect.stringMatching(/^The amount received must be the order total, GH₵/),
    });
    expect(await call({ amount: order.total })).toMatchObject({
      code: 'invalid-argument',
      message: 'Please choose how the customer paid.',
    });
    expect(await call({ method: 'bank_transfer', amount: order.total, reference: '  ' })).toMatchObject({
      code: 'invalid-argument',
      message: expect.stringMatching(/^Please enter the Mobile Money transaction id or the bank reference/),
    });
    expect(await call({ method: 'cash', amount: 0 })).toMatchObject({ code: 'invalid-argument' });
    expect((await callError(admin.call('markOrderPaid', { orderId: order.id }))).code).toBe('invalid-argument');
    expect(await readDoc(`orders/${order.id}`)).toMatchObject({ paymentStatus: 'unpaid' });
  });
});

describe('delivered while unpaid: the payment collected is recorded in the same step, or not', () => {
  async function outForDelivery() {
    const order = await placed();
    for (const status of ['confirmed', 'processing', 'out_for_delivery']) await update(order.id, { status });
    return order;
  }

  it('yes: delivered and paid, with the payment record and both entries in the timeline', async () => {
    const order = await outForDelivery();
    const { order: done } = await update(order.id, {
      status: 'delivered',
      payment: { method: 'cash', amount: order.total, reference: 'R-0042' },
    });
    expect(done).toMatchObject({ status: 'delivered', paymentStatus: 'paid' });
    expect(done.paymentRecord).toMatchObject({ method: 'cash', amount: order.total, reference: 'R-0042' });
    expect(done.statusHistory.slice(-2).map((h) => [h.status, h.paymentStatus, h.note])).toEqual([
      ['delivered', undefined, ''],
      ['delivered', 'paid', 'Payment received'],
    ]);
    expect(done.paidAt).toBe(done.statusHistory.at(-1)?.at);
  });

  it('no: delivered and still unpaid', async () => {
    const order = await outForDelivery();
    const { order: done } = await update(order.id, { status: 'delivered' });
    expect(done).toMatchObject({ status: 'delivered', paymentStatus: 'unpaid', paymentRecord: null, paidAt: null });
  });

  it('refuses a payment with another status, or with a wrong amount (and changes nothing)', async () => {
    const order = await placed();
    expect(
      await callError(update(order.id, { status: 'confirmed', payment: { method: 'cash', amount: order.total } })),
    ).toMatchObject({ code: 'failed-precondition' });
    const out = await outForDelivery();
    expect(
      await callError(update(out.id, { status: 'delivered', payment: { method: 'cash', amount: 1 } })),
    ).toMatchObject({ code: 'failed-precondition' });
    expect(await readDoc(`orders/${out.id}`)).toMatchObject({ status: 'out_for_delivery', paymentStatus: 'unpaid' });
  });
});
