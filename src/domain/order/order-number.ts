/**
 * The short order number a shopper and the staff read to each other over the phone: `SS-2611-48213` ("SS", the
 * year and month the order was placed in the shop's time zone, and a five-digit number drawn at random in that
 * month). Digits only after the prefix, so there is nothing to confuse (no O/0, I/1). placeOrder claims it in the
 * order's own transaction by creating `orderNumbers/{number}`, which fails if another order has it, so two orders
 * never share a number and no document is written by every order (docs/orders-at-scale.md). Orders placed
 * before had the month's running count, four digits (`SS-2611-0042`): a drawn number has five, so it can never
 * be one of them.
 */
import { SHOP_TIME_ZONE } from '@domain/shared/date-time';

const yearMonth = new Intl.DateTimeFormat('en-GB', { year: '2-digit', month: '2-digit', timeZone: SHOP_TIME_ZONE });

/** "2611" for November 2026 (in the shop's time zone): the month part of a number and its counter's key. */
export function orderNumberMonth(placedAt: Date): string {
  const parts = yearMonth.formatToParts(placedAt);
  const part = (type: 'year' | 'month') => parts.find((p) => p.type === type)?.value ?? '00';
  return `${part('year')}${part('month')}`;
}

/** What a short number starts with: SS for an order, SP for an installation project (domain/projects/project.ts). */
export type ShortNumberPrefix = 'SS' | 'SP';

/** `SS-2611-0042`, `SS-2611-48213`: the month's number `value` (padded to four digits). */
export function formatOrderNumber(placedAt: Date, value: number, prefix: ShortNumberPrefix = 'SS'): string {
  return `${prefix}-${orderNumberMonth(placedAt)}-${String(value).padStart(4, '0')}`;
}

/** The drawn part of a number: five digits, 90,000 a month (docs/orders-at-scale.md says when to widen it). */
export const DRAWN_NUMBER_MIN = 10_000;
export const DRAWN_NUMBER_MAX = 99_999;

/**
 * `count` different candidate numbers for an order placed at `placedAt`; `randomInt(min, max)` draws a whole
 * number from min to max inclusive (crypto's in the functions, a fixed one in tests). The caller claims the
 * first one still free.
 */
export function drawOrderNumbers(
  placedAt: Date,
  count: number,
  randomInt: (min: number, max: number) => number,
  prefix: ShortNumberPrefix = 'SS',
): string[] {
  const drawn = new Set<number>();
  // Bounded, so that a broken random source cannot loop for ever: it only yields fewer candidates.
  for (let tries = 0; drawn.size < count && tries < count * 20; tries += 1) {
    drawn.add(randomInt(DRAWN_NUMBER_MIN, DRAWN_NUMBER_MAX));
  }
  return [...drawn].map((value) => formatOrderNumber(placedAt, value, prefix));
}

/** What a person is shown for an order: its number, or for an order placed before numbers existed, its id's start. */
export function orderNumberOf(order: { id: string; number?: string | null }): string {
  return order.number || `#${order.id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
}

/** Whether a search text looks like an order number (with or without the "SS-" and dashes). */
export function normaliseOrderNumberSearch(text: string, prefix: ShortNumberPrefix = 'SS'): string | null {
  const digits = text
    .trim()
    .toUpperCase()
    .replace(new RegExp(`^${prefix}`), '')
    .replace(/[\s-]/g, '');
  return /^[1-9]\d{7,8}$/.test(digits) ? `${prefix}-${digits.slice(0, 4)}-${digits.slice(4)}` : null;
}
