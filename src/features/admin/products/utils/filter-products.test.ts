import { describe, expect, it } from 'vitest';
import { adminProductsShape, NO_PRODUCT_FILTERS, type ProductFilters } from './filter-products';

const shape = (filters: Partial<ProductFilters>) => adminProductsShape({ ...NO_PRODUCT_FILTERS, ...filters });

describe('adminProductsShape', () => {
  it('asks the server for a page of the products not deleted, newest first', () => {
    expect(shape({})).toEqual({
      collection: 'products',
      where: [{ field: 'deletedAt', op: '==', value: null }],
      orderBy: [{ field: 'createdAt', direction: 'desc' }],
    });
  });

  it('lists deleted products most recently deleted first', () => {
    expect(shape({ status: 'deleted' })).toMatchObject({
      where: [{ field: 'deletedAt', op: '!=', value: null }],
      orderBy: [{ field: 'deletedAt', direction: 'desc' }],
    });
  });

  it('filters by category and by the stored stock level on the server', () => {
    expect(shape({ category: 'Batteries', status: 'low' }).where).toEqual([
      { field: 'category', op: '==', value: 'Batteries' },
      { field: 'deletedAt', op: '==', value: null },
      { field: 'stockLevel', op: '==', value: 'low' },
    ]);
    expect(shape({ status: 'out' }).where).toContainEqual({ field: 'stockLevel', op: '==', value: 'out' });
    expect(shape({ status: 'on-sale' }).where).toEqual([{ field: 'available', op: '==', value: true }]);
  });

  it('asks for the longest word typed, in lower case; a search of nothing is no search', () => {
    expect(shape({ search: 'Deye  HYBRID 5kw' }).where).toContainEqual({
      field: 'searchKeys',
      op: 'array-contains',
      value: 'hybrid',
    });
    expect(shape({ search: '  - ' })).toEqual(shape({}));
  });
});
