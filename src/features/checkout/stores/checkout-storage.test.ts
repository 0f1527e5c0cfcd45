import { beforeEach, describe, expect, it } from 'vitest';
import { ORDER_ID_PATTERN } from '@domain/order/order';
import {
  clearCheckoutDraft,
  clearPendingOrderId,
  pendingOrderId,
  readCheckoutDraft,
  writeCheckoutDraft,
} from './checkout-storage';

beforeEach(() => sessionStorage.clear());

describe('the order id of a checkout (the idempotency key)', () => {
  it('stays the same for every attempt, even after a reload, until the order is placed', () => {
    const first = pendingOrderId('ama');
    expect(first).toMatch(ORDER_ID_PATTERN);
    expect(pendingOrderId('ama')).toBe(first);
    expect(sessionStorage.getItem('savanna-solar-checkout-order-id:ama')).toBe(first);
    clearPendingOrderId('ama');
    const next = pendingOrderId('ama');
    expect(next).not.toBe(first);
  });

  it('belongs to one user', () => {
    expect(pendingOrderId('ama')).not.toBe(pendingOrderId('kofi'));
  });
});

describe('the checkout form as typed', () => {
  it('is kept until the order is placed', () => {
    expect(readCheckoutDraft('ama')).toBeUndefined();
    writeCheckoutDraft('ama', { method: 'pickup' });
    expect(readCheckoutDraft('ama')).toEqual({ method: 'pickup' });
    expect(readCheckoutDraft('kofi')).toBeUndefined();
    clearCheckoutDraft('ama');
    expect(readCheckoutDraft('ama')).toBeUndefined();
  });
});
