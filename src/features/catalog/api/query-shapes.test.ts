import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '@domain/catalog/catalog';
import { PRODUCT_SORTS } from '@domain/catalog/product-sort';
import { QUERY_SHAPES as FEATURED_SHAPES } from './get-featured-products';
import { productListShape, QUERY_SHAPES as LIST_SHAPES } from './get-products';
import { searchCorpusShape } from './search-products';

describe('product list query building (docs/storefront.md, "Reading the catalogue")', () => {
  it('orders by createdAt, newest first, by default, with no filter and no limit', () => {
    expect(productListShape()).toEqual({
      collection: 'products',
      where: [],
      orderBy: [{ field: 'createdAt', direction: 'desc' }],
    });
  });

  it('filters by category and by available, orders by the chosen field, and limits when asked', () => {
    expect(productListShape({ category: 'Inverters', available: true, sort: 'price-asc', limit: 13 })).toEqual({
      collection: 'products',
      where: [
        { field: 'category', op: '==', value: 'Inverters' },
        { field: 'available', op: '==', value: true },
      ],
      orderBy: [{ field: 'price', direction: 'asc' }],
      limit: 13,
    });
    expect(productListShape({ sort: 'price-desc' }).orderBy).toEqual([{ field: 'price', direction: 'desc' }]);
    expect(productListShape({ sort: 'name' }).orderBy).toEqual([{ field: 'name', direction: 'asc' }]);
    expect(productListShape({ available: false }).where).toEqual([{ field: 'available', op: '==', value: false }]);
    expect(productListShape({ category: null }).where).toEqual([]);
  });

  it('lists every shape it can build, for the index check', () => {
    const sorts = Object.keys(PRODUCT_SORTS).length;
    expect(LIST_SHAPES).toHaveLength((CATEGORIES.length + 1) * 3 * sorts);
    expect(LIST_SHAPES).toContainEqual(productListShape({ category: 'Batteries', available: true, sort: 'name' }));
  });

  it('featured: featured and available, newest first, 10 by default', () => {
    expect(FEATURED_SHAPES).toEqual([
      {
        collection: 'products',
        where: [
          { field: 'featured', op: '==', value: true },
          { field: 'available', op: '==', value: true },
        ],
        orderBy: [{ field: 'createdAt', direction: 'desc' }],
        limit: 10,
      },
    ]);
  });

  it('search reads the available products ordered by name', () => {
    expect(searchCorpusShape()).toEqual({
      collection: 'products',
      where: [{ field: 'available', op: '==', value: true }],
      orderBy: [{ field: 'name', direction: 'asc' }],
    });
  });
});
