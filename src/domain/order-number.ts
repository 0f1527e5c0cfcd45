/**
 * The short order number a shopper and the staff read to each other over the phone: `SS-2611-0042` ("SS", the
 * year and month the order was placed in the shop's time zone, and that month's running count, four digits
 * or more). Digits only after the prefix, so there is nothing to confuse (no O/0, I/1). placeOrder assigns it
 * in the order's own transaction from the month's counter, so two orders never share a number.
 */
import { SHOP_TIME_ZONE } from './date-time';

const yearMonth = new Intl.DateTimeFormat('en-GB', { year: '2-digit', month: '2-digit', timeZone: SHOP_TIME_ZONE });

/** "2611" for November 2026 (in the shop's time zone): the month part of a number and its counter's key. */
export function orderNumberMonth(placedAt: Date): string {
  const parts = yearMonth.formatToParts(placedAt);
  const part = (type: 'year' | 'month') => parts.find((p) => p.type === type)?.value ?? '00';
  return `${part('year')}${part('month')}`;
}

/** `SS-2611-0042`: the month's `sequence`-th order (from 1). */
export function formatOrderNumber(placedAt: Date, sequence: number): string {
  return `SS-${orderNumberMonth(placedAt)}-${String(sequence).padStart(4, '0')}`;
}

/** What a person is shown for an order: its number, or for an order placed before numbers existed, its id's start. */
export function orderNumberOf(order: { id: string; number?: string | null }): string {
  return order.number || `#${order.id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
}

/** Whether a search text looks like an order number (with or without the "SS-" and dashes). */
export function normaliseOrderNumberSearch(text: string): string | null {
  const digits = text.trim().toUpperCase().replace(/^SS/, '').replace(/[\s-]/g, '');
  return /^[1-9]\d{7,8}$/.test(digits) ? `SS-${digits.slice(0, 4)}-${digits.slice(4)}` : null;
}
