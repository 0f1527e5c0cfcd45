import { describe, expect, it } from 'vitest';
import { isCategory, isProductSort, productComparator } from './product-sort';

const p = (id: string, price: number, name: string, day: number | null) => ({
  id,
  price,
  name,
  createdAt: day === null ? null : new Date(2026, 0, day),
});

describe('product sorts', () => {
  const items = [
    p('b', 300, 'Battery', 2),
    p('a', 100, 'Panel', 3),
    p('c', 300, 'Inverter', 1),
    p('d', 50, 'Cable', null),
  ];

  it('orders as Firestore does: newest first, price up or down, name; ties by id', () => {
    const ids = (sort: Parameters<typeof productComparator>[0]) =>
      [...items].sort(productComparator(sort)).map((i) => i.id);
    expect(ids('newest')).toEqual(['a', 'b', 'c', 'd']);
    expect(ids('price-asc')).toEqual(['d', 'a', 'b', 'c']);
    expect(ids('price-desc')).toEqual(['c', 'b', 'a', 'd']);
    expect(ids('name')).toEqual(['b', 'd', 'c', 'a']);
  });

  it('recognises the sorts and categories a URL may carry, and nothing else', () => {
    expect(isProductSort('price-asc')).toBe(true);
    expect(isProductSort('toString')).toBe(false);
    expect(isProductSort(null)).toBe(false);
    expect(isCategory('Inverters')).toBe(true);
    expect(isCategory('inverters')).toBe(false);
  });
});
