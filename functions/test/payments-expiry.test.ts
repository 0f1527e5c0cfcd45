/**
 * An order paid now with Mobile Money that is not paid in time, cancelled, or refunded, on the emulators with
 * Paystack's stand-in (scripts/lib/paystack-standin.ts): the expiry (the scheduled sweep) cancels it or finds it
 * paid, a cancelled order waits for no payment, and a paid order cancelled is refunded through Paystack, once.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { OrderDto, OrderUpdateResponse } from '@domain/order/order';
import { onlineOrder, orderDoc, payOrder } from './mobile-money-order';
import { postWebhook, sign, settle, standinCalls, WALLETS } from './paystack';
import { callError, cleanup, createUser, readDoc, waitFor } from './support';

afterAll(cleanup);

describe('expiry (the scheduled sweep, called here as the scheduler calls it)', () => {
  it('an order unpaid after the hold time is cancelled, its stock returned, the timeline says why', async () => {
    const { expireUnpaidOrders } = await import('../src/orders/lib/order-payments');
    const { user, order, productId } = await onlineOrder();
    await payOrder(user, order.id, WALLETS.noAnswer);
    expect((await readDoc(`products/${productId}`))?.stock).toBe(3);

    // Before the hold time: nothing happens.
    expect(await expireUnpaidOrders(new Date(Date.now() + 29 * 60_000))).not.toContain(order.id);
    expect((await orderDoc(order.id))?.status).toBe('pending');

    expect(await expireUnpaidOrders(new Date(Date.now() + 31 * 60_000))).toContain(order.id);
    const expired = await orderDoc(order.id);
    expect(expired).toMatchObject({ status: 'cancelled', paymentStatus: 'expired' });
    expect(expired?.statusHistory.at(-1)).toMatchObject({ status: 'cancelled', note: 'Payment not received in time' });
    expect((await readDoc(`products/${productId}`))?.stock).toBe(5);
    // Only once.
    expect(await expireUnpaidOrders(new Date(Date.now() + 31 * 60_000))).not.toContain(order.id);
    expect((await readDoc(`products/${productId}`))?.stock).toBe(5);
  });

  it('a paid order (its webhook lost) is found paid by verify instead of expiring', async () => {
    const { expireUnpaidOrders } = await import('../src/orders/lib/order-payments');
    const { user, order } = await onlineOrder();
    const { attempt } = await payOrder(user, order.id, WALLETS.noAnswer);
    // The phone approves, but the webhook never arrives: paid at Paystack only.
    await settle(attempt.reference, { webhook: false });
    expect((await orderDoc(order.id))?.paymentStatus).toBe('awaiting_payment');
    expect(await expireUnpaidOrders(new Date(Date.now() + 31 * 60_000))).not.toContain(order.id);
    expect(await orderDoc(order.id)).toMatchObject({ status: 'pending', paymentStatus: 'paid' });
  });
});

describe('a cancelled order no longer waits for its payment', () => {
  const refused = { code: 'failed-precondition', message: 'This order is not waiting for a payment.' };

  it('cancelled by the customer while awaiting Mobile Money: no payment due, no hold time, payment refused', async () => {
    const { user, order, productId } = await onlineOrder();
    await payOrder(user, order.id, WALLETS.decline);
    const { order: cancelled } = await user.call<OrderUpdateResponse>('cancelMyOrder', { orderId: order.id });
    expect(cancelled).toMatchObject({ status: 'cancelled', paymentStatus: 'not_needed', paymentDueBy: null });
    const stored = await orderDoc(order.id);
    expect(stored).toMatchObject({ status: 'cancelled', paymentStatus: 'not_needed' });
    expect(stored?.paymentDueBy).toBeUndefined();
    expect((await readDoc(`products/${productId}`))?.stock).toBe(5);
    // Nothing may be paid on it any more, and the expiry leaves it as it is.
    expect(await callError(payOrder(user, order.id, WALLETS.approve))).toMatchObject(refused);
    expect(
      await callError(
        user.call('switchToPayOnDelivery', { orderId: order.id, paymentMethod: 'mobile_money_on_delivery' }),
      ),
    ).toMatchObject(refused);
    const { expireUnpaidOrders } = await import('../src/orders/lib/order-payments');
    expect(await expireUnpaidOrders(new Date(Date.now() + 31 * 60_000))).not.toContain(order.id);
    expect((await orderDoc(order.id))?.paymentStatus).toBe('not_needed');
  });

  it('cancelled by staff while awaiting Mobile Money: no payment due, no hold time', async () => {
    const admin = await createUser({ role: 'admin' });
    const { order } = await onlineOrder();
    const { order: cancelled } = await admin.call<OrderUpdateResponse>('updateOrderStatus', {
      orderId: order.id,
      status: 'cancelled',
    });
    expect(cancelled).toMatchObject({ status: 'cancelled', paymentStatus: 'not_needed', paymentDueBy: null });
    const stored = await orderDoc(order.id);
    expect(stored).toMatchObject({ status: 'cancelled', paymentStatus: 'not_needed' });
    expect(stored?.paymentDueBy).toBeUndefined();
  });

  it('cancelled by the expiry: not paid in time, no hold time left', async () => {
    const { expireUnpaidOrders } = await import('../src/orders/lib/order-payments');
    const { user, order } = await onlineOrder();
    await payOrder(user, order.id, WALLETS.noAnswer);
    expect(await expireUnpaidOrders(new Date(Date.now() + 31 * 60_000))).toContain(order.id);
    const stored = await orderDoc(order.id);
    expect(stored).toMatchObject({ status: 'cancelled', paymentStatus: 'expired' });
    expect(stored?.paymentDueBy).toBeUndefined();
    expect(await callError(payOrder(user, order.id, WALLETS.approve))).toMatchObject(refused);
  });
});

describe('refunds', () => {
  it('a paid order cancelled by the customer is refunded through Paystack, once', async () => {
    const { user, order } = await onlineOrder();
    const { attempt } = await payOrder(user, order.id, WALLETS.approve);
    await waitFor(
      () => orderDoc(order.id),
      (o) => o?.paymentStatus === 'paid',
    );

    const { order: cancelled } = await user.call<{ order: OrderDto }>('cancelMyOrder', { orderId: order.id });
    expect(cancelled.paymentStatus).toBe('refund_due');
    const refunded = await waitFor(
      () => orderDoc(order.id),
      (o) => o?.paymentStatus === 'refunded',
    );
    expect(refunded?.refund).toMatchObject({ amount: order.total, method: 'mobile_money', by: 'paystack' });
    const notes = refunded?.statusHistory.map((h: { note: string }) => h.note);
    expect(notes).toContain(`Refund started with Paystack (${attempt.reference})`);
    expect(notes).toContain(`Refunded to the customer's wallet by Paystack (${attempt.reference})`);

    // Paystack's refund.processed again: nothing changes; Paystack was asked once.
    const refundId = /Paystack refund (\d+)/.exec(refunded?.refund.reference)![1];
    const body = JSON.stringify({
      event: 'refund.processed',
      data: {
        id: Number(refundId),
        status: 'processed',
        transaction_reference: attempt.reference,
        amount: Math.round(order.total * 100),
        currency: 'GHS',
      },
    });
    expect(await postWebhook(body, sign(body))).toBe(200);
    expect((await orderDoc(order.id))?.statusHistory).toEqual(refunded?.statusHistory);
    expect(
      (await standinCalls()).filter((c) => c.path === '/refund' && c.reference === attempt.reference),
    ).toHaveLength(1);
  });

  it('staff cancelling a paid order: refunded through Paystack', async () => {
    const admin = await createUser({ role: 'admin' });
    const { user, order } = await onlineOrder();
    await payOrder(user, order.id, WALLETS.approve);
    await waitFor(
      () => orderDoc(order.id),
      (o) => o?.paymentStatus === 'paid',
    );
    await admin.call('updateOrderStatus', { orderId: order.id, status: 'confirmed' });
    await admin.call('updateOrderStatus', {
      orderId: order.id,
      status: 'cancelled',
      note: 'Out of stock at the supplier',
    });
    const refunded = await waitFor(
      () => orderDoc(order.id),
      (o) => o?.paymentStatus === 'refunded',
    );
    expect(refunded?.paymentStatus).toBe('refunded');
  });
});
