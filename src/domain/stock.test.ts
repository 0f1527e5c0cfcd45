import { describe, expect, it } from 'vitest';
import { stockLabel, stockState } from './stock';

const label = (stock: number, type: 'product' | 'service' = 'product') =>
  stockLabel(stockState({ type, stock, lowStockThreshold: 5 }));

describe('stock state', () => {
  it('says "In stock", "Only N left" at or below the threshold, or "Out of stock"', () => {
    expect(label(6)).toBe('In stock');
    expect(label(5)).toBe('Only 5 left');
    expect(label(1)).toBe('Only 1 left');
    expect(label(0)).toBe('Out of stock');
    expect(label(-2)).toBe('Out of stock');
  });

  it('does not count stock for services', () => {
    expect(label(0, 'service')).toBe('Service');
  });
});
