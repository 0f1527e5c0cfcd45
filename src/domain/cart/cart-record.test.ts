import { describe, expect, it } from 'vitest';
import { cartFromRecord } from './cart-record';

describe('a stored cart, read', () => {
  it('keeps the well-formed lines and drops the rest', () => {
    const items = [
      { productId: 'panel', quantity: 2 },
      { productId: '', quantity: 1 },
      { productId: 'battery', quantity: 1.5 },
      { productId: 'inverter', quantity: 0 },
      { quantity: 3 },
      'panel',
      null,
      { productId: 'cable', quantity: 1, extra: true },
    ];
    expect(cartFromRecord({ items })).toEqual([
      { productId: 'panel', quantity: 2 },
      { productId: 'cable', quantity: 1 },
    ]);
  });

  it('reads no cart, or lines that are not a list, as empty', () => {
    expect(cartFromRecord(undefined)).toEqual([]);
    expect(cartFromRecord({ items: 'panel' })).toEqual([]);
  });
});
