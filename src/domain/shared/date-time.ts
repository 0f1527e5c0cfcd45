/**
 * Dates and times as the shop shows them, to shoppers and staff alike: in the shop's time zone (Tamale, Ghana:
 * Africa/Accra, GMT all year), never the viewer's own, so that a customer abroad and the staff read the same time.
 */
export const SHOP_TIME_ZONE = 'Africa/Accra';

const dateTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: SHOP_TIME_ZONE,
});
const dateOnly = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: SHOP_TIME_ZONE });

/** "23 Nov 2026, 14:05 GMT" */
export const formatDateTime = (date: Date): string => `${dateTime.format(date)} GMT`;

/** "23 Nov 2026" */
export const formatDate = (date: Date): string => dateOnly.format(date);

/** The day of `date` in the shop's time zone, as a date field holds it: "2026-11-23" (Accra is GMT all year). */
export const shopDay = (date: Date): string => date.toISOString().slice(0, 10);

const weekdayDate = new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeZone: 'UTC' });

/** A day as a date field holds it ("2026-11-23") in words: "Monday 23 November 2026"; anything else as it is. */
export function formatDay(day: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(day) ? new Date(`${day}T00:00:00Z`) : null;
  return date && !Number.isNaN(date.getTime()) ? weekdayDate.format(date).replace(',', '') : day;
}

const shortDay = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** A day ("2026-12-08") as an SMS writes it, short: "Tue 8 Dec"; anything else as it is. */
export function formatShortDay(day: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(day) ? new Date(`${day}T00:00:00Z`) : null;
  return date && !Number.isNaN(date.getTime()) ? shortDay.format(date) : day;
}
