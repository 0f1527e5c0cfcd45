import { describe, expect, it } from 'vitest';
import {
  bucketOf,
  connectionOf,
  formatVital,
  p75Of,
  parseVitalsBeacon,
  ratingOf,
  vitalsPageOf,
  vitalsRows,
  type VitalsCell,
} from './vitals';

describe('vitalsPageOf', () => {
  it('names the kind of page, never its address, and leaves the staff pages out', () => {
    expect(vitalsPageOf('/')).toBe('home');
    expect(vitalsPageOf('/products')).toBe('products');
    expect(vitalsPageOf('/products/abc123')).toBe('product');
    expect(vitalsPageOf('/solar-calculator')).toBe('calculator');
    expect(vitalsPageOf('/order-details/xyz')).toBe('account');
    expect(vitalsPageOf('/projects/p1')).toBe('account');
    expect(vitalsPageOf('/somewhere')).toBe('other');
    expect(vitalsPageOf('/admin/orders')).toBeNull();
  });

  it('takes the connection types browsers report, else "unknown"', () => {
    expect(connectionOf('3g')).toBe('3g');
    expect(connectionOf('slow-2g')).toBe('slow-2g');
    expect(connectionOf('5g')).toBe('unknown');
    expect(connectionOf(undefined)).toBe('unknown');
  });
});

describe('parseVitalsBeacon', () => {
  const beacon = (over: object = {}) =>
    JSON.stringify({
      page: 'home',
      connection: '3g',
      saveData: true,
      metrics: [
        { name: 'LCP', value: 2412.7 },
        { name: 'CLS', value: 0.0423 },
      ],
      ...over,
    });

  it('keeps the figures scaled: ms rounded, CLS in thousandths', () => {
    expect(parseVitalsBeacon(beacon())).toEqual({
      page: 'home',
      connection: '3g',
      saveData: true,
      hydrationMismatch: false,
      metrics: [
        { name: 'LCP', value: 2413 },
        { name: 'CLS', value: 42 },
      ],
    });
  });

  it('takes a beacon without figures only when it says the page and the code disagreed', () => {
    expect(parseVitalsBeacon(beacon({ metrics: [], hydrationMismatch: true }))).toEqual({
      page: 'home',
      connection: '3g',
      saveData: true,
      metrics: [],
      hydrationMismatch: true,
    });
    expect(parseVitalsBeacon(beacon({ metrics: [], hydrationMismatch: 'yes' }))).toBeNull();
  });

  it('counts nothing from what is not a beacon', () => {
    expect(parseVitalsBeacon('not json')).toBeNull();
    expect(parseVitalsBeacon(beacon({ page: '/orders/123' }))).toBeNull();
    expect(parseVitalsBeacon(beacon({ connection: 'wifi' }))).toBeNull();
    expect(parseVitalsBeacon(beacon({ metrics: [] }))).toBeNull();
    expect(parseVitalsBeacon(beacon({ metrics: [{ name: 'FID', value: 3 }] }))).toBeNull();
    expect(parseVitalsBeacon(beacon({ metrics: [{ name: 'LCP', value: -1 }] }))).toBeNull();
    expect(parseVitalsBeacon(beacon({ metrics: [{ name: 'LCP', value: 1e9 }] }))).toBeNull();
    expect(
      parseVitalsBeacon(
        beacon({
          metrics: [
            { name: 'LCP', value: 1 },
            { name: 'LCP', value: 2 },
          ],
        }),
      ),
    ).toBeNull();
    expect(parseVitalsBeacon(beacon({ padding: 'x'.repeat(3000) }))).toBeNull();
  });
});

describe('histograms', () => {
  it('puts a value in the first bucket whose bound holds it, and the rest in the last', () => {
    expect(bucketOf('LCP', 0)).toBe(0);
    expect(bucketOf('LCP', 50)).toBe(0);
    expect(bucketOf('LCP', 51)).toBe(1);
    expect(bucketOf('LCP', 2500)).toBe(15);
    expect(bucketOf('LCP', 99_999)).toBe(25);
    expect(bucketOf('CLS', 100)).toBe(4);
  });

  it("reads the 75th percentile as its bucket's upper bound", () => {
    // 3 visits at ≤ 1000 ms, 1 at ≤ 4000 ms: three in four stay within 1 s.
    expect(p75Of('LCP', { [bucketOf('LCP', 900)]: 3, [bucketOf('LCP', 3900)]: 1 })).toBe(1000);
    expect(p75Of('LCP', { [bucketOf('LCP', 900)]: 2, [bucketOf('LCP', 3900)]: 2 })).toBe(4000);
    expect(p75Of('LCP', { 25: 4 })).toBe(30_000);
    expect(p75Of('INP', {})).toBeNull();
  });

  it('sums days and shards into one row per page and connection, most visited first', () => {
    const cell = (over: Partial<VitalsCell>): VitalsCell => ({
      day: '2026-11-26',
      page: 'home',
      connection: '3g',
      visits: 1,
      saveData: 0,
      hydrationMismatches: 0,
      buckets: {},
      ...over,
    });
    const rows = vitalsRows([
      cell({ visits: 2, buckets: { LCP: { 10: 2 } } }),
      cell({ day: '2026-11-25', visits: 1, saveData: 1, hydrationMismatches: 1, buckets: { LCP: { 20: 1 } } }),
      cell({ day: '2026-11-25', visits: 0, hydrationMismatches: 2 }),
      cell({ page: 'product', connection: '4g', visits: 1, buckets: { TTFB: { 5: 1 } } }),
    ]);
    expect(rows).toEqual([
      { page: 'home', connection: '3g', visits: 3, saveData: 1, hydrationMismatches: 3, p75: { LCP: 8000 } },
      { page: 'product', connection: '4g', visits: 1, saveData: 0, hydrationMismatches: 0, p75: { TTFB: 300 } },
    ]);
  });

  it('rates and writes a figure as staff read it', () => {
    expect(ratingOf('LCP', 2500)).toBe('good');
    expect(ratingOf('INP', 300)).toBe('needs-improvement');
    expect(ratingOf('CLS', 300)).toBe('poor');
    expect(formatVital('LCP', 2500)).toBe('2.5 s');
    expect(formatVital('INP', 200)).toBe('200 ms');
    expect(formatVital('CLS', 100)).toBe('0.1');
  });
});
