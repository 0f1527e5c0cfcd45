import { describe, expect, it } from 'vitest';
import { capCountOf } from '@domain/enquiries/abuse-limits';
import { enquiryFromRecord } from '@domain/enquiries/enquiries';
import { storedOrderFromRecord } from '@domain/order/order-record';
import { productOnSaleFromRecord } from '@domain/catalog/product-record';
import { settingsFromRecord } from '@domain/shop/settings-record';
import { DEFAULT_SETTINGS } from '@domain/shop/settings';
import { stockState } from '@domain/catalog/stock';
import { planCallFromRecord } from '@domain/plans/plan-record';
import { dateOrNull, entryStampOf, listOf, staffNoteStampOf } from './stored-values';

const at = (value: unknown) => value;

describe('the readers the functions added', () => {
  it('reads the functions’ own fields of an order beside what everyone reads', () => {
    const order = storedOrderFromRecord('o1', { total: 10, paidReference: 'o1-1', refundRequestedAt: 5 }, at);
    expect(order).toMatchObject({ id: 'o1', total: 10, paidReference: 'o1-1', refundRequestedAt: 5 });
    expect(storedOrderFromRecord('o1', { paidReference: 7 }, at)).toMatchObject({
      paidReference: null,
      refundRequestedAt: null,
    });
  });

  it('reads an enquiry, its limits’ verdict null until checked', () => {
    expect(enquiryFromRecord({ name: 'Ama', phone: '+233241234567', subject: 3 })).toMatchObject({
      name: 'Ama',
      phone: '+233241234567',
      subject: '',
      limitedReason: null,
    });
    expect(enquiryFromRecord({ limitedReason: '' }).limitedReason).toBe('');
  });

  it('reads a product for sale: no document is none, a price that is not one cannot be sold, a deletion is seen', () => {
    expect(productOnSaleFromRecord('p', undefined)).toBeNull();
    expect(productOnSaleFromRecord('p', { price: 5, stock: 2.5 })).toMatchObject({
      priced: true,
      product: { stock: 0 },
    });
    expect(productOnSaleFromRecord('p', { price: -1 })?.priced).toBe(false);
    expect(productOnSaleFromRecord('p', { price: '5' })?.priced).toBe(false);
    expect(productOnSaleFromRecord('p', { price: 5 })?.deleted).toBe(false);
    expect(productOnSaleFromRecord('p', { price: 5, deletedAt: new Date() })?.deleted).toBe(true);
  });

  it('reads an old product as the shop does: a type from the category, the default low-stock level', () => {
    const level = (data: object, stock: number) =>
      stockState({ ...productOnSaleFromRecord('p', data)!.product, stock }).kind;
    expect(level({ category: 'Maintenance Services' }, 0)).toBe('service');
    expect(level({ category: 'Batteries' }, 5)).toBe('low');
    expect(level({ type: 'product', lowStockThreshold: 2 }, 3)).toBe('in-stock');
  });

  it('reads a counter and the settings with their defaults', () => {
    expect(capCountOf({ count: 3 })).toBe(3);
    expect(capCountOf(undefined)).toBe(0);
    expect(settingsFromRecord(undefined)).toEqual(DEFAULT_SETTINGS);
    expect(settingsFromRecord({ contact: { email: ' shop@example.com ', phones: ['', 5, '024'] } }).contact).toEqual({
      ...DEFAULT_SETTINGS.contact,
      email: 'shop@example.com',
      phones: ['024'],
    });
  });

  it('reads a timeline entry’s who, when and note: a staff name only when one is stored', () => {
    expect(entryStampOf({ at: 5, by: 'u1', byName: 'Ama', note: 'Confirmed' }, at)).toEqual({
      at: 5,
      by: 'u1',
      byName: 'Ama',
      note: 'Confirmed',
    });
    expect(entryStampOf({ at: 6, by: 3, byName: '' }, at)).toEqual({ at: 6, by: '', note: '' });
  });

  it('reads a list as its entries and an absent time as null', () => {
    expect(listOf([1, 'a'])).toEqual([1, 'a']);
    expect(listOf('a')).toEqual([]);
    expect(listOf(undefined)).toEqual([]);
    expect(dateOrNull(5, (v) => `t${String(v)}`)).toBe('t5');
    expect(dateOrNull(0, at)).toBe(0);
    expect(dateOrNull(null, at)).toBeNull();
    expect(dateOrNull(undefined, at)).toBeNull();
  });

  it('reads a staff note document, and a plan call beside it', () => {
    expect(staffNoteStampOf('n1', { at: 5, by: 'u1', byName: 'Ama', note: 'Called' }, at)).toEqual({
      id: 'n1',
      at: 5,
      by: 'u1',
      byName: 'Ama',
      note: 'Called',
    });
    expect(staffNoteStampOf('n2', { at: 6, by: 3 }, at)).toEqual({ id: 'n2', at: 6, by: '', byName: '', note: '' });
    expect(planCallFromRecord('c1', { at: 7, outcome: 'promised', promiseToPay: '2026-05-01' }, at)).toMatchObject({
      id: 'c1',
      outcome: 'promised',
      promiseToPay: '2026-05-01',
    });
    expect(planCallFromRecord('c2', { outcome: 'shouted', promiseToPay: 3 }, at)).toMatchObject({
      outcome: 'reached',
      promiseToPay: null,
    });
  });
});
