import { describe, expect, it } from 'vitest';
import { formatOrderNumber, normaliseOrderNumberSearch, orderNumberMonth, orderNumberOf } from './order-number';

describe('order numbers', () => {
  it('reads year and month in the shop time zone and pads the count to four digits', () => {
    expect(orderNumberMonth(new Date('2026-11-30T23:30:00Z'))).toBe('2611');
    expect(formatOrderNumber(new Date('2026-12-01T00:10:00Z'), 42)).toBe('SS-2612-0042');
    expect(formatOrderNumber(new Date('2026-12-01T00:10:00Z'), 12345)).toBe('SS-2612-12345');
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
