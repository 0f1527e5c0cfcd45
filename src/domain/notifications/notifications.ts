/**
 * Notifications: the outbox's document, what a customer chose and the staff's recipients (the
 * templates are in notification-templates.ts). Shared by functions/ (which queue and send) and the app (which
 * lists them for staff and edits the preferences). No zod, no Firebase.
 */
import type { OrderStatus } from '@domain/order/order-status';
import type { DeliverySlot } from '@domain/order/order-status';
import type { ProjectKind, ProjectStage } from '@domain/projects/project';
import type { MaintenanceTask } from '@domain/projects/project-maintenance';
import type { BalanceKind } from '@domain/projects/project-money';
import type { PlanReminderKind } from '@domain/plans/plan-reminders';
import type { OrderPlanNotice } from '@domain/order/messages';
import VALUE_LABELS from '@domain/shared/value-labels.json' with { type: 'json' };
import { formatGhanaPhone, isGhanaMobile, normaliseGhanaPhone } from '@domain/shared/phone';
import { amountOf, asRecord, oneOf, textOf } from '@domain/shared/stored-values';
import { labelled } from '@domain/shared/labelled';
import { isValidEmail, type NotifyBy } from '@domain/users/user';

// ---------------------------------------------------------------------------------------------------------
// The outbox document: notifications/{id}
// ---------------------------------------------------------------------------------------------------------

export const NOTIFICATION_CHANNELS = ['email', 'sms'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/**
 * queued → sending (claimed in a transaction by the one delivery that sends it) → sent, or back to queued with
 * a later nextAttemptAt after a transient failure, or failed (a permanent failure, or the last attempt).
 * A notification of a public enquiry over one of its caps (domain/enquiries/abuse-limits.ts) goes from queued to capped
 * instead, with the reason as its answer, and is never sent.
 */

export const [NOTIFICATION_STATUSES, NOTIFICATION_STATUS_LABELS] = labelled(VALUE_LABELS.notificationStatus);
export type NotificationStatus = keyof typeof NOTIFICATION_STATUS_LABELS;

export const [NOTIFICATION_TEMPLATES, NOTIFICATION_TEMPLATE_LABELS] = labelled(VALUE_LABELS.notificationTemplate);
export type NotificationTemplate = keyof typeof NOTIFICATION_TEMPLATE_LABELS;

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
  /** The shop's address (e.g. https://shop.savannasolar.com.gh): an order's link is built from it, per audience */
  shopUrl?: string;
  /** Notifications queued before shopUrl: the shopper's order page, absolute (only its origin is used) */
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
  /** A staff note marked "The customer too" with this status change */
  note?: string;
  /** contact message or quote request */
  enquiryKind?: 'message' | 'quote';
  subject?: string;
  message?: string;
  email?: string;
  phone?: string;
  /** An installation project's id and short number (docs/projects.md): its link is built from shopUrl */
  projectId?: string;
  projectNumber?: string;
  projectKind?: ProjectKind;
  /** The stage the project moved to */
  projectStage?: ProjectStage;
  /** A maintenance reminder's task and the day it fell due (ISO): project_maintenance_due */
  maintenanceTask?: MaintenanceTask;
  maintenanceDue?: string;
  /** A visit (survey or installation): its ISO day and time of day; the e-mail carries its calendar invite */
  visitDay?: string;
  visitSlot?: DeliverySlot;
  /** The site's town, GhanaPost GPS address and landmark, for the visit's invite */
  siteAddress?: string;
  /** A proposal's last day (ISO day) */
  validUntil?: string;
  /** The accepted option's title, total and deposit (GHS) */
  optionTitle?: string;
  deposit?: number;
  /** The proposal came back to the customer because the deposit did not arrive in time */
  depositExpired?: boolean;
  /**
   * A project's money as its screens state it (projectMoneyFigures, src/domain/projects/project-money.ts): where the
   * balance stands, a cash balance (GHS), and for a project paid by a plan the plan's name and its next payment
   * (ISO day, GHS). `deposit` and `total` are then the plan's.
   */
  balanceKind?: BalanceKind;
  cashBalance?: number;
  planName?: string;
  planNext?: { day: string; amount: number };
  /** The options of a proposal just sent, each with its total (GHS) */
  proposalOptions?: { title: string; total: number }[];
  /** The shop's phone from Settings (the first of Contact's phones), for "call us" */
  shopPhone?: string;
  /** A payment plan (docs/plans.md, "Reminders"): its id (its links are built from it and shopUrl) and number */
  planId?: string;
  planNumber?: string;
  /** A plan reminder: which one, the instalment's due day (ISO), and the pesewas its one-tap link asks for */
  planReminder?: PlanReminderKind;
  planDue?: string;
  planPay?: number;
  /** Days an overdue plan is past its earliest unpaid due day (staff's alert; `amount` is what is due, GHS) */
  daysPastDue?: number;
  /** An order paid in instalments: its plan's figures and where the order's payment stands (order-plan-notifications.ts) */
  orderPlan?: OrderPlanNotice;
}

export type NotificationAudience = 'customer' | 'staff';

/**
 * The page of an order a notification links to (src/app/router.tsx): the shopper's own order page, or the admin's
 * order page for staff.
 */
export const orderPagePath = (orderId: string, audience: NotificationAudience): string =>
  `${audience === 'staff' ? '/admin/orders' : '/order-details'}/${encodeURIComponent(orderId)}`;

/** The page of a project a notification links to: the customer's own project page, or the admin's. */
export const projectPagePath = (projectId: string, audience: NotificationAudience): string =>
  `${audience === 'staff' ? '/admin/projects' : '/projects'}/${encodeURIComponent(projectId)}`;

/** notifications/{id} as functions write it (dates as D). */
export interface NotificationOf<D> {
  id: string;
  channel: NotificationChannel;
  /** An e-mail address or a phone number in +233 form */
  to: string;
  audience: NotificationAudience;
  template: NotificationTemplate;
  data: NotificationData;
  status: NotificationStatus;
  attempts: number;
  /** The provider's last answer (its id for the message, or its error), as it gave it */
  providerAnswer: string;
  /** The provider's reference for a sent SMS ('' for e-mails and older notifications) */
  providerReference: string;
  orderId: string | null;
  /** A public enquiry's notification: its sender, hashed (counted against domain/enquiries/abuse-limits.ts's caps) */
  senderHash?: string;
  createdAt: D;
  updatedAt: D;
  sentAt: D | null;
  /** queued: not before then; sending: the claim's end; null once sent or failed */
  nextAttemptAt: D | null;
}
export type NotificationRecord = NotificationOf<Date>;

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
    attempts: amountOf(d.attempts),
    providerAnswer: textOf(d.providerAnswer),
    providerReference: textOf(d.providerReference),
    orderId: textOf(d.orderId) || null,
    ...(textOf(d.senderHash) ? { senderHash: textOf(d.senderHash) } : {}),
    createdAt: date(d.createdAt),
    updatedAt: date(d.updatedAt),
    sentAt: optionalDate(d.sentAt),
    nextAttemptAt: optionalDate(d.nextAttemptAt),
  };
}

// ---------------------------------------------------------------------------------------------------------
// Who is told how
// ---------------------------------------------------------------------------------------------------------

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

/**
 * Staff alerts by SMS need a mobile number saved on Admin › Notifications: until then no SMS goes to staff (the
 * shop's contact phones may be landlines), and the dashboard's setup checklist asks for one. Done once a mobile
 * number is saved, or staff switched staff SMS off.
 */
export function staffSmsSetUp(saved: StaffNotificationSettings | null): boolean {
  return saved !== null && (!saved.smsEnabled || saved.phones.some(isGhanaMobile));
}

/** A notification's answer in staff's words: what happened, and a second line (a reference, the provider's words). */
export function notificationAnswer(
  n: Pick<NotificationRecord, 'channel' | 'status' | 'attempts' | 'providerAnswer' | 'providerReference'>,
): {
  words: string;
  detail: string;
} {
  const answer = n.providerAnswer.trim();
  const sms = n.channel === 'sms';
  if (n.status === 'sent') {
    // Older notifications kept only the provider's answer: its reference is read from it.
    const reference = n.providerReference || (/^Arkesel id (.+)$/.exec(answer)?.[1] ?? '');
    return {
      words: sms ? 'Accepted by the SMS provider.' : 'Accepted by the mail server.',
      detail: reference ? `Reference ${reference}` : '',
    };
  }
  if (n.status === 'capped') return { words: answer, detail: '' };
  if (n.status === 'sending') return { words: 'Being sent now.', detail: '' };
  if (n.status === 'queued' && n.attempts === 0) return { words: 'Not tried yet.', detail: '' };
  const failure = sendFailureWords(n.channel, answer);
  return n.status === 'queued'
    ? { words: `${failure.words} It will be tried again.`, detail: failure.detail }
    : failure;
}

/** Why a send failed, from the provider's answer (functions/src/notifications/lib/channels.ts), in staff's words. */
function sendFailureWords(channel: NotificationChannel, answer: string): { words: string; detail: string } {
  const refused = /^SMS refused: (.*)$/s.exec(answer);
  if (refused) return { words: 'The SMS provider refused it.', detail: `Its answer: ${refused[1]}` };
  if (/^The SMS provider did not answer/.test(answer)) return { words: 'The SMS provider did not answer.', detail: '' };
  if (/^E-mail is not set up/.test(answer)) {
    return { words: 'E-mail sending is not set up for the shop yet.', detail: '' };
  }
  if (/^The send was interrupted/.test(answer)) return { words: answer, detail: '' };
  return {
    words: channel === 'sms' ? 'The SMS could not be sent.' : 'The mail server refused it or could not be reached.',
    detail: answer ? `Its answer: ${answer}` : '',
  };
}

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
  const badEmail = emails.find((e) => !isValidEmail(e));
  if (badEmail) errors.emails = `"${badEmail}" is not an e-mail address.`;
  else if (emails.length > MAX_STAFF_RECIPIENTS) errors.emails = `At most ${MAX_STAFF_RECIPIENTS} addresses.`;
  const badPhone = phoneLines.find((_line, i) => phones[i] === null);
  const landline = phoneLines.find((line, i) => phones[i] !== null && !isGhanaMobile(line));
  if (badPhone) errors.phones = `"${badPhone}" is not a Ghana phone number (e.g. 024 123 4567).`;
  else if (landline) errors.phones = `"${landline}" is a landline: SMS need a mobile number (e.g. 024 123 4567).`;
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
