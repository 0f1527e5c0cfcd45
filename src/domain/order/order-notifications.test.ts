import { describe, expect, it } from 'vitest';
import { orderEvents, orderNotificationData } from './order-notifications';
import { orderFromRecord } from './order-record';

const at = (value: unknown) => value;
const order = (data: Record<string, unknown>) =>
  orderFromRecord('order-1', { status: 'pending', paymentStatus: 'unpaid', total: 770.33, ...data }, at);
const entry = (status: string, note = '', paymentStatus?: string) => ({
  status,
  at: 1,
  by: 'staff',
  note,
  ...(paymentStatus ? { paymentStatus } : {}),
});
const attempt = (reference: string, status: string, extra: Record<string, unknown> = {}) => ({
  reference,
  status,
  network: 'mtn',
  ...extra,
});

describe('orderEvents', () => {
  it('tells of an order placed', () => {
    expect(orderEvents(null, order({}))).toEqual([{ key: 'placed', template: 'order_placed' }]);
  });

  it('tells of the statuses a customer hears of, with the note staff marked for them', () => {
    const before = order({ statusHistory: [entry('pending')] });
    const after = order({
      status: 'confirmed',
      statusHistory: [entry('pending', 'Old note'), entry('confirmed', '  We call you tomorrow ')],
    });
    expect(orderEvents(before, after)).toEqual([
      { key: 'status-confirmed', template: 'order_status', extra: { note: 'We call you tomorrow' } },
    ]);
    // Processing is not told, nor a change that keeps the status.
    expect(orderEvents(before, order({ status: 'processing' }))).toEqual([]);
    expect(orderEvents(before, order({}))).toEqual([]);
  });

  it('tells an order expired unpaid as such, not as cancelled', () => {
    const before = order({ paymentStatus: 'awaiting_payment', paymentMethod: 'mobile_money_now' });
    const after = order({ status: 'cancelled', paymentStatus: 'expired', paymentMethod: 'mobile_money_now' });
    expect(orderEvents(before, after)).toEqual([{ key: 'payment-expired', template: 'payment_expired' }]);
  });

  it('tells of a payment received and of a refund, with its amount (else the total)', () => {
    expect(orderEvents(order({}), order({ paymentStatus: 'paid' }))).toEqual([
      { key: 'payment-paid', template: 'payment_received' },
    ]);
    const due = order({ status: 'cancelled', paymentStatus: 'refund_due' });
    const refund = { method: 'cash', amount: 500.5, reference: '', at: 1, by: 'staff' };
    expect(orderEvents(due, order({ status: 'cancelled', paymentStatus: 'refunded', refund }))).toEqual([
      { key: 'refund', template: 'refund_made', extra: { amount: 500.5 } },
    ]);
    expect(orderEvents(due, order({ status: 'cancelled', paymentStatus: 'refunded' }))).toEqual([
      { key: 'refund', template: 'refund_made', extra: { amount: 770.33 } },
    ]);
  });

  it('tells of a failed Mobile Money payment once, with its reason only when it says more', () => {
    const before = order({ paymentAttempts: [attempt('order-1-1', 'pending')] });
    const declined = attempt('order-1-1', 'failed', { failure: 'declined', message: 'You declined the payment.' });
    expect(orderEvents(before, order({ paymentAttempts: [declined] }))).toEqual([
      { key: 'payment-failed', template: 'payment_failed', extra: { reason: 'You declined the payment.' } },
    ]);
    const other = attempt('order-1-1', 'failed', { failure: 'other', message: 'Error 500' });
    expect(orderEvents(before, order({ paymentAttempts: [other] }))).toEqual([
      { key: 'payment-failed', template: 'payment_failed', extra: { reason: '' } },
    ]);
    // Already failed before: nothing new; paid or cancelled in the same change: that message says what matters.
    expect(orderEvents(order({ paymentAttempts: [declined] }), order({ paymentAttempts: [declined] }))).toEqual([]);
    expect(orderEvents(before, order({ paymentStatus: 'paid', paymentAttempts: [declined] }))).toEqual([
      { key: 'payment-paid', template: 'payment_received' },
    ]);
  });
});

describe('orderNotificationData', () => {
  it('says the order as the templates read it', () => {
    const data = orderNotificationData(
      order({
        number: 'SS-2611-0042',
        customer: { displayName: 'Abena' },
        items: [{ productId: 'panel', name: 'Solar panel', price: 333.33, quantity: 2 }],
        delivery: { method: 'pickup', address: { fullName: '', phone: '024 123 4567' } },
        paymentMethod: 'mobile_money_now',
      }),
      'https://shop.example',
    );
    expect(data).toEqual({
      orderNumber: 'SS-2611-0042',
      orderId: 'order-1',
      shopUrl: 'https://shop.example',
      customerName: 'Abena',
      customerPhone: '+233241234567',
      items: [{ name: 'Solar panel', quantity: 2, price: 333.33 }],
      total: 770.33,
      deliveryMethod: 'pickup',
      paymentMethod: 'mobile_money_now',
      status: 'pending',
    });
  });
});
