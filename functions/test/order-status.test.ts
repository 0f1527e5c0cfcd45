import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ORDER_MESSAGES } from '../../src/domain/messages';
import { Timestamp } from 'firebase-admin/firestore';
import { DELIVERY_UNDO_HOURS, type OrderDto, type OrderUpdateResponse } from '../../src/domain/order';
import {
  anonymousCaller,
  callError,
  cleanup,
  createProduct,
  createUser,
  db,
  newOrderId,
  orderRequest,
  placeOrder,
  readDoc,
  type TestUser,
} from './support';

let customer: TestUser;
let admin: TestUser;
let formerAdmin: TestUser;

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

/** A fresh product and a pending order of `user` for `quantity` of it. */
async function placed(
  user: TestUser,
  options: { stock?: number; quantity?: number; method?: 'delivery' | 'pickup'; sales?: number } = {},
) {
  const productId = await createProduct({ price: 500, stock: options.stock ?? 5, sales: options.sales ?? 0 });
  const delivery = options.method === 'pickup' ? { delivery: { method: 'pickup' } } : {};
  const { order } = await placeOrder(user, orderRequest([{ productId, quantity: options.quantity ?? 2 }], delivery));
  return { productId, order };
}

/** A status change whose note (if any) is for the customer, as every note was before staff notes were internal. */
const setStatus = (user: { call: TestUser['call'] }, orderId: string, status: string, note?: string) =>
  user.call<OrderUpdateResponse>('updateOrderStatus', { orderId, status, note, noteVisibility: 'customer' });

/** The payment staff record by default here: the order's total in cash, no receipt number. */
async function cashFor(orderId: string) {
  const total = (await readDoc(`orders/${orderId}`))?.total as number;
  return { method: 'cash', amount: total };
}

/** markOrderPaid with the order's total in cash (and whatever else `extra` says). */
const markOrderPaid = async (
  caller: { call: TestUser['call'] },
  orderId: string,
  extra: Record<string, unknown> = {},
) => caller.call<OrderUpdateResponse>('markOrderPaid', { orderId, payment: await cashFor(orderId), ...extra });

describe('cancelMyOrder', () => {
  it('the owner cancels a pending order: stock, sales and availability come back, the timeline says so', async () => {
    const { productId, order } = await placed(customer, { stock: 2, quantity: 2, sales: 7 });
    expect(await readDoc(`products/${productId}`)).toMatchObject({ stock: 0, available: false, sales: 9 });
    const spentBefore = (await readDoc(`users/${customer.uid}`))?.totalSpent as number;

    const { order: cancelled } = await customer.call<OrderUpdateResponse>('cancelMyOrder', { orderId: order.id });
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.statusHistory.map((h) => h.status)).toEqual(['pending', 'cancelled']);
    expect(cancelled.statusHistory[1]).toMatchObject({ by: customer.uid, note: 'Cancelled by the customer' });

    // Back in "Low stock" on the admin list (2 at the default low-stock level of 5).
    expect(await readDoc(`products/${productId}`)).toMatchObject({
      stock: 2,
      available: true,
      sales: 7,
      stockLevel: 'low',
    });
    expect((await readDoc(`orders/${order.id}`))?.status).toBe('cancelled');
    // Paid on delivery and never delivered: nothing is owed, either way.
    expect((await readDoc(`orders/${order.id}`))?.paymentStatus).toBe('not_needed');
    const spentAfter = (await readDoc(`users/${customer.uid}`))?.totalSpent as number;
    expect(Math.round((spentBefore - spentAfter) * 100)).toBe(Math.round(order.total * 100));
  });

  it('refuses to cancel twice, and puts the stock back only once', async () => {
    const { productId, order } = await placed(customer, { stock: 5, quantity: 2 });
    await customer.call('cancelMyOrder', { orderId: order.id });
    const again = await callError(customer.call('cancelMyOrder', { orderId: order.id }));
    expect(again).toMatchObject({
      code: 'failed-precondition',
      message: 'This order can no longer be cancelled: it is already cancelled. Please contact us.',
    });
    expect(await readDoc(`products/${productId}`)).toMatchObject({ stock: 5 });
  });

  it('refuses once the shop has confirmed the order', async () => {
    const { order } = await placed(customer);
    await setStatus(admin, order.id, 'confirmed');
    const error = await callError(customer.call('cancelMyOrder', { orderId: order.id }));
    expect(error).toMatchObject({
      code: 'failed-precondition',
      message: 'This order can no longer be cancelled: it is already confirmed. Please contact us.',
    });
  });

  it("refuses someone else's order exactly as one that does not exist, and a visitor", async () => {
    const { productId, order } = await placed(customer);
    const stranger = await createUser();
    const notYours = await callError(stranger.call('cancelMyOrder', { orderId: order.id }));
    const missing = await callError(stranger.call('cancelMyOrder', { orderId: newOrderId() }));
    expect(notYours).toEqual(missing);
    expect(notYours).toMatchObject({ code: 'not-found', message: 'Order not found.' });
    expect((await callError(anonymousCaller().call('cancelMyOrder', { orderId: order.id }))).code).toBe(
      'unauthenticated',
    );
    expect(await callError(customer.call('cancelMyOrder', { orderId: newOrderId() }))).toMatchObject({
      code: 'not-found',
      message: 'Order not found.',
    });
    expect((await readDoc(`orders/${order.id}`))?.status).toBe('pending');
    expect(await readDoc(`products/${productId}`)).toMatchObject({ stock: 3 });
  });

  it('does not bring back a product an admin deleted meanwhile, but returns its stock', async () => {
    const { productId, order } = await placed(customer, { stock: 2, quantity: 2 });
    await db.doc(`products/${productId}`).update({ deletedAt: new Date(), deletedBy: admin.uid });
    await customer.call('cancelMyOrder', { orderId: order.id });
    expect(await readDoc(`products/${productId}`)).toMatchObject({ stock: 2, available: false });
  });
});

describe('updateOrderStatus', () => {
  it('an admin moves a delivery order through every step, each one in the timeline', async () => {
    const { order } = await placed(customer);
    let current: OrderDto = order;
    for (const status of ['confirmed', 'processing', 'out_for_delivery', 'delivered']) {
      current = (await setStatus(admin, order.id, status, `now ${status}`)).order;
      expect(current.status).toBe(status);
    }
    expect(current.statusHistory.map((h) => [h.status, h.by, h.note])).toEqual([
      ['pending', customer.uid, 'Order placed'],
      ['confirmed', admin.uid, 'now confirmed'],
      ['processing', admin.uid, 'now processing'],
      ['out_for_delivery', admin.uid, 'now out_for_delivery'],
      ['delivered', admin.uid, 'now delivered'],
    ]);
    expect((await readDoc(`orders/${order.id}`))?.statusHistory).toHaveLength(5);
  });

  it('a pickup order goes ready_for_pickup, never out_for_delivery', async () => {
    const { order } = await placed(customer, { method: 'pickup' });
    await setStatus(admin, order.id, 'confirmed');
    await setStatus(admin, order.id, 'processing');
    expect(await callError(setStatus(admin, order.id, 'out_for_delivery'))).toMatchObject({
      code: 'failed-precondition',
      message: 'An order that is processing cannot be marked out for delivery.',
    });
    expect((await setStatus(admin, order.id, 'ready_for_pickup')).order.status).toBe('ready_for_pickup');
    expect((await setStatus(admin, order.id, 'delivered')).order.status).toBe('delivered');
  });

  it('moves to a later step directly, the steps skipped recorded as passed through, each with the staff name', async () => {
    const { order } = await placed(customer);
    const { order: moved } = await setStatus(admin, order.id, 'out_for_delivery', 'On its way');
    expect(moved.status).toBe('out_for_delivery');
    expect(moved.statusHistory.map((h) => [h.status, h.by, h.byName, h.note])).toEqual([
      ['pending', customer.uid, undefined, 'Order placed'],
      ['confirmed', admin.uid, 'Test admin', ''],
      ['processing', admin.uid, 'Test admin', ''],
      ['out_for_delivery', admin.uid, 'Test admin', 'On its way'],
    ]);
    expect((await readDoc(`orders/${order.id}`))?.statusHistory[3]).toMatchObject({ byName: 'Test admin' });
  });

  it('refuses backward and impossible steps, and writes nothing', async () => {
    const { order } = await placed(customer);
    await setStatus(admin, order.id, 'confirmed');
    expect((await callError(setStatus(admin, order.id, 'pending'))).code).toBe('failed-precondition');
    expect((await callError(setStatus(admin, order.id, 'ready_for_pickup'))).code).toBe('failed-precondition');
    expect((await readDoc(`orders/${order.id}`))?.statusHistory).toHaveLength(2);
    expect((await callError(setStatus(admin, order.id, 'shipped'))).code).toBe('invalid-argument');
  });

  it('records the rider and delivery time with "Out for delivery" only, the phone normalised', async () => {
    const { order } = await placed(customer);
    const send = (status: string, dispatch: Record<string, unknown>) =>
      admin.call<OrderUpdateResponse>('updateOrderStatus', { orderId: order.id, status, dispatch });
    expect(await callError(send('confirmed', { riderName: 'Issah' }))).toMatchObject({
      code: 'failed-precondition',
      message: ORDER_MESSAGES.dispatchOnlyOutForDelivery,
    });
    expect(await callError(send('out_for_delivery', { riderPhone: '0127' }))).toMatchObject({
      code: 'invalid-argument',
      message: ORDER_MESSAGES.riderPhone,
    });
    const dispatch = { riderName: 'Issah Abdulai', riderPhone: '024 555 0127', day: '2026-11-27', slot: 'morning' };
    const { order: sent } = await send('out_for_delivery', dispatch);
    const stored = { ...dispatch, riderPhone: '+233245550127' };
    expect(sent.dispatch).toEqual(stored);
    expect((await readDoc(`orders/${order.id}`))?.dispatch).toEqual(stored);
  });

  it('undoes a delivery marked by mistake, recorded in the timeline; an order paid online stays paid', async () => {
    const { order } = await placed(customer);
    await setStatus(admin, order.id, 'delivered');
    await db.doc(`orders/${order.id}`).update({ paymentStatus: 'paid', paidAt: Timestamp.fromMillis(1000) });
    const { order: undone } = await setStatus(admin, order.id, 'out_for_delivery');
    expect(undone).toMatchObject({ status: 'out_for_delivery', paymentStatus: 'paid' });
    expect(undone.statusHistory.at(-1)).toMatchObject({
      status: 'out_for_delivery',
      by: admin.uid,
      byName: 'Test admin',
      note: ORDER_MESSAGES.deliveryUndone,
    });
    // Moved on again, it can be delivered once more.
    expect((await setStatus(admin, order.id, 'delivered')).order.status).toBe('delivered');
  });

  it('undoing a delivery undoes the payment recorded with it, and says what was recorded', async () => {
    const { order } = await placed(customer);
    await setStatus(admin, order.id, 'out_for_delivery');
    const payment = { ...(await cashFor(order.id)), reference: 'R-0127' };
    await admin.call('updateOrderStatus', { orderId: order.id, status: 'delivered', payment });
    const { order: undone } = await setStatus(admin, order.id, 'out_for_delivery');
    expect(undone).toMatchObject({ status: 'out_for_delivery', paymentStatus: 'unpaid', paymentRecord: null });
    const total = new Intl.NumberFormat('en-GH', { style: 'currency', currency: 'GHS' }).format(payment.amount);
    expect(undone.statusHistory.slice(-2).map((h) => [h.status, h.paymentStatus, h.note])).toEqual([
      ['out_for_delivery', undefined, ORDER_MESSAGES.deliveryUndone],
      ['out_for_delivery', 'unpaid', ORDER_MESSAGES.deliveryPaymentUndone(`${total}, Cash, reference R-0127`)],
    ]);
    const stored = await readDoc(`orders/${order.id}`);
    expect(stored?.paymentRecord).toBeUndefined();
    expect(stored?.paidAt).toBeUndefined();
    // The earlier entry of the payment stays in the timeline.
    expect(stored?.statusHistory.some((h: { paymentStatus?: string }) => h.paymentStatus === 'paid')).toBe(true);
  });

  it('refuses to undo a delivery after DELIVERY_UNDO_HOURS', async () => {
    const { order } = await placed(customer);
    await setStatus(admin, order.id, 'delivered');
    const stored = await readDoc(`orders/${order.id}`);
    const history = stored?.statusHistory as { at: Timestamp }[];
    const old = Timestamp.fromMillis(Date.now() - (DELIVERY_UNDO_HOURS + 1) * 3_600_000);
    await db.doc(`orders/${order.id}`).update({ statusHistory: history.map((h) => ({ ...h, at: old })) });
    expect(await callError(setStatus(admin, order.id, 'out_for_delivery'))).toMatchObject({
      code: 'failed-precondition',
      message: ORDER_MESSAGES.undoDeliveryTooLate(DELIVERY_UNDO_HOURS),
    });
  });

  it('cancelling from processing puts the stock back; a delivered order cannot be cancelled', async () => {
    const { productId, order } = await placed(customer, { stock: 4, quantity: 3 });
    await setStatus(admin, order.id, 'confirmed');
    await setStatus(admin, order.id, 'processing');
    expect((await setStatus(admin, order.id, 'cancelled', 'Customer changed their mind')).order).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'not_needed',
    });
    expect(await readDoc(`products/${productId}`)).toMatchObject({ stock: 4, sales: 0 });

    const { order: delivered } = await placed(customer);
    for (const status of ['confirmed', 'processing', 'out_for_delivery', 'delivered']) {
      await setStatus(admin, delivered.id, status);
    }
    expect(await callError(setStatus(admin, delivered.id, 'cancelled'))).toMatchObject({
      code: 'failed-precondition',
      message: 'An order that is delivered cannot be marked cancelled.',
    });
  });

  it('is refused to a customer (even for their own order), a deactivated admin and a visitor', async () => {
    const { order } = await placed(customer);
    for (const caller of [customer, formerAdmin]) {
      expect(await callError(setStatus(caller, order.id, 'confirmed'))).toMatchObject({
        code: 'permission-denied',
        message: 'Only admins can do this.',
      });
    }
    expect((await callError(setStatus(anonymousCaller(), order.id, 'confirmed'))).code).toBe('unauthenticated');
    expect((await readDoc(`orders/${order.id}`))?.status).toBe('pending');
  });

  it('says when the order does not exist', async () => {
    expect(await callError(setStatus(admin, newOrderId(), 'confirmed'))).toMatchObject({
      code: 'not-found',
      message: 'Order not found.',
    });
  });
});

describe('markOrderPaid', () => {
  it('an admin marks an order paid, recorded in the timeline', async () => {
    const { order } = await placed(customer);
    await setStatus(admin, order.id, 'confirmed');
    const { order: paid } = await markOrderPaid(admin, order.id, {
      note: 'MoMo ref 12345',
      noteVisibility: 'customer',
    });
    expect(paid.paymentStatus).toBe('paid');
    expect(paid.paidAt).not.toBeNull();
    expect(paid.status).toBe('confirmed');
    expect(paid.statusHistory.at(-1)).toMatchObject({
      status: 'confirmed',
      by: admin.uid,
      note: 'MoMo ref 12345',
      paymentStatus: 'paid',
    });
    expect(await readDoc(`orders/${order.id}`)).toMatchObject({ paymentStatus: 'paid', status: 'confirmed' });
  });

  it('says "Payment received" when no note is given, and refuses to mark it paid twice', async () => {
    const { order } = await placed(customer);
    const { order: paid } = await markOrderPaid(admin, order.id);
    expect(paid.statusHistory.at(-1)?.note).toBe('Payment received');
    expect(await callError(markOrderPaid(admin, order.id))).toMatchObject({
      code: 'failed-precondition',
      message: 'This order is already marked as paid.',
    });
  });

  it('refuses a cancelled order', async () => {
    const { order } = await placed(customer);
    await customer.call('cancelMyOrder', { orderId: order.id });
    expect(await callError(markOrderPaid(admin, order.id))).toMatchObject({
      code: 'failed-precondition',
      message: 'A cancelled order cannot be marked as paid.',
    });
  });

  it('is refused to a customer and a deactivated admin', async () => {
    const { order } = await placed(customer);
    for (const caller of [customer, formerAdmin]) {
      expect((await callError(markOrderPaid(caller, order.id))).code).toBe('permission-denied');
    }
    expect((await readDoc(`orders/${order.id}`))?.paymentStatus).toBe('unpaid');
  });
});

describe('a cancelled paid order is a refund due, then refunded', () => {
  const markPaid = (orderId: string) => markOrderPaid(admin, orderId);
  const refund = (caller: { call: TestUser['call'] }, request: Record<string, unknown>) =>
    caller.call<OrderUpdateResponse>('recordRefund', {
      method: 'mobile_money',
      reference: 'MP240101.1234.A56789',
      ...request,
    });

  it('the customer cancels a pending order staff had marked paid: refund due, said in the timeline', async () => {
    const { order } = await placed(customer);
    await markPaid(order.id);
    const { order: cancelled } = await customer.call<OrderUpdateResponse>('cancelMyOrder', { orderId: order.id });
    expect(cancelled).toMatchObject({ status: 'cancelled', paymentStatus: 'refund_due', refund: null });
    expect(cancelled.statusHistory.map((h) => [h.status, h.paymentStatus, h.note])).toEqual([
      ['pending', undefined, 'Order placed'],
      ['pending', 'paid', 'Payment received'],
      ['cancelled', undefined, 'Cancelled by the customer'],
      ['cancelled', 'refund_due', ORDER_MESSAGES.refundDue],
    ]);
    expect(await readDoc(`orders/${order.id}`)).toMatchObject({ status: 'cancelled', paymentStatus: 'refund_due' });
  });

  it('staff cancel a paid order and record the refund: refunded, with amount, method, reference, who and when', async () => {
    const { order } = await placed(customer, { quantity: 2 }); // 1000 + 50 delivery (or the settings of the day)
    await setStatus(admin, order.id, 'confirmed');
    await markPaid(order.id);
    await setStatus(admin, order.id, 'processing');
    const { order: cancelled } = await setStatus(admin, order.id, 'cancelled', 'Out of stock at the supplier');
    expect(cancelled.paymentStatus).toBe('refund_due');
    expect(cancelled.statusHistory.at(-1)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refund_due',
      by: admin.uid,
      note: ORDER_MESSAGES.refundDue,
    });

    const tooMuch = await callError(refund(admin, { orderId: order.id, amount: order.total + 0.01 }));
    expect(tooMuch).toMatchObject({ code: 'failed-precondition', message: ORDER_MESSAGES.refundTooLarge });
    expect((await readDoc(`orders/${order.id}`))?.paymentStatus).toBe('refund_due');

    const { order: refunded } = await refund(admin, {
      orderId: order.id,
      amount: order.total,
      note: 'Sent to 024 123 4567',
    });
    expect(refunded.paymentStatus).toBe('refunded');
    expect(refunded.refund).toMatchObject({
      amount: order.total,
      method: 'mobile_money',
      reference: 'MP240101.1234.A56789',
      by: admin.uid,
    });
    expect(refunded.statusHistory.at(-1)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      by: admin.uid,
      note: 'Sent to 024 123 4567',
    });
    const stored = await readDoc(`orders/${order.id}`);
    expect(stored).toMatchObject({
      paymentStatus: 'refunded',
      refund: { amount: order.total, method: 'mobile_money', reference: 'MP240101.1234.A56789', by: admin.uid },
    });

    // Once only.
    expect(await callError(refund(admin, { orderId: order.id, amount: 1 }))).toMatchObject({
      code: 'failed-precondition',
      message: ORDER_MESSAGES.refundNotDue,
    });
  });

  it('a part refund in cash is recorded with "Refund paid" when no note is given', async () => {
    const { order } = await placed(customer);
    await markPaid(order.id);
    await customer.call('cancelMyOrder', { orderId: order.id });
    const { order: refunded } = await refund(admin, {
      orderId: order.id,
      amount: 100.5,
      method: 'cash',
      reference: 'Receipt 0042',
    });
    expect(refunded.refund).toMatchObject({ amount: 100.5, method: 'cash', reference: 'Receipt 0042' });
    expect(refunded.statusHistory.at(-1)?.note).toBe(ORDER_MESSAGES.refundRecorded);
  });

  it('refuses a refund for an order that is not a cancelled paid one, a bad amount or reference, and callers who are not active admins', async () => {
    const { order: unpaidCancelled } = await placed(customer);
    await customer.call('cancelMyOrder', { orderId: unpaidCancelled.id });
    const { order: paidActive } = await placed(customer);
    await markPaid(paidActive.id);
    for (const orderId of [unpaidCancelled.id, paidActive.id]) {
      expect(await callError(refund(admin, { orderId, amount: 1 }))).toMatchObject({
        code: 'failed-precondition',
        message: ORDER_MESSAGES.refundNotDue,
      });
    }
    expect(await callError(refund(admin, { orderId: newOrderId(), amount: 1 }))).toMatchObject({
      code: 'not-found',
      message: 'Order not found.',
    });

    const { order } = await placed(customer);
    await markPaid(order.id);
    await customer.call('cancelMyOrder', { orderId: order.id });
    for (const [bad, message] of [
      [{ amount: 0 }, ORDER_MESSAGES.refundAmount],
      [{ amount: 10.005 }, ORDER_MESSAGES.refundAmount],
      [{ amount: 1, method: 'bank' }, ORDER_MESSAGES.refundMethod],
      [{ amount: 1, reference: '  ' }, ORDER_MESSAGES.refundReference],
    ] as const) {
      expect(await callError(refund(admin, { orderId: order.id, ...bad }))).toMatchObject({
        code: 'invalid-argument',
        message,
      });
    }
    for (const caller of [customer, formerAdmin]) {
      expect(await callError(refund(caller, { orderId: order.id, amount: 1 }))).toMatchObject({
        code: 'permission-denied',
        message: 'Only admins can do this.',
      });
    }
    expect((await callError(refund(anonymousCaller(), { orderId: order.id, amount: 1 }))).code).toBe('unauthenticated');
    expect(await readDoc(`orders/${order.id}`)).toMatchObject({ paymentStatus: 'refund_due' });
  });
});

describe("the customer's counters count the orders not cancelled", () => {
  it('totalOrders and totalSpent: an order adds 1 and its total; a cancellation, paid or not, takes them off; a refund changes neither', async () => {
    const { order: kept } = await placed(customer);
    const { order: cancelledByCustomer } = await placed(customer);
    const { order: cancelledByStaff } = await placed(customer);
    const counters = async () => {
      const user = await readDoc(`users/${customer.uid}`);
      return { totalOrders: user?.totalOrders as number, totalSpent: user?.totalSpent as number };
    };
    const sum = (...totals: number[]) => totals.reduce((a, t) => a + Math.round(t * 100), 0) / 100;
    expect(await counters()).toEqual({
      totalOrders: 3,
      totalSpent: sum(kept.total, cancelledByCustomer.total, cancelledByStaff.total),
    });

    await customer.call('cancelMyOrder', { orderId: cancelledByCustomer.id });
    expect(await counters()).toEqual({ totalOrders: 2, totalSpent: sum(kept.total, cancelledByStaff.total) });

    await markOrderPaid(admin, cancelledByStaff.id);
    await setStatus(admin, cancelledByStaff.id, 'cancelled');
    expect(await counters()).toEqual({ totalOrders: 1, totalSpent: sum(kept.total) });

    await admin.call('recordRefund', {
      orderId: cancelledByStaff.id,
      amount: cancelledByStaff.total,
      method: 'cash',
      reference: 'Receipt 7',
    });
    expect(await counters()).toEqual({ totalOrders: 1, totalSpent: sum(kept.total) });
  });
});
