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
