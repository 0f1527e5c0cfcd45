import { Timestamp } from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { defaultTypeFor } from '@domain/catalog/catalog';
import { productFromData } from './converters';

describe('product type defaulting (docs/storefront.md, "Products and stock")', () => {
  it.each([
    ['Installation Services', 'service'],
    ['Maintenance Services', 'service'],
    ['Consultation Services', 'service'],
    ['Solar Panels', 'product'],
    ['Inverters', 'product'],
    ['UPS Units', 'product'],
    ['Something new', 'product'],
    ['', 'product'],
  ])('a %j product without a type is a %s', (category, type) => {
    expect(defaultTypeFor(category)).toBe(type);
    expect(productFromData('x', { name: 'X', category }).type).toBe(type);
  });

  it('keeps a type that is set, and ignores one that is not product or service', () => {
    expect(productFromData('x', { category: 'Inverters', type: 'service' }).type).toBe('service');
    expect(productFromData('x', { category: 'Installation Services', type: 'product' }).type).toBe('product');
    expect(productFromData('x', { category: 'Installation Services', type: 'gift' }).type).toBe('service');
  });
});

describe('productFromData', () => {
  it('turns Timestamps into Dates and fills what is missing with safe defaults', () => {
    const at = Timestamp.fromMillis(1_700_000_000_000);
    const product = productFromData('p1', {
      name: 'Panel',
      price: 2150,
      stock: 12,
      available: true,
      specs: { powerW: 450, cellType: 'Mono', bad: { nested: true }, nan: Number.NaN },
      images: ['/a.svg', 3],
      createdAt: at,
    });
    expect(product).toMatchObject({
      id: 'p1',
      name: 'Panel',
      price: 2150,
      stock: 12,
      available: true,
      featured: false,
      views: 0,
      specs: { powerW: 450, cellType: 'Mono' },
      images: ['/a.svg'],
      lowStockThreshold: 5,
      createdAt: new Date(1_700_000_000_000),
      lastViewed: null,
    });
    expect(productFromData('p2', { available: 'yes', price: '10' })).toMatchObject({ available: false, price: 0 });
  });
});
