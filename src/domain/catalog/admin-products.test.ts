import { describe, expect, it } from 'vitest';
import { productListFields } from './product-list';
import {
  CSV_TEMPLATE,
  emptyProductForm,
  isImageUrl,
  newProductDocument,
  productFieldsFrom,
  productFormSchema,
  specValueOf,
  validateCsvRows,
} from './admin-products';
import { CSV_MESSAGES, PRODUCT_FORM_MESSAGES } from './staff-messages';

const valid = () => ({
  ...emptyProductForm(),
  name: 'Deye 5 kW Hybrid Inverter',
  category: 'Inverters',
  price: 9800.5,
  stock: 4,
  specs: [{ key: 'powerW', value: '5000' }],
  images: ['/products/inverter.svg'],
});

const messagesOf = (data: unknown) => {
  const result = productFormSchema.safeParse(data);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('the product form', () => {
  it('accepts a valid product and turns specs into a map of numbers and text', () => {
    const parsed = productFormSchema.parse({ ...valid(), specs: [...valid().specs, { key: 'kind', value: 'Hybrid' }] });
    expect(productFieldsFrom(parsed)).toMatchObject({
      name: 'Deye 5 kW Hybrid Inverter',
      price: 9800.5,
      specs: { powerW: 5000, kind: 'Hybrid' },
    });
  });

  it('says what is wrong with each field', () => {
    expect(messagesOf({ ...valid(), name: '  ' })).toEqual([PRODUCT_FORM_MESSAGES.nameRequired]);
    expect(messagesOf({ ...valid(), category: 'Fridges' })).toEqual([PRODUCT_FORM_MESSAGES.category]);
    expect(messagesOf({ ...valid(), price: -1 })).toEqual([PRODUCT_FORM_MESSAGES.price]);
    expect(messagesOf({ ...valid(), price: 1.005 })).toEqual([PRODUCT_FORM_MESSAGES.price]);
    expect(messagesOf({ ...valid(), price: Number.NaN })).toEqual([PRODUCT_FORM_MESSAGES.price]);
    expect(messagesOf({ ...valid(), stock: 1.5 })).toEqual([PRODUCT_FORM_MESSAGES.stock]);
    expect(messagesOf({ ...valid(), stock: -1 })).toEqual([PRODUCT_FORM_MESSAGES.stock]);
    expect(messagesOf({ ...valid(), specs: [{ key: '9lives', value: 'x' }] })).toEqual([PRODUCT_FORM_MESSAGES.specKey]);
    expect(
      messagesOf({
        ...valid(),
        specs: [
          { key: 'a', value: '1' },
          { key: 'a', value: '2' },
        ],
      }),
    ).toEqual([PRODUCT_FORM_MESSAGES.specDuplicate]);
    expect(messagesOf({ ...valid(), images: ['javascript:alert(1)'] })).toEqual([PRODUCT_FORM_MESSAGES.image]);
  });

  it('refuses GH₵0.00 for anything on sale (a product in stock, a service), also in a CSV', () => {
    expect(messagesOf({ ...valid(), price: 0 })).toEqual([PRODUCT_FORM_MESSAGES.freeOnSale]);
    expect(messagesOf({ ...valid(), price: 0, type: 'service', stock: 0 })).toEqual([PRODUCT_FORM_MESSAGES.freeOnSale]);
    expect(messagesOf({ ...valid(), price: 0, stock: 0 })).toEqual([]);
    expect(messagesOf({ ...valid(), price: undefined })).toEqual([PRODUCT_FORM_MESSAGES.price]);
    expect(emptyProductForm().price).toBeUndefined();
    const csv = validateCsvRows(
      ['name', 'category', 'price', 'stock'],
      [{ name: 'Free panel', category: 'Solar Panels', price: '0', stock: '3' }],
    );
    expect(csv.errors).toEqual([{ line: 2, messages: [PRODUCT_FORM_MESSAGES.freeOnSale] }]);
  });

  it('stores no stock for a service', () => {
    const parsed = productFormSchema.parse({
      ...valid(),
      category: 'Installation Services',
      type: 'service',
      stock: 9,
    });
    expect(productFieldsFrom(parsed).stock).toBe(0);
  });

  it('accepts https and bundled images only', () => {
    expect(isImageUrl('https://cdn.example.com/a.jpg')).toBe(true);
    expect(isImageUrl('/products/solar-panel.svg')).toBe(true);
    expect(isImageUrl('http://evil.example.com/a.jpg')).toBe(false);
    expect(isImageUrl('/products/../secret.svg')).toBe(false);
    expect(isImageUrl('data:image/png;base64,AAAA')).toBe(false);
  });

  it('reads spec values as numbers when they are numbers', () => {
    expect(specValueOf(' 12.5 ')).toBe(12.5);
    expect(specValueOf('LiFePO4')).toBe('LiFePO4');
    expect(specValueOf('1e3')).toBe('1e3');
  });
});

const HEADERS = ['name', 'category', 'price', 'stock', 'featured', 'spec.powerW'];

describe('CSV import validation', () => {
  it('turns valid rows into products with the type from the category', () => {
    const result = validateCsvRows(HEADERS, [
      {
        name: 'Panel A',
        category: 'solar panels',
        price: 'GH₵ 1,250.50',
        stock: '3',
        featured: 'yes',
        'spec.powerW': '450',
      },
      {
        name: 'Home install',
        category: 'Installation Services',
        price: '2500',
        stock: '',
        featured: '',
        'spec.powerW': '',
      },
    ]);
    expect(result.fileErrors).toEqual([]);
    expect(result.errors).toEqual([]);
    expect(result.valid.map((v) => v.line)).toEqual([2, 3]);
    expect(result.valid[0]?.product).toMatchObject({
      category: 'Solar Panels',
      type: 'product',
      price: 1250.5,
      stock: 3,
      featured: true,
      specs: { powerW: 450 },
    });
    expect(result.valid[1]?.product).toMatchObject({ type: 'service', stock: 0, specs: {} });
  });

  it('reports each bad row by its line with every problem, and keeps the good rows', () => {
    const result = validateCsvRows(HEADERS, [
      { name: 'Good', category: 'Batteries', price: '100', stock: '1', featured: 'no', 'spec.powerW': '' },
      { name: '', category: 'Fridges', price: 'cheap', stock: '-2', featured: 'maybe', 'spec.powerW': '' },
      { name: '', category: '', price: '', stock: '', featured: '', 'spec.powerW': '' }, // blank line: skipped
    ]);
    expect(result.valid.map((v) => v.line)).toEqual([2]);
    expect(result.errors).toEqual([
      {
        line: 3,
        messages: [
          PRODUCT_FORM_MESSAGES.featured,
          PRODUCT_FORM_MESSAGES.nameRequired,
          PRODUCT_FORM_MESSAGES.category,
          PRODUCT_FORM_MESSAGES.price,
          PRODUCT_FORM_MESSAGES.stock,
        ],
      },
    ]);
  });

  it('refuses a file without the required columns, with unknown columns, empty or too long', () => {
    expect(validateCsvRows(['name', 'cost'], [{ name: 'x', cost: '1' }]).fileErrors).toEqual([
      CSV_MESSAGES.missingColumns(['category', 'price']),
      expect.stringContaining('Unknown column: cost.'),
    ]);
    expect(validateCsvRows(['name', 'category', 'price'], []).fileErrors).toEqual([CSV_MESSAGES.empty]);
    const many = Array.from({ length: 501 }, () => ({ name: 'x', category: 'Batteries', price: '1' }));
    expect(validateCsvRows(['name', 'category', 'price'], many).fileErrors).toEqual([CSV_MESSAGES.tooManyRows]);
  });

  it('accepts its own template', () => {
    const [header, ...lines] = CSV_TEMPLATE.trim().split('\n');
    expect(header?.split(',')).toContain('spec.powerW');
    expect(lines).toHaveLength(2);
  });
});

describe('a new product document', () => {
  it('is available when in stock or a service, with no views or sales, made and last changed by the admin', () => {
    const fields = productFieldsFrom(productFormSchema.parse(valid()));
    expect(newProductDocument(fields, 'admin-1', 'now')).toEqual({
      ...fields,
      ...productListFields(fields), // what the admin list filters and searches by
      available: true,
      views: 0,
      sales: 0,
      createdAt: 'now',
      updatedAt: 'now',
      createdBy: 'admin-1',
      updatedBy: 'admin-1',
      deletedAt: null,
      deletedBy: null,
      lastViewed: null,
    });
    expect(newProductDocument({ ...fields, stock: 0 }, 'admin-1', 'now').available).toBe(false);
  });
});
