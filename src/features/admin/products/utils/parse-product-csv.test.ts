import { describe, expect, it } from 'vitest';
import { CSV_TEMPLATE } from '@domain/catalog/admin-products';
import { CSV_MESSAGES, PRODUCT_FORM_MESSAGES } from '@domain/catalog/staff-messages';
import { parseProductCsv } from './parse-product-csv';

describe('parseProductCsv', () => {
  it('reads the template: quoted fields, an empty type defaulting from the category, a spec column', () => {
    const result = parseProductCsv(CSV_TEMPLATE);
    expect(result.fileErrors).toEqual([]);
    expect(result.errors).toEqual([]);
    expect(result.valid.map((v) => [v.line, v.product.name, v.product.type, v.product.specs])).toEqual([
      [2, 'Jinko 450 W Mono Solar Panel', 'product', { powerW: 450 }],
      [3, 'Home solar installation', 'service', {}],
    ]);
  });

  it('reads a semicolon-separated file with a byte-order mark, commas inside quotes and several images', () => {
    const csv =
      '\uFEFFname;category;price;images\n"Cable, 6 mm";Accessories;"1 250";/products/cable.svg|https://cdn.example.com/c.jpg\n';
    const [row] = parseProductCsv(csv).valid;
    expect(row?.product).toMatchObject({
      name: 'Cable, 6 mm',
      price: 1250,
      images: ['/products/cable.svg', 'https://cdn.example.com/c.jpg'],
    });
  });

  it('reports a bad row by its line and imports nothing from it', () => {
    const result = parseProductCsv('name,category,price\nGood,Batteries,10\nBad,Batteries,-5\n');
    expect(result.valid).toHaveLength(1);
    expect(result.errors).toEqual([{ line: 3, messages: [PRODUCT_FORM_MESSAGES.price] }]);
  });

  it('says so when the text is not a CSV with the needed columns', () => {
    expect(parseProductCsv('').fileErrors).toEqual([CSV_MESSAGES.notCsv]);
    expect(parseProductCsv('hello world\n').fileErrors).toEqual([CSV_MESSAGES.notCsv]);
    expect(parseProductCsv('title,cost\nPanel,10\n').fileErrors[0]).toBe(
      CSV_MESSAGES.missingColumns(['name', 'category', 'price']),
    );
  });
});
