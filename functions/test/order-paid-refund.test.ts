/**
 * An order marked paid by staff, a cancelled paid order refunded, and the customer's counters of orders and money
 * spent.
 */
import { describe, expect, it } from 'vitest';
import { ORDER_MESSAGES } from '@domain/shared/messages';
import type { OrderUpdateResponse } from '@domain/order/order';
import { admin, customer, formerAdmin, markOrderPaid, placed, setStatus, withOrderUsers } from './order-status-setup';
import { anonymousCaller, callError, newOrderId, readDoc, type TestUser } from './support';

withOrderUsers();

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
