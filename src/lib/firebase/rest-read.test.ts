import { describe, expect, it } from 'vitest';
import { cursorAfter, decodeFields, encodeValue, structuredQuery, type FirestoreValue } from './rest-read';
import type { QueryShape } from './query-shape';

describe('REST values', () => {
  it('decodes every value type into the plain data the converters read', () => {
    const fields: Record<string, FirestoreValue> = {
      name: { stringValue: 'Inverter' },
      price: { integerValue: '13000' },
      rating: { doubleValue: 4.5 },
      available: { booleanValue: true },
      deletedAt: { nullValue: null },
      createdAt: { timestampValue: '2026-11-23T10:30:00.123456Z' },
      images: { arrayValue: { values: [{ stringValue: '/a.png' }, { stringValue: '/b.png' }] } },
      empty: { arrayValue: {} },
      specs: { mapValue: { fields: { power: { stringValue: '5 kVA' }, cells: { integerValue: '16' } } } },
      where: { geoPointValue: { latitude: 9.4 } },
      ref: { referenceValue: 'projects/p/databases/(default)/documents/products/x' },
    };
    expect(decodeFields(fields)).toEqual({
      name: 'Inverter',
      price: 13000,
      rating: 4.5,
      available: true,
      deletedAt: null,
      createdAt: new Date('2026-11-23T10:30:00.123Z'),
      images: ['/a.png', '/b.png'],
      empty: [],
      specs: { power: '5 kVA', cells: 16 },
      where: { latitude: 9.4, longitude: 0 },
      ref: 'projects/p/databases/(default)/documents/products/x',
    });
    expect(decodeFields(undefined)).toEqual({});
  });

  it('encodes filter values: whole numbers as integers, others as doubles, dates as timestamps', () => {
    expect(encodeValue(12)).toEqual({ integerValue: '12' });
    expect(encodeValue(12.5)).toEqual({ doubleValue: 12.5 });
    expect(encodeValue('Batteries')).toEqual({ stringValue: 'Batteries' });
    expect(encodeValue(false)).toEqual({ booleanValue: false });
    expect(encodeValue(null)).toEqual({ nullValue: null });
    expect(encodeValue(new Date('2026-01-02T03:04:05Z'))).toEqual({ timestampValue: '2026-01-02T03:04:05.000Z' });
    expect(encodeValue(['a', 1])).toEqual({ arrayValue: { values: [{ stringValue: 'a' }, { integerValue: '1' }] } });
  });
});

const list: QueryShape = {
  collection: 'products',
  where: [
    { field: 'category', op: '==', value: 'Batteries' },
    { field: 'available', op: '==', value: true },
  ],
  orderBy: [{ field: 'price', direction: 'desc' }],
  limit: 13,
};

describe('structured queries from shapes (the same query the SDK builds)', () => {
  it('one filter stands alone; several are ANDed; order and limit follow the shape', () => {
    expect(structuredQuery({ ...list, where: list.where.slice(0, 1) })).toEqual({
      from: [{ collectionId: 'products' }],
      where: { fieldFilter: { field: { fieldPath: 'category' }, op: 'EQUAL', value: { stringValue: 'Batteries' } } },
      orderBy: [{ field: { fieldPath: 'price' }, direction: 'DESCENDING' }],
      limit: 13,
    });
    const both = structuredQuery(list);
    expect(both.where).toEqual({
      compositeFilter: {
        op: 'AND',
        filters: [
          { fieldFilter: { field: { fieldPath: 'category' }, op: 'EQUAL', value: { stringValue: 'Batteries' } } },
          { fieldFilter: { field: { fieldPath: 'available' }, op: 'EQUAL', value: { booleanValue: true } } },
        ],
      },
    });
    expect(
      structuredQuery({
        collection: 'products',
        where: [{ field: 'category', op: 'in', value: ['A', 'B'] }],
        orderBy: [],
      }),
    ).toEqual({
      from: [{ collectionId: 'products' }],
      where: {
        fieldFilter: {
          field: { fieldPath: 'category' },
          op: 'IN',
          value: { arrayValue: { values: [{ stringValue: 'A' }, { stringValue: 'B' }] } },
        },
      },
    });
  });

  it('a next page starts after the last document: its order-by value, then its name as the tie-break', () => {
    const name = 'projects/demo/databases/(default)/documents/products/p12';
    const cursor = cursorAfter(list, { name, fields: { price: { integerValue: '900' }, name: { stringValue: 'x' } } });
    expect(cursor).toEqual({ values: [{ integerValue: '900' }, { referenceValue: name }] });
    expect(JSON.parse(JSON.stringify(cursor))).toEqual(cursor); // storable: persisted and embedded with the page
    const next = structuredQuery(list, cursor);
    expect(next.orderBy).toEqual([
      { field: { fieldPath: 'price' }, direction: 'DESCENDING' },
      { field: { fieldPath: '__name__' }, direction: 'DESCENDING' },
    ]);
    expect(next.startAt).toEqual({ values: cursor.values, before: false });
  });
});
