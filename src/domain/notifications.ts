/**
 * Notifications (issue 15): the outbox's document, what a customer chose, the staff's recipients, and the
 * templates (pure functions) that turn a notification's data into an e-mail (subject, plain text, HTML) or an
 * SMS. Shared by functions/ (which queue and send) and the app (which lists them for staff and edits the
 * preferences). No zod, no Firebase.
 */
import { SHOP_NAME } from './brand';
import { ORDER_STATUS_LABELS, type OrderStatus } from './order-status';
import { formatGhanaPhone, normaliseGhanaPhone } from './phone';

// ---------------------------------------------------------------------------------------------------------
// The outbox document: notifications/{id}
// ---------------------------------------------------------------------------------------------------------

export const NOTIFICATION_CHANNELS = ['email', 'sms'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/**
 * queued → sending (claimed in a transaction by the one delivery that sends it) → sent, or back to queued with
 * a later nextAttemptAt after a transient failure, or failed (a permanent failure, or the last attempt).
 */
export const NOTIFICATION_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

export const NOTIFICATION_STATUS_LABELS: Record<NotificationStatus, string> = {
  queued: 'Waiting to send',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
};

export const NOTIFICATION_TEMPLATES = [
  'order_placed',
  'order_placed_staff',
  'order_status',
  'payment_received',
  'payment_failed',
  'payment_expired',
  'refund_made',
  'enquiry_staff',
  'enquiry_ack',
] as const;
export type NotificationTemplate = (typeof NOTIFICATION_TEMPLATES)[number];

export const NOTIFICATION_TEMPLATE_LABELS: Record<NotificationTemplate, string> = {
  order_placed: 'Order placed',
  order_placed_staff: 'New order (staff)',
  order_status: 'Order status changed',
  payment_received: 'Payment received',
  payment_failed: 'Payment failed',
  payment_expired: 'Payment not received in time',
  refund_made: 'Refund made',
  enquiry_staff: 'New enquiry (staff)',
  enquiry_ack: 'Enquiry received',
};

/** At most this many tries to send one notification; between them, retryDelayMs(attempts). */
export const MAX_NOTIFICATION_ATTEMPTS = 4;

/** How long a delivery may hold its claim before the sweep takes the notification as interrupted. */
export const NOTIFICATION_CLAIM_MS = 2 * 60_000;

/** The wait before the next try after `attempts` failed ones: 1, 4, 16 minutes (exponential backoff). */
export function retryDelayMs(attempts: number): number {
  return 60_000 * 4 ** Math.max(0, attempts - 1);
}

/** A line of an order as a template lists it. */
export interface NotificationItem {
  name: string;
  quantity: number;
  /** GHS, the unit price */
  price: number;
}

/** Everything a template may need; each template reads its own fields. */
export interface NotificationData {
  /** The short number (orderNumberOf) */
  orderNumber?: string;
  orderId?: string;
  /** The order's page in the shop, absolute */
  orderUrl?: string;
  customerName?: string;
  customerPhone?: string;
  items?: NotificationItem[];
  /** GHS */
  total?: number;
  deliveryMethod?: 'delivery' | 'pickup';
  paymentMethod?: string;
  status?: OrderStatus;
  /** GHS, a refund's amount */
  amount?: number;
  /** Why a payment failed, in the words the order shows */
  reason?: string;
  /** contact message or quote request */
  enquiryKind?: 'message' | 'quote';
  subject?: string;
  message?: string;
  email?: string;
  phone?: string;
}

/** notifications/{id} as functions write it (dates as D). */
export interface NotificationOf<D> {
  id: string;
  channel: NotificationChannel;
  /** An e-mail address or a phone number in +233 form */
  to: string;
  audience: 'customer' | 'staff';
  template: NotificationTemplate;
  data: NotificationData;
  status: NotificationStatus;
  attempts: number;
  /** The provider's last answer (its id for the message, or its error), for staff */
  providerAnswer: string;
  orderId: string | null;
  createdAt: D;
  updatedAt: D;
  sentAt: D | null;
  /** queued: not before then; sending: the claim's end; null once sent or failed */
  nextAttemptAt: D | null;
}
export type NotificationRecord = NotificationOf<Date>;

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');
const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
  (values as readonly unknown[]).includes(value) ? (value as T) : fallback;

/** A notifications document read defensively, its timestamps turned into D by `date`. */
export function notificationFromRecord<D>(id: string, raw: unknown, date: (value: unknown) => D): NotificationOf<D> {
  const d = asRecord(raw);
  const optionalDate = (value: unknown): D | null => (value ? date(value) : null);
  return {
    id,
    channel: oneOf(NOTIFICATION_CHANNELS, d.channel, 'email'),
    to: textOf(d.to),
    audience: d.audience === 'staff' ? 'staff' : 'customer',
    template: oneOf(NOTIFICATION_TEMPLATES, d.template, 'order_status'),
    data: asRecord(d.data) as NotificationData,
    status: oneOf(NOTIFICATION_STATUSES, d.status, 'queued'),
    attempts: typeof d.attempts === 'number' ? d.attempts : 0,
    providerAnswer: textOf(d.providerAnswer),
    orderId: textOf(d.orderId) || null,
    createdAt: date(d.createdAt),
    updatedAt: date(d.updatedAt),
    sentAt: optionalDate(d.sentAt),
    nextAttemptAt: optionalDate(d.nextAttemptAt),
  };
}

// ---------------------------------------------------------------------------------------------------------
// Who is told how
// ---------------------------------------------------------------------------------------------------------

/** A customer's choice in Account Settings, stored as users/{uid}.notifyBy; both when unset. */
export const NOTIFY_BY_OPTIONS = ['both', 'email', 'sms'] as const;
export type NotifyBy = (typeof NOTIFY_BY_OPTIONS)[number];
export const NOTIFY_BY_LABELS: Record<NotifyBy, string> = {
  both: 'E-mail and SMS',
  email: 'E-mail only',
  sms: 'SMS only',
};
export const notifyByOf = (value: unknown): NotifyBy => oneOf(NOTIFY_BY_OPTIONS, value, 'both');

export function customerChannels(notifyBy: NotifyBy): NotificationChannel[] {
  return notifyBy === 'both' ? ['email', 'sms'] : [notifyBy];
}

/** settings/notifications: who on the staff is told of new orders and enquiries, and how (admins only). */
export interface StaffNotificationSettings {
  emailEnabled: boolean;
  smsEnabled: boolean;
  /** At most MAX_STAFF_RECIPIENTS addresses */
  emails: string[];
  /** At most MAX_STAFF_RECIPIENTS numbers, +233 form */
  phones: string[];
}

export const MAX_STAFF_RECIPIENTS = 5;

export function staffSettingsFromRecord(raw: unknown): StaffNotificationSettings {
  const d = asRecord(raw);
  const list = (value: unknown) =>
    (Array.isArray(value) ? value : []).filter((v): v is string => typeof v === 'string' && v !== '');
  return {
    emailEnabled: d.emailEnabled !== false,
    smsEnabled: d.smsEnabled !== false,
    emails: list(d.emails).slice(0, MAX_STAFF_RECIPIENTS),
    phones: list(d.phones).slice(0, MAX_STAFF_RECIPIENTS),
  };
}

/** Each staff recipient with its channel, as the settings enable them. */
export function staffRecipients(settings: StaffNotificationSettings): { channel: NotificationChannel; to: string }[] {
  return [
    ...(settings.emailEnabled ? settings.emails.map((to) => ({ channel: 'email' as const, to })) : []),
    ...(settings.smsEnabled ? settings.phones.map((to) => ({ channel: 'sms' as const, to })) : []),
  ];
}

/** The part of a deterministic notification id that names a recipient: letters and digits only, 40 at most. */
export const recipientKey = (to: string): string =>
  to
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .slice(0, 40);

// ---------------------------------------------------------------------------------------------------------
// Templates
// ---------------------------------------------------------------------------------------------------------

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/** Amounts as "GHS 1,250.00": the cedi sign is not in the SMS alphabet (it would halve an SMS's length). */
export function ghsText(amount: number): string {
  return `GHS ${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** One SMS holds 160 characters of the GSM alphabet. */
export const SMS_LIMIT = 160;

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** What happens next after each status, in the customer's words. */
const STATUS_NEXT: Record<OrderStatus, string> = {
  pending: 'We will call you to confirm it.',
  confirmed: 'We are preparing it.',
  processing: 'We are preparing it.',
  out_for_delivery: 'Our driver will call you before arriving.',
  ready_for_pickup: 'Collect it at our shop in Tamale, Monday to Saturday.',
  delivered: 'Thank you for shopping with us.',
  cancelled: 'If you did not ask for this, please call us.',
};

const number = (d: NotificationData) => d.orderNumber ?? '';
const statusLabel = (d: NotificationData) => (d.status ? ORDER_STATUS_LABELS[d.status] : '');

/** The subject and paragraphs of an e-mail; the first paragraph greets. */
interface EmailParts {
  subject: string;
  paragraphs: string[];
  showItems: boolean;
  link: boolean;
}

function emailParts(template: NotificationTemplate, d: NotificationData): EmailParts {
  const hello = d.customerName ? `Hello ${d.customerName},` : 'Hello,';
  const n = number(d);
  const total = d.total === undefined ? '' : ghsText(d.total);
  switch (template) {
    case 'order_placed':
      return {
        subject: `${SHOP_NAME}: order ${n} received`,
        paragraphs: [
          hello,
          `Thank you for your order ${n}. The total is ${total}.`,
          d.paymentMethod === 'mobile_money_now'
            ? 'Approve the Mobile Money prompt on your phone to pay. We will call you to arrange delivery.'
            : `What happens next: we will call you to confirm it, then ${d.deliveryMethod === 'pickup' ? 'tell you when it is ready for pickup' : 'deliver it'}. You pay on ${d.deliveryMethod === 'pickup' ? 'pickup' : 'delivery'}.`,
        ],
        showItems: true,
        link: true,
      };
    case 'order_placed_staff':
      return {
        subject: `New order ${n}: ${total}`,
        paragraphs: [
          `A new order ${n} was placed by ${d.customerName || 'a customer'}${d.customerPhone ? ` (${d.customerPhone})` : ''}.`,
          `Total ${total}, ${d.deliveryMethod === 'pickup' ? 'pickup at the shop' : 'delivery'}.`,
        ],
        showItems: true,
        link: true,
      };
    case 'order_status':
      return {
        subject: `${SHOP_NAME}: order ${n} is ${statusLabel(d).toLowerCase()}`,
        paragraphs: [hello, `Your order ${n} is now: ${statusLabel(d)}.`, d.status ? STATUS_NEXT[d.status] : ''].filter(
          Boolean,
        ),
        showItems: false,
        link: true,
      };
    case 'payment_received':
      return {
        subject: `${SHOP_NAME}: payment received for order ${n}`,
        paragraphs: [hello, `We received your payment of ${total} for order ${n}. Thank you.`, STATUS_NEXT.confirmed],
        showItems: true,
        link: true,
      };
    case 'payment_failed':
      return {
        subject: `${SHOP_NAME}: payment for order ${n} did not go through`,
        paragraphs: [
          hello,
          `Your Mobile Money payment for order ${n} did not go through${d.reason ? `: ${d.reason}` : ''}.`,
          'Open your order to try again, or choose to pay on delivery.',
        ],
        showItems: false,
        link: true,
      };
    case 'payment_expired':
      return {
        subject: `${SHOP_NAME}: order ${n} was cancelled, payment not received`,
        paragraphs: [
          hello,
          `We did not receive the payment for order ${n} in time, so it was cancelled and nothing was charged.`,
          'You are welcome to order again.',
        ],
        showItems: false,
        link: true,
      };
    case 'refund_made':
      return {
        subject: `${SHOP_NAME}: refund for order ${n}`,
        paragraphs: [
          hello,
          `We refunded ${d.amount === undefined ? total : ghsText(d.amount)} for order ${n}.`,
          'Mobile Money refunds can take a few days to reach your wallet.',
        ],
        showItems: false,
        link: true,
      };
    case 'enquiry_staff':
      return {
        subject:
          d.enquiryKind === 'quote'
            ? `New quote request: ${d.subject ?? ''} from ${d.customerName ?? ''}`
            : `New message: ${d.subject ?? ''} from ${d.customerName ?? ''}`,
        paragraphs: [
          `${d.customerName ?? 'Someone'} wrote${d.phone ? `, phone ${d.phone}` : ''}${d.email ? `, e-mail ${d.email}` : ''}:`,
          d.message ?? '',
          'Answer from the admin area, Messages.',
        ],
        showItems: false,
        link: false,
      };
    case 'enquiry_ack':
      return {
        subject: `${SHOP_NAME}: we received your ${d.enquiryKind === 'quote' ? 'quote request' : 'message'}`,
        paragraphs: [
          hello,
          `Thank you for contacting ${SHOP_NAME}. We received your ${d.enquiryKind === 'quote' ? 'quote request' : 'message'} "${d.subject ?? ''}" and will answer within one working day.`,
        ],
        showItems: false,
        link: false,
      };
  }
}

function itemLines(d: NotificationData): string[] {
  return (d.items ?? []).map((item) => `${item.quantity} x ${item.name}: ${ghsText(item.price * item.quantity)}`);
}

/** The e-mail of a notification: plain text and HTML with the same words. */
export function renderEmail(template: NotificationTemplate, d: NotificationData): RenderedEmail {
  const parts = emailParts(template, d);
  const items = parts.showItems ? itemLines(d) : [];
  const link = parts.link && d.orderUrl ? d.orderUrl : '';
  const text = [
    ...parts.paragraphs,
    ...(items.length
      ? [`Items:\n${items.map((line) => `- ${line}`).join('\n')}\nTotal: ${ghsText(d.total ?? 0)}`]
      : []),
    ...(link ? [`See your order: ${link}`] : []),
    `${SHOP_NAME}, Tamale`,
  ].join('\n\n');
  const html = [
    '<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">',
    `<h1 style="font-size:20px;color:#b45309">${escapeHtml(SHOP_NAME)}</h1>`,
    ...parts.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(items.length
      ? [
          '<table style="border-collapse:collapse">',
          ...(d.items ?? []).map(
            (item) =>
              `<tr><td style="padding:4px 12px 4px 0">${item.quantity} x ${escapeHtml(item.name)}</td>` +
              `<td style="text-align:right">${ghsText(item.price * item.quantity)}</td></tr>`,
          ),
          `<tr><th style="text-align:left;padding-top:8px">Total</th><th style="text-align:right;padding-top:8px">${ghsText(d.total ?? 0)}</th></tr>`,
          '</table>',
        ]
      : []),
    ...(link ? [`<p><a href="${escapeHtml(link)}">See your order ${escapeHtml(number(d))}</a></p>`] : []),
    `<p style="color:#6b7280">${escapeHtml(SHOP_NAME)}, Tamale</p>`,
    '</body></html>',
  ].join('\n');
  return { subject: parts.subject, text, html };
}

/** The SMS of a notification: one SMS (160 characters) where the data allows, always with the short number. */
export function renderSms(template: NotificationTemplate, d: NotificationData): string {
  const n = number(d);
  const total = d.total === undefined ? '' : ghsText(d.total);
  const shop = SHOP_NAME;
  switch (template) {
    case 'order_placed':
      return `${shop}: order ${n} received, total ${total}. ${d.paymentMethod === 'mobile_money_now' ? 'Approve the MoMo prompt to pay.' : 'We will call you to confirm.'}`;
    case 'order_placed_staff':
      return `New order ${n}: ${total}, ${d.deliveryMethod === 'pickup' ? 'pickup' : 'delivery'}. ${d.customerName ?? ''} ${d.customerPhone ?? ''}`.trim();
    case 'order_status':
      return `${shop}: order ${n} is ${statusLabel(d).toLowerCase()}. ${d.status ? STATUS_NEXT[d.status] : ''}`.trim();
    case 'payment_received':
      return `${shop}: payment of ${total} received for order ${n}. Thank you.`;
    case 'payment_failed':
      return `${shop}: payment for order ${n} did not go through. Open your order to try again or pay on delivery.`;
    case 'payment_expired':
      return `${shop}: payment for order ${n} not received in time. The order is cancelled; nothing was charged.`;
    case 'refund_made':
      return `${shop}: we refunded ${d.amount === undefined ? total : ghsText(d.amount)} for order ${n}.`;
    case 'enquiry_staff':
      return `New ${d.enquiryKind === 'quote' ? 'quote request' : 'message'} from ${d.customerName ?? ''} ${d.phone ?? ''}: ${d.subject ?? ''}`
        .trim()
        .slice(0, SMS_LIMIT);
    case 'enquiry_ack':
      return `${shop}: we received your ${d.enquiryKind === 'quote' ? 'quote request' : 'message'} and will answer within one working day.`;
  }
}

/** What staff are told about resending (resendNotification). */
export const NOTIFICATION_MESSAGES = {
  resendNotFailed: 'Only a notification that failed can be sent again.',
  resendNotFound: 'This notification no longer exists.',
  resendFailed: 'The notification could not be sent again. Please try again.',
  settingsSaved: 'Notification recipients saved.',
  settingsFailed: 'The notification recipients could not be saved. Please try again.',
  listFailed: 'The notifications could not be loaded. Please try again.',
} as const;

/** The staff recipients form: one address or number a line. */
export interface StaffNotificationForm {
  emailEnabled: boolean;
  smsEnabled: boolean;
  emails: string;
  phones: string;
}

export const staffFormFrom = (settings: StaffNotificationSettings): StaffNotificationForm => ({
  emailEnabled: settings.emailEnabled,
  smsEnabled: settings.smsEnabled,
  emails: settings.emails.join('\n'),
  phones: settings.phones.map(formatGhanaPhone).join('\n'),
});

const EMAIL_PATTERN = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** The form's values as settings/notifications stores them (phones as +233…), or what is wrong with each list. */
export function staffSettingsFromForm(
  form: StaffNotificationForm,
): { settings: StaffNotificationSettings } | { errors: { emails?: string; phones?: string } } {
  const lines = (text: string) => [
    ...new Set(
      text
        .split(/[\n,;]+/)
        .map((line) => line.trim())
        .filter(Boolean),
    ),
  ];
  const emails = lines(form.emails).map((e) => e.toLowerCase());
  const phoneLines = lines(form.phones);
  const phones = phoneLines.map(normaliseGhanaPhone);
  const errors: { emails?: string; phones?: string } = {};
  const badEmail = emails.find((e) => !EMAIL_PATTERN.test(e) || e.length > 254);
  if (badEmail) errors.emails = `"${badEmail}" is not an e-mail address.`;
  else if (emails.length > MAX_STAFF_RECIPIENTS) errors.emails = `At most ${MAX_STAFF_RECIPIENTS} addresses.`;
  const badPhone = phoneLines.find((_line, i) => phones[i] === null);
  if (badPhone) errors.phones = `"${badPhone}" is not a Ghana phone number (e.g. 024 123 4567).`;
  else if (phones.length > MAX_STAFF_RECIPIENTS) errors.phones = `At most ${MAX_STAFF_RECIPIENTS} numbers.`;
  if (errors.emails || errors.phones) return { errors };
  return {
    settings: {
      emailEnabled: form.emailEnabled,
      smsEnabled: form.smsEnabled,
      emails,
      phones: [...new Set(phones.filter((p): p is string => p !== null))],
    },
  };
}
