import { describe, expect, it } from 'vitest';
import { SEED_PRODUCTS } from '@domain/demo/catalogue';
import { NO_PRODUCT_RECORD, type Product } from './product';
import { rankedSearch, searchProducts, splitByRelevance } from './product-search';
import {
  applySearchIndexChanges,
  buildSearchIndex,
  matchWords,
  productFromSearchRow,
  searchIndexEntries,
  searchIndexRow,
} from './search-index';
import { stockLabel, stockState } from './stock';

const base: Product = {
  ...NO_PRODUCT_RECORD,
  id: 'p1',
  name: 'Deye 5 kW Hybrid Inverter',
  description: 'A hybrid inverter, for batteries and panels. Pure sine wave; inverter warranty 5 years.',
  category: 'Inverters',
  type: 'product',
  price: 14500.5,
  stock: 3,
  available: true,
  featured: true,
  views: 12,
  sales: 4,
  brand: 'Deye',
  specs: { powerW: 5000 },
  images: ['/products/inverter.svg', '/products/other.svg'],
  lowStockThreshold: 5,
};
const make = (over: Partial<Product>): Product => ({ ...base, ...over });

describe('the search index', () => {
  it('keeps what a result card shows: name, category, brand, price, stock state, first picture', () => {
    const row = searchIndexRow(base);
    const card = productFromSearchRow(row);
    expect(card).toMatchObject({
      id: 'p1',
      name: base.name,
      category: 'Inverters',
      brand: 'Deye',
      price: 14500.5,
      type: 'product',
      images: ['/products/inverter.svg'],
    });
    for (const stock of [0, 1, 5, 6, 500]) {
      const product = make({ stock });
      expect(stockLabel(stockState(productFromSearchRow(searchIndexRow(product))))).toBe(
        stockLabel(stockState(product)),
      );
    }
    const service = make({ type: 'service', stock: 0 });
    expect(stockState(productFromSearchRow(searchIndexRow(service)))).toEqual({ kind: 'service' });
  });

  it('keeps each description word once, without those inside another word of the product', () => {
    const words = matchWords(base).split(' ');
    expect(words).not.toContain('inverter'); // in the name
    expect(words).toContain('inverter,'); // the text as the matcher sees it
    expect(new Set(words).size).toBe(words.length);
    expect(words).toContain('battery'); // "batteries", as the matcher reads it
    expect(words).toContain('warranty');
    expect(words).not.toContain('a'); // inside "warranty", "wave", …
  });

  it('finds what the whole products find, in the same order, with the same split, on the demo catalogue', () => {
    const available = SEED_PRODUCTS.map((p, i) => ({ ...base, ...p, id: `seed-${i}` }) as Product).filter(
      (p) => p.available,
    );
    const entries = searchIndexEntries(buildSearchIndex(available, 0).rows);
    for (const query of ['inverter', 'invertor', 'deye', '5kva', 'battery 200ah', 'solar panels', 'wave', 'a', 'e 5']) {
      const full = searchProducts(available, query).map((p) => p.id);
      expect(
        rankedSearch(entries, query).map((hit) => hit.item.id),
        query,
      ).toEqual(full);
      const groups = splitByRelevance(rankedSearch(entries, query));
      expect(groups.matches.length + groups.mentions.length).toBe(full.length);
    }
  });

  it('leaves out products not on sale and deleted ones', () => {
    const file = buildSearchIndex(
      [make({ id: 'a' }), make({ id: 'b', available: false }), make({ id: 'c', deletedAt: new Date() })],
      0,
    );
    expect(file.rows.map((r) => r[0])).toEqual(['a']);
  });

  it('applies the changes written after the build: replaced, added, removed; older ones are already in', () => {
    const file = buildSearchIndex([make({ id: 'a', name: 'Old name' }), make({ id: 'b' })], 1000);
    const renamed = searchIndexRow(make({ id: 'a', name: 'New name' }));
    const added = searchIndexRow(make({ id: 'c', name: 'Added' }));
    const rows = applySearchIndexChanges(file, [
      { id: 'a', row: renamed, changedAt: 2000 },
      { id: 'b', row: null, changedAt: 1500 },
      { id: 'c', row: added, changedAt: 1001 },
      { id: 'a', row: searchIndexRow(make({ id: 'a', name: 'Stale' })), changedAt: 999 },
    ]);
    expect(rows.map((r) => r[1]).sort()).toEqual(['Added', 'New name']);
  });

  it('is small: the demo catalogue at well under 1 KB a product', () => {
    const products = SEED_PRODUCTS.map((p, i) => ({ ...base, ...p, id: `seed-${i}` }) as Product);
    const bytes = JSON.stringify(buildSearchIndex(products, 0)).length;
    expect(bytes / products.length).toBeLessThan(1000);
  });
});
