/**
 * An order's status: the customer cancels a pending order; staff move it through its steps, record the rider,
 * undo a delivery marked by mistake and cancel it. Payments and refunds: order-paid-refund.test.ts.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { ORDER_MESSAGES } from '@domain/shared/messages';
import { DELIVERY_UNDO_HOURS, type OrderDto, type OrderUpdateResponse } from '@domain/order/order';
import { admin, cashFor, customer, formerAdmin, placed, setStatus, withOrderUsers } from './order-status-setup';
import { anonymousCaller, callError, createUser, db, newOrderId, readDoc } from './support';

withOrderUsers();

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
