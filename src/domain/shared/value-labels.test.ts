import { describe, expect, it } from 'vitest';
import VALUE_LABELS from './value-labels.json' with { type: 'json' };
import { ORDER_STATUSES, PAYMENT_STATUS_LABELS } from '@domain/order/order';
import { STOCK_MODES } from '@domain/catalog/stock';
import { NOTIFY_BY_OPTIONS } from '@domain/users/user';

describe('value-labels.json', () => {
  it('gives every stored value words a shopper or staff member reads (no code names)', () => {
    for (const [set, labels] of Object.entries(VALUE_LABELS)) {
      expect(Object.keys(labels).length, set).toBeGreaterThan(1);
      for (const [value, label] of Object.entries(labels)) {
        expect(value, set).toMatch(/^[a-z][a-z_-]*$/);
        expect(label, `${set}.${value}`).toMatch(/^[A-Z][^_]*$/);
      }
    }
  });

  it('is what the domain reads: the values in the order written, with their words', () => {
    expect(ORDER_STATUSES[0]).toBe('pending');
    expect(ORDER_STATUSES.at(-1)).toBe('cancelled');
    expect(PAYMENT_STATUS_LABELS.refund_due).toBe('Refund due');
  });

  it('holds exactly the values of the choices whose modules keep their own lists (choice-labels.ts)', () => {
    expect(Object.keys(VALUE_LABELS.notifyBy)).toEqual([...NOTIFY_BY_OPTIONS]);
    expect(Object.keys(VALUE_LABELS.stockMode)).toEqual([...STOCK_MODES]);
  });
});
