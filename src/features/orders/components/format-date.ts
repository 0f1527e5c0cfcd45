const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });

/** "21 Nov 2026, 14:05" */
export const formatDateTime = (date: Date) => dateTime.format(date);
/** "21 Nov 2026" */
export const formatDate = (date: Date) => dateOnly.format(date);
