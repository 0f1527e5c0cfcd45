import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './date-time';

describe('dates in the shop’s time zone', () => {
  // 23:30 in New York on 22 November is 04:30 on the 23rd in Tamale.
  const late = new Date('2026-11-23T04:30:00Z');

  it('shows the time in Ghana (GMT) whatever the viewer’s own time zone', () => {
    expect(formatDateTime(late)).toBe('23 Nov 2026, 04:30 GMT');
    expect(formatDate(late)).toBe('23 Nov 2026');
  });
});
