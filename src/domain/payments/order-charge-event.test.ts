import { describe, expect, it } from 'vitest';
import { decideOrderChargeEvent } from './order-payment';

const order = { total: 1234.5, paymentStatus: 'awaiting_payment', status: 'pending' };
const attempt = { reference: 'o1-1' };
const paid = { reference: 'o1-1', amount: 123_450, currency: 'GHS' };

describe('decideOrderChargeEvent: a verified successful charge for an order', () => {
  it('pays an order waiting for exactly that amount in GHS under that reference', () => {
    expect(decideOrderChargeEvent(order, attempt, paid)).toEqual({ kind: 'paid' });
    expect(decideOrderChargeEvent({ ...order, paymentStatus: 'unpaid' }, attempt, paid)).toEqual({ kind: 'paid' });
  });

  it('knows no order or no attempt of that reference', () => {
    expect(decideOrderChargeEvent(null, attempt, paid)).toEqual({ kind: 'unknown_reference' });
    expect(decideOrderChargeEvent(order, undefined, paid)).toEqual({ kind: 'unknown_reference' });
  });

  it('refuses another amount, currency or reference, saying what was expected in pesewas', () => {
    for (const verified of [
      { ...paid, amount: 123_449 },
      { ...paid, currency: 'NGN' },
      { ...paid, reference: 'o1-2' },
    ]) {
      expect(decideOrderChargeEvent(order, attempt, verified)).toEqual({ kind: 'mismatch', expected: 123_450 });
    }
  });

  it('keeps for staff a payment for an order no longer waiting for one', () => {
    for (const closed of [
      { ...order, paymentStatus: 'paid' },
      { ...order, paymentStatus: 'refunded' },
      { ...order, status: 'cancelled' },
    ]) {
      expect(decideOrderChargeEvent(closed, attempt, paid)).toEqual({ kind: 'paid_after_close' });
    }
  });
});
