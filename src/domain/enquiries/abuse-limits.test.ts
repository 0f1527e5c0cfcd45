import { describe, expect, it } from 'vitest';
import {
  acknowledgementTo,
  dayKey,
  ENQUIRY_RATE_LIMITS,
  enquiryCounters,
  enquirySender,
  hourKey,
  NOTIFICATION_CAPS,
  notificationCounters,
  overCap,
} from './abuse-limits';

const at = new Date('2026-03-07T09:59:59Z');

describe('abuse limits', () => {
  it('keys hours and days in UTC', () => {
    expect(hourKey(at)).toBe('2026030709');
    expect(dayKey(at)).toBe('20260307');
    expect(hourKey(new Date('2026-03-07T10:00:00Z'))).toBe('2026030710');
  });

  it('counts an acknowledgement SMS per recipient, per sender and in the daily budget', () => {
    const counters = notificationCounters(
      { channel: 'sms', audience: 'customer', recipientHash: 'r1', senderHash: 's1' },
      at,
    );
    expect(counters.map((c) => c.id)).toEqual([
      'sms-customer-to-r1-2026030709',
      'sms-customer-from-s1-2026030709',
      'sms-day-20260307',
    ]);
    expect(counters.map((c) => c.limit)).toEqual([
      NOTIFICATION_CAPS.perRecipientPerHour.customer.sms,
      NOTIFICATION_CAPS.perSenderPerHour.customer.sms,
      NOTIFICATION_CAPS.perDay.sms,
    ]);
  });

  it('lets the 3rd SMS to a stranger through and caps the 4th, saying why', () => {
    const counters = notificationCounters(
      { channel: 'sms', audience: 'customer', recipientHash: 'r1', senderHash: 's1' },
      at,
    );
    expect(overCap(counters, [2, 0, 10])).toBeNull();
    expect(overCap(counters, [3, 0, 10])).toMatch(/per recipient/);
    expect(overCap(counters, [0, 3, 10])).toMatch(/per sender/);
    expect(overCap(counters, [0, 0, NOTIFICATION_CAPS.perDay.sms])).toMatch(/daily budget/);
    // Absent counters count as 0.
    expect(overCap(counters, [])).toBeNull();
  });

  it('gives staff alerts their own, higher caps', () => {
    const staff = notificationCounters(
      { channel: 'sms', audience: 'staff', recipientHash: 'r1', senderHash: 's1' },
      at,
    );
    expect(staff[0]!.id).toBe('sms-staff-to-r1-2026030709');
    expect(overCap(staff, [3, 3, 3])).toBeNull();
    expect(overCap(staff, [NOTIFICATION_CAPS.perRecipientPerHour.staff.sms, 0, 0])).toMatch(/per recipient/);
  });

  it('limits enquiries per sender and per address, one counter per distinct address', () => {
    const counters = enquiryCounters({ senderHash: 's1', addressHashes: ['a1', 'a2', 'a1'] }, at);
    expect(counters.map((c) => c.id)).toEqual([
      'sender-s1-2026030709',
      'address-a1-2026030709',
      'address-a2-2026030709',
    ]);
    const below = ENQUIRY_RATE_LIMITS.perSenderPerHour - 1;
    expect(overCap(counters, [below, 0, 0])).toBeNull();
    expect(overCap(counters, [below + 1, 0, 0])).toMatch(/this sender/);
    expect(overCap(counters, [0, 0, ENQUIRY_RATE_LIMITS.perAddressPerHour])).toMatch(/e-mail address or phone/);
  });

  it('names the sender by account, else device, else address', () => {
    expect(enquirySender({ userId: 'u1', deviceId: 'device-123', email: 'a@b.co' })).toBe('user:u1');
    expect(enquirySender({ deviceId: 'device-123', email: 'a@b.co' })).toBe('device:device-123');
    expect(enquirySender({ email: 'A@B.co', phone: '+233201234567' })).toBe('email:a@b.co');
    expect(enquirySender({ phone: '+233201234567' })).toBe('phone:+233201234567');
  });

  it('thanks by e-mail when one was given; by SMS only a signed-in sender; a visitor with only a phone not at all', () => {
    const phone = '+233201234567';
    expect(acknowledgementTo({ userId: '', email: 'a@b.co', phone })).toEqual({ channel: 'email', to: 'a@b.co' });
    expect(acknowledgementTo({ userId: 'u1', email: 'a@b.co', phone })).toEqual({ channel: 'email', to: 'a@b.co' });
    expect(acknowledgementTo({ userId: 'u1', email: '', phone })).toEqual({ channel: 'sms', to: phone });
    // Nobody proved the number is the visitor's: no SMS to it.
    expect(acknowledgementTo({ userId: '', email: '', phone })).toBeNull();
  });
});
