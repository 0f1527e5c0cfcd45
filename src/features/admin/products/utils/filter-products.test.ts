import { describe, expect, it } from 'vitest';
import type { Product } from '@/domain/product';
import { filterProducts, NO_PRODUCT_FILTERS } from './filter-products';

const product = (id: string, extra: Partial<Product> = {}): Product => ({
  id,
  name: `Product ${id}`,
  description: '',
  category: 'Inverters',
  type: 'product',
  price: 1,
  stock: 10,
  available: true,
  featured: false,
  views: 0,
  sales: 0,
  brand: 'Deye',
  specs: {},
  images: [],
  lowStockThreshold: 5,
  createdAt: null,
  updatedAt: null,
  createdBy: null,
  updatedBy: null,
  deletedAt: null,
  deletedBy: null,
  lastViewed: null,
  ...extra,
});

const list = [
  product('a', { name: 'Growatt 5 kW Inverter', brand: 'Growatt' }),
  product('b', { category: 'Batteries', stock: 3 }),
  product('c', { stock: 0, available: false }),
  product('d', { deletedAt: new Date(), available: false }),
];
const ids = (filters: Partial<typeof NO_PRODUCT_FILTERS>) =>
  filterProducts(list, { ...NO_PRODUCT_FILTERS, ...filters }).map((p) => p.id);

describe('filterProducts', () => {
  it('hides deleted products unless asked for them', () => {
    expect(ids({})).toEqual(['a', 'b', 'c']);
    expect(ids({ status: 'deleted' })).toEqual(['d']);
  });

  it('searches every word in name, brand, category and id, ignoring case', () => {
    expect(ids({ search: 'growatt INVERTER' })).toEqual(['a']);
    expect(ids({ search: 'batteries' })).toEqual(['b']);
    expect(ids({ search: 'nothing-like-this' })).toEqual([]);
  });

  it('filters by category and stock state', () => {
    expect(ids({ category: 'Inverters' })).toEqual(['a', 'c']);
    expect(ids({ status: 'on-sale' })).toEqual(['a', 'b']);
    expect(ids({ status: 'low' })).toEqual(['b']);
    expect(ids({ status: 'out' })).toEqual(['c']);
  });
});
