/**
 * How much the public contact and quote forms may make the shop do (docs/abuse-limits.md): how many enquiries
 * one sender or one address may send an hour, and how many e-mails and SMS their notifications may cost (per
 * recipient, per sender, per hour, and a daily budget for the whole shop). The numbers live here only;
 * functions/ counts against them (notifications/lib/outbox.ts), the tests read them. Pure: no Firebase, no Node.
 */
import type { NotificationChannel } from '@domain/notifications/notifications';
import { amountOf, asRecord } from '@domain/shared/stored-values';

/** Who a notification of an enquiry is for: the shop's staff, or the visitor who sent it (an acknowledgement). */
export type CappedAudience = 'staff' | 'customer';

/**
 * The caps on every notification a public enquiry causes (acknowledgements and staff alerts, SMS and e-mail);
 * one over any of them is not sent and is recorded as capped. Order notifications are not capped: an order
 * needs an account and goes through placeOrder.
 */
export const NOTIFICATION_CAPS = {
  /** Per recipient and hour: a stranger's phone or address hears from the shop at most 3 times an hour. */
  perRecipientPerHour: {
    customer: { sms: 3, email: 3 },
    // Staff phones take every enquiry's alert; 30 an hour is far above a real shop's enquiries.
    staff: { sms: 30, email: 60 },
  },
  /** Per sender and hour: one visitor makes the shop thank them 3 times an hour at most… */
  perSenderPerHour: {
    customer: { sms: 3, email: 3 },
    // …and alerts the staff about 3 enquiries an hour (at most 5 staff recipients each: MAX_STAFF_RECIPIENTS).
    staff: { sms: 15, email: 15 },
  },
  /** The whole shop's daily budget of enquiry notifications (acknowledgements and staff alerts). */
  perDay: { sms: 150, email: 500 },
} as const satisfies {
  perRecipientPerHour: Record<CappedAudience, Record<NotificationChannel, number>>;
  perSenderPerHour: Record<CappedAudience, Record<NotificationChannel, number>>;
  perDay: Record<NotificationChannel, number>;
};

/** The public enquiry limits: at most this many contact messages and quote requests an hour… */
export const ENQUIRY_RATE_LIMITS = {
  /** …from one sender (a signed-in account, else one device of the browser's own id, else one address)… */
  perSenderPerHour: 5,
  /** …and naming one e-mail address or one phone number. */
  perAddressPerHour: 5,
} as const;

/** 'yyyymmddhh' of an instant, in UTC (Ghana's time all year). */
export function hourKey(at: Date): string {
  return at.toISOString().slice(0, 13).replace(/[-T]/g, '');
}

/** 'yyyymmdd' of an instant, in UTC. */
export function dayKey(at: Date): string {
  return at.toISOString().slice(0, 10).replace(/-/g, '');
}

/** One counter a send or an enquiry is counted against: its document id, its limit, and what to say when over. */
export interface CapCounter {
  /** notificationCaps/{id} or enquiryLimits/{id} */
  id: string;
  limit: number;
  /** Staff's words when this counter refuses, e.g. in Admin › Notifications' Answer column */
  reason: string;
}

const CHANNEL_WORDS: Record<NotificationChannel, string> = { sms: 'SMS', email: 'e-mails' };
const AUDIENCE_WORDS: Record<CappedAudience, string> = { customer: 'acknowledgement', staff: 'staff alert' };

/**
 * The counters of one capped notification, in the order they are checked. Recipient and sender come hashed
 * (their ids must not show a phone number or an address); the hour and the day are those of the first try.
 */
export function notificationCounters(
  n: { channel: NotificationChannel; audience: CappedAudience; recipientHash: string; senderHash: string },
  at: Date,
): CapCounter[] {
  const { channel, audience } = n;
  const hour = hourKey(at);
  const what = `${AUDIENCE_WORDS[audience]} ${CHANNEL_WORDS[channel]}`;
  const perRecipient = NOTIFICATION_CAPS.perRecipientPerHour[audience][channel];
  const perSender = NOTIFICATION_CAPS.perSenderPerHour[audience][channel];
  const perDay = NOTIFICATION_CAPS.perDay[channel];
  return [
    {
      id: `${channel}-${audience}-to-${n.recipientHash}-${hour}`,
      limit: perRecipient,
      reason: `Not sent: this recipient already had ${perRecipient} ${what} this hour (cap per recipient).`,
    },
    {
      id: `${channel}-${audience}-from-${n.senderHash}-${hour}`,
      limit: perSender,
      reason: `Not sent: this sender already caused ${perSender} ${what} this hour (cap per sender).`,
    },
    {
      id: `${channel}-day-${dayKey(at)}`,
      limit: perDay,
      reason: `Not sent: the shop's daily budget of ${perDay} enquiry ${CHANNEL_WORDS[channel]} is used up.`,
    },
  ];
}

/** The enquiry counters of one sender and the addresses it gave (hashed), for the hour of `at`. */
export function enquiryCounters(e: { senderHash: string; addressHashes: readonly string[] }, at: Date): CapCounter[] {
  const hour = hourKey(at);
  return [
    {
      id: `sender-${e.senderHash}-${hour}`,
      limit: ENQUIRY_RATE_LIMITS.perSenderPerHour,
      reason: `Limited: this sender already sent ${ENQUIRY_RATE_LIMITS.perSenderPerHour} enquiries this hour; no notification was sent.`,
    },
    ...[...new Set(e.addressHashes)].map((hash) => ({
      id: `address-${hash}-${hour}`,
      limit: ENQUIRY_RATE_LIMITS.perAddressPerHour,
      reason: `Limited: ${ENQUIRY_RATE_LIMITS.perAddressPerHour} enquiries already named this e-mail address or phone this hour; no notification was sent.`,
    })),
  ];
}

/**
 * The verdict on one more: the reason of the first counter it would take over its limit, or null when all
 * have room. `counts` are the counters' stored values in the same order (0 when absent).
 */
export function overCap(counters: readonly CapCounter[], counts: readonly number[]): string | null {
  const full = counters.find((counter, i) => (counts[i] ?? 0) + 1 > counter.limit);
  return full ? full.reason : null;
}

/**
 * Who sent an enquiry, as far as the shop can tell: the signed-in account (the rules check the uid), else the
 * browser's own device id (a visitor can clear it: the address and daily caps still hold), else the first
 * address it gave. Not hashed yet: functions/ hashes it before it goes into a document id.
 */
export function enquirySender(e: { userId?: string; deviceId?: string; email?: string; phone?: string }): string {
  if (e.userId) return `user:${e.userId}`;
  if (e.deviceId) return `device:${e.deviceId}`;
  if (e.email) return `email:${e.email.toLowerCase()}`;
  return `phone:${e.phone ?? ''}`;
}

/** The device id a browser keeps for its enquiries: letters, digits, - and _, 8 to 64 characters. */
export const DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** The one reader of a counter (notificationCaps/{id}, enquiryLimits/{id}): how many it counted, 0 when none. */
export const capCountOf = (data: unknown): number => amountOf(asRecord(data).count);

/**
 * How the shop thanks the sender of an enquiry (docs/abuse-limits.md, section 1), if at all: by e-mail to the address
 * they gave; else by SMS to the phone they gave only when they were signed in (`userId`, which the rules check is
 * the caller's own, active account); else not at all. A visitor without an account who typed only a phone gets no
 * SMS: nobody proved the number is theirs, and a new browser (no device id) counts as a new sender every time, so
 * only the shop's daily budget would stop a script sending the shop's SMS to strangers' phones.
 */
export function acknowledgementTo(e: {
  userId: string;
  email: string;
  phone: string;
}): { channel: NotificationChannel; to: string } | null {
  if (e.email) return { channel: 'email', to: e.email };
  if (e.phone && e.userId) return { channel: 'sms', to: e.phone };
  return null;
}
