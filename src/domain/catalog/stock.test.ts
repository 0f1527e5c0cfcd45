import { describe, expect, it } from 'vitest';
import { applyStockUpdate, availableFor, MAX_STOCK, stockLabel, stockState } from './stock';

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

describe('stock update modes (docs/storefront.md, "Products and stock")', () => {
  it('adds, and the product becomes available once stock is above 0', () => {
    expect(applyStockUpdate(0, 'add', 5)).toEqual({ stock: 5, available: true });
    expect(applyStockUpdate(3, 'add', 0)).toEqual({ stock: 3, available: true });
    expect(applyStockUpdate(0, 'add', 0)).toEqual({ stock: 0, available: false });
  });

  it('subtracts, never below 0, and a product at 0 is unavailable', () => {
    expect(applyStockUpdate(10, 'subtract', 4)).toEqual({ stock: 6, available: true });
    expect(applyStockUpdate(4, 'subtract', 4)).toEqual({ stock: 0, available: false });
    expect(applyStockUpdate(2, 'subtract', 9)).toEqual({ stock: 0, available: false });
  });

  it('sets, available only when the new stock is above 0', () => {
    expect(applyStockUpdate(10, 'set', 0)).toEqual({ stock: 0, available: false });
    expect(applyStockUpdate(0, 'set', 7)).toEqual({ stock: 7, available: true });
  });

  it('keeps a soft-deleted product out of the shop whatever its stock', () => {
    expect(applyStockUpdate(0, 'add', 5, { deleted: true })).toEqual({ stock: 5, available: false });
  });

  it('treats a broken current stock as 0 and caps at MAX_STOCK', () => {
    expect(applyStockUpdate(Number.NaN, 'add', 2)).toEqual({ stock: 2, available: true });
    expect(applyStockUpdate(-3, 'subtract', 1)).toEqual({ stock: 0, available: false });
    expect(applyStockUpdate(MAX_STOCK, 'add', 1).stock).toBe(MAX_STOCK);
  });

  it('refuses an amount that is not a whole number from 0 to MAX_STOCK', () => {
    for (const amount of [-1, 1.5, Number.NaN, MAX_STOCK + 1]) {
      expect(() => applyStockUpdate(1, 'set', amount)).toThrow(RangeError);
    }
  });

  it('says a service is always available and a product only with stock', () => {
    expect(availableFor('service', 0)).toBe(true);
    expect(availableFor('product', 0)).toBe(false);
    expect(availableFor('product', 1)).toBe(true);
  });
});
