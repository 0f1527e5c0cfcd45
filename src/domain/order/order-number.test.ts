import { describe, expect, it } from 'vitest';
import {
  DRAWN_NUMBER_MAX,
  DRAWN_NUMBER_MIN,
  drawOrderNumbers,
  formatOrderNumber,
  normaliseOrderNumberSearch,
  orderNumberMonth,
  orderNumberOf,
} from './order-number';

describe('order numbers', () => {
  it('reads year and month in the shop time zone and pads the count to four digits', () => {
    expect(orderNumberMonth(new Date('2026-11-30T23:30:00Z'))).toBe('2611');
    expect(formatOrderNumber(new Date('2026-12-01T00:10:00Z'), 42)).toBe('SS-2612-0042');
    expect(formatOrderNumber(new Date('2026-12-01T00:10:00Z'), 12345)).toBe('SS-2612-12345');
  });

  it('draws different five-digit numbers in the month, readable and found by the search as typed', () => {
    const values = [48213, 48213, 10000, 99999];
    const draws: [number, number][] = [];
    const numbers = drawOrderNumbers(new Date('2026-11-25T12:00:00Z'), 3, (min, max) => {
      draws.push([min, max]);
      return values.shift() ?? min;
    });
    expect(numbers).toEqual(['SS-2611-48213', 'SS-2611-10000', 'SS-2611-99999']);
    expect(draws.every(([min, max]) => min === DRAWN_NUMBER_MIN && max === DRAWN_NUMBER_MAX)).toBe(true);
    for (const n of numbers) expect(normaliseOrderNumberSearch(n.replace(/-/g, ' ').toLowerCase())).toBe(n);
    // A drawn number never has the four digits of the running counts given before.
    expect(DRAWN_NUMBER_MIN).toBeGreaterThan(9999);
  });

  it('gives fewer candidates rather than looping when the random source repeats itself', () => {
    expect(drawOrderNumbers(new Date('2026-11-25T12:00:00Z'), 3, () => 50000)).toEqual(['SS-2611-50000']);
  });

  it('falls back to the id start for an order without a number', () => {
    expect(orderNumberOf({ id: 'wjyxp9wl-abcd', number: 'SS-2611-0001' })).toBe('SS-2611-0001');
    expect(orderNumberOf({ id: 'wjyxp9wl-abcd' })).toBe('#WJYXP9WL');
  });

  it('recognises a number typed with or without its prefix and dashes', () => {
    expect(normaliseOrderNumberSearch('ss-2611-0042')).toBe('SS-2611-0042');
    expect(normaliseOrderNumberSearch('26110042')).toBe('SS-2611-0042');
    expect(normaliseOrderNumberSearch(' SS 2611 0042 ')).toBe('SS-2611-0042');
    expect(normaliseOrderNumberSearch('0244123456')).toBeNull();
    expect(normaliseOrderNumberSearch('kofi')).toBeNull();
  });
});
