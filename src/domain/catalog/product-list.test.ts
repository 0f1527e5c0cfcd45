import { describe, expect, it } from 'vitest';
import { productListFields, showingStatus } from './product-list';

const listed = { name: 'Deye 5kW Hybrid', brand: 'Deye', category: 'Inverters', type: 'product' as const };

describe('productListFields', () => {
  it('stores the stock level against the product’s own low-stock level', () => {
    const level = (stock: number, lowStockThreshold = 5) =>
      productListFields({ ...listed, stock, lowStockThreshold }).stockLevel;
    expect(level(0)).toBe('out');
    expect(level(5)).toBe('low');
    expect(level(6)).toBe('in-stock');
    expect(level(6, 10)).toBe('low');
    expect(productListFields({ ...listed, type: 'service', stock: 0, lowStockThreshold: 5 }).stockLevel).toBe(
      'service',
    );
  });

  it('stores the beginnings of every word of the name, brand and category, once each', () => {
    const { searchKeys } = productListFields({ ...listed, stock: 1, lowStockThreshold: 5 });
    expect(searchKeys).toEqual(expect.arrayContaining(['de', 'dey', 'deye', '5k', '5kw', 'hy', 'hybrid', 'inverter']));
    expect(searchKeys).not.toContain('d');
    expect(new Set(searchKeys).size).toBe(searchKeys.length);
  });
});

describe('showingStatus', () => {
  it('says how many are shown of how many, once the total is known', () => {
    expect(showingStatus(12, 57, null)).toBe('Showing 12 of 57 products');
    expect(showingStatus(12, undefined, null)).toBe('Showing 12 products');
    expect(showingStatus(12, 13, 'Inverters')).toBe('Showing 12 of 13 products in Inverters');
    expect(showingStatus(7, 7, 'Batteries')).toBe('Showing all 7 products in Batteries');
    expect(showingStatus(1, 1, null)).toBe('Showing 1 product');
    // A total read before more products were shown (one added since) is not said.
    expect(showingStatus(24, 20, null)).toBe('Showing 24 products');
  });
});
