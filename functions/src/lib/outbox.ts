import { createHash } from 'node:crypto';
import {
  FieldValue,
  Timestamp,
  type DocumentData,
  type DocumentReference,
  type Transaction,
} from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import {
  enquiryCounters,
  enquirySender,
  notificationCounters,
  overCap,
  type CapCounter,
} from '../../../src/domain/abuse-limits';
import { orderNumberOf } from '../../../src/domain/order-number';
import {
  customerChannels,
  MAX_NOTIFICATION_ATTEMPTS,
  NOTIFICATION_CLAIM_MS,
  recipientKey,
  retryDelayMs,
  staffRecipients,
  staffSettingsFromRecord,
  type NotificationChannel,
  type NotificationData,
  type NotificationTemplate,
  type NotificationRecord,
  type StaffNotificationSettings,
} from '../../../src/domain/notifications';
import { renderEmail, renderSms } from '../../../src/domain/notification-templates';
import { VISIT_TEMPLATES } from '../../../src/domain/project-notification-templates';
import { projectFromRecord } from '../../../src/domain/project-record';
import { projectEvents, projectNotificationData } from '../../../src/domain/project-notifications';
import { visitInvite } from './invites';
import { isOrderStatus, type OrderStatus } from '../../../src/domain/order-status';
import { normaliseGhanaPhone } from '../../../src/domain/phone';
import { sendEmail, SendError, smsProvider } from './channels';
import { db } from './firebase';
import { amountOf, asRecord, textOf } from '../../../src/domain/stored-values';
import { notifyByOf } from '../../../src/domain/user';

/**
 * The outbox: triggers queue one notifications/{id} document per event, recipient and channel, with
 * an id made from the event (`<orderId>-placed-customer-email`, `<orderId>-status-out_for_delivery-sms`…) and
 * created in a transaction that skips ids that exist: a trigger that fires twice queues nothing twice. A delivery
 * claims a queued document in a transaction (status sending, attempts + 1) before it sends, so two deliveries of
 * one document never both send; a transient failure puts it back in the queue with a later nextAttemptAt
 * (retryDelayMs), the last attempt or a permanent failure marks it failed with the provider's answer.
 */

/**
 * One notification to queue: its id (from the event) and what it says. A notification of a public enquiry
 * also names its sender (hashed), and is then counted against the caps of domain/abuse-limits.ts when sent.
 */
export type QueuedNotification = Pick<
  NotificationRecord,
  'id' | 'channel' | 'to' | 'audience' | 'template' | 'data' | 'orderId'
> & { senderHash?: string };

/** Creates the notifications not queued yet, all in one transaction; resolves with the ids it created. */
export async function queueNotifications(notifications: QueuedNotification[]): Promise<string[]> {
  if (notifications.length === 0) return [];
  const refs = notifications.map((n) => db().collection('notifications').doc(n.id));
  return db().runTransaction(async (tx) => {
    const snaps = await tx.getAll(...refs);
    const created: string[] = [];
    snaps.forEach((snap, i) => {
      const n = notifications[i]!;
      if (snap.exists) return;
      tx.create(refs[i]!, {
        channel: n.channel,
        to: n.to,
        audience: n.audience,
        template: n.template,
        data: n.data,
        orderId: n.orderId,
        ...(n.senderHash ? { senderHash: n.senderHash } : {}),
        status: 'queued',
        attempts: 0,
        providerAnswer: '',
        createdAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
        sentAt: null,
        // Due now: the sweep sends it even if its own trigger never ran.
        nextAttemptAt: Timestamp.now(),
      });
      created.push(n.id);
    });
    return created;
  });
}

// ---------------------------------------------------------------------------------------------------------
// Who: staff settings and the customer's choice
// ---------------------------------------------------------------------------------------------------------

/**
 * settings/notifications; until staff save it, the shop's contact e-mail (settings/global) and no SMS: the shop's
 * phones may be landlines, so staff SMS wait for a mobile number saved on Admin › Notifications (the dashboard's
 * setup checklist asks for it, domain/shop-setup.ts).
 */
export async function staffSettings(): Promise<StaffNotificationSettings> {
  // Both in one round trip: the shop's contact is needed whenever staff have not saved recipients yet.
  const [snap, global] = await db().getAll(db().doc('settings/notifications'), db().doc('settings/global'));
  if (snap?.exists) return staffSettingsFromRecord(snap.data());
  const email = textOf(asRecord(global?.get('contact')).email);
  return staffSettingsFromRecord({ emails: email ? [email] : [], phones: [] });
}

/** The notifications of one staff alert, one per recipient and channel, ids from `idPrefix`. */
export function staffNotifications(
  settings: StaffNotificationSettings,
  idPrefix: string,
  template: NotificationTemplate,
  data: NotificationData,
  orderId: string | null,
  senderHash?: string,
): QueuedNotification[] {
  return staffRecipients(settings).map(({ channel, to }) => ({
    id: `${idPrefix}-staff-${channel}-${recipientKey(to)}`,
    channel,
    to,
    audience: 'staff',
    template,
    data,
    orderId,
    ...(senderHash ? { senderHash } : {}),
  }));
}

// ---------------------------------------------------------------------------------------------------------
// Orders
// ---------------------------------------------------------------------------------------------------------

/** The statuses a customer is told of: not pending (the order's own message) nor processing. */
const TOLD_STATUSES: readonly OrderStatus[] = [
  'confirmed',
  'out_for_delivery',
  'ready_for_pickup',
  'delivered',
  'cancelled',
];

export const shopUrl = (): string => (process.env.SHOP_URL || 'https://shop.savannasolar.com.gh').replace(/\/$/, '');

/** What the templates need of an order. */
export function orderData(orderId: string, order: DocumentData): NotificationData {
  const customer = asRecord(order.customer);
  const delivery = asRecord(order.delivery);
  const address = asRecord(delivery.address);
  const status = order.status;
  return {
    orderNumber: orderNumberOf({ id: orderId, number: textOf(order.number) || null }),
    orderId,
    // Each template links to the order's page for its reader (notification-templates.ts, orderLinkOf).
    shopUrl: shopUrl(),
    customerName: textOf(address.fullName) || textOf(customer.displayName),
    customerPhone: normaliseGhanaPhone(textOf(address.phone)) ?? '',
    items: (Array.isArray(order.items) ? order.items : []).map((raw) => {
      const item = asRecord(raw);
      return { name: textOf(item.name), quantity: amountOf(item.quantity), price: amountOf(item.price) };
    }),
    total: amountOf(order.total),
    deliveryMethod: delivery.method === 'pickup' ? 'pickup' : 'delivery',
    paymentMethod: textOf(order.paymentMethod),
    ...(isOrderStatus(status) ? { status } : {}),
  };
}

/** The customer's e-mail and phone for the channels they chose (users/{uid}.notifyBy, both by default). */
async function customerAddresses(order: DocumentData): Promise<{ channel: NotificationChannel; to: string }[]> {
  const userId = textOf(order.userId);
  const user = userId ? (await db().doc(`users/${userId}`).get()).data() : undefined;
  const email = textOf(asRecord(order.customer).email) || textOf(user?.email);
  const phone = normaliseGhanaPhone(textOf(asRecord(asRecord(order.delivery).address).phone));
  return customerChannels(notifyByOf(user?.notifyBy)).flatMap((channel) => {
    const to = channel === 'email' ? email : phone;
    return to ? [{ channel, to }] : [];
  });
}

interface OrderEvent {
  key: string;
  template: NotificationTemplate;
  extra?: NotificationData;
}

/**
 * The note staff marked "The customer too" with the change to `status`: the note of the timeline entries this
 * change added (functions/src/lib/orders.ts, changeStatus), not a payment's entry.
 */
function customerNoteOf(before: DocumentData, after: DocumentData, status: OrderStatus): string {
  const history = (value: unknown) => (Array.isArray(value) ? value : []).map(asRecord);
  const added = history(after.statusHistory).slice(history(before.statusHistory).length);
  const entry = added.find((e) => e.status === status && !e.paymentStatus && textOf(e.note).trim() !== '');
  return entry ? textOf(entry.note).trim() : '';
}

/**
 * The customer events between two versions of an order (before undefined: it was just placed).
 *
 * A failed Mobile Money payment is told once per order (the key has no attempt number, so the outbox's ids
 * skip any later one): a shopper who tries again after a decline is on the order's page, which shows each
 * attempt as it goes; a message for every try would only repeat it. A payment received is always told.
 */
export function orderEvents(before: DocumentData | undefined, after: DocumentData): OrderEvent[] {
  if (!before) return [{ key: 'placed', template: 'order_placed' }];
  const events: OrderEvent[] = [];
  const status = after.status;
  if (status !== before.status && isOrderStatus(status) && TOLD_STATUSES.includes(status)) {
    const note = customerNoteOf(before, after, status);
    events.push(
      status === 'cancelled' && after.paymentStatus === 'expired'
        ? { key: 'payment-expired', template: 'payment_expired' }
        : { key: `status-${status}`, template: 'order_status', ...(note ? { extra: { note } } : {}) },
    );
  }
  if (after.paymentStatus !== before.paymentStatus) {
    if (after.paymentStatus === 'paid') events.push({ key: 'payment-paid', template: 'payment_received' });
    if (after.paymentStatus === 'refunded') {
      const refund = asRecord(after.refund);
      events.push({
        key: 'refund',
        template: 'refund_made',
        extra: { amount: typeof refund.amount === 'number' ? refund.amount : amountOf(after.total) },
      });
    }
  }
  const beforeAttempts = (Array.isArray(before.paymentAttempts) ? before.paymentAttempts : []).map(asRecord);
  const attempts = (Array.isArray(after.paymentAttempts) ? after.paymentAttempts : []).map(asRecord);
  const failed = attempts.find(
    (attempt) =>
      attempt.status === 'failed' && beforeAttempts.find((a) => a.reference === attempt.reference)?.status !== 'failed',
  );
  // Not when the same change also says the order is paid or cancelled: that message says what matters.
  if (failed && after.paymentStatus !== 'paid' && after.status !== 'cancelled') {
    // The reason only when it says more than that the payment did not go through.
    const reason = failed.failure === 'other' ? '' : textOf(failed.message);
    events.push({ key: 'payment-failed', template: 'payment_failed', extra: { reason } });
  }
  return events;
}

/** Queues the notifications of an order's change (the triggers on orders/{orderId}); resolves with the new ids. */
export async function queueOrderNotifications(
  orderId: string,
  before: DocumentData | undefined,
  after: DocumentData | undefined,
): Promise<string[]> {
  if (!after) return [];
  const events = orderEvents(before, after);
  if (events.length === 0) return [];
  const data = orderData(orderId, after);
  // A new order also tells staff: their recipients are read alongside the customer's choice.
  const [addresses, staff] = await Promise.all([customerAddresses(after), before ? null : staffSettings()]);
  const queued: QueuedNotification[] = events.flatMap((event) =>
    addresses.map(({ channel, to }) => ({
      id: `${orderId}-${event.key}-customer-${channel}`,
      channel,
      to,
      audience: 'customer' as const,
      template: event.template,
      data: { ...data, ...event.extra },
      orderId,
    })),
  );
  if (staff) queued.push(...staffNotifications(staff, `${orderId}-placed`, 'order_placed_staff', data, orderId));
  return queueNotifications(queued);
}

// ---------------------------------------------------------------------------------------------------------
// Installation projects (docs/projects.md)
// ---------------------------------------------------------------------------------------------------------

const asDate = (value: unknown): Date => (value instanceof Timestamp ? value.toDate() : new Date(0));

/**
 * Queues the notifications of a project's change (the trigger on projects/{projectId}): the events chosen by
 * projectEvents, to the customer by the channels they chose (users/{uid}.notifyBy, both by default) and to staff
 * by their recipients (settings/notifications). Resolves with the new ids.
 */
/** Where a project's customer is told, as their notifyBy says: the project's e-mail (else the account's) and phone. */
export async function projectCustomerAddresses(project: {
  userId: string;
  customer: { email: string; phone: string };
}): Promise<{ channel: NotificationChannel; to: string }[]> {
  const user = project.userId ? await db().doc(`users/${project.userId}`).get() : null;
  const email = project.customer.email || textOf(user?.get('email'));
  const phone = normaliseGhanaPhone(project.customer.phone);
  return customerChannels(notifyByOf(user?.get('notifyBy'))).flatMap((channel) => {
    const to = channel === 'email' ? email : phone;
    return to ? [{ channel, to }] : [];
  });
}

export async function queueProjectNotifications(
  projectId: string,
  before: DocumentData | undefined,
  after: DocumentData | undefined,
): Promise<string[]> {
  if (!after) return [];
  const was = before ? projectFromRecord(projectId, before, asDate) : null;
  const project = projectFromRecord(projectId, after, asDate);
  const events = projectEvents(was, project);
  if (events.length === 0) return [];
  const data = projectNotificationData(was, project, shopUrl());
  const tellsStaff = events.some((e) => e.audience === 'staff');
  const [addresses, staff] = await Promise.all([
    projectCustomerAddresses(project),
    tellsStaff ? staffSettings() : null,
  ]);
  const queued: QueuedNotification[] = events.flatMap((event) =>
    event.audience === 'staff'
      ? staff
        ? staffNotifications(staff, `project-${projectId}-${event.key}`, event.template, data, null)
        : []
      : addresses.map(({ channel, to }) => ({
          id: `project-${projectId}-${event.key}-customer-${channel}`,
          channel,
          to,
          audience: 'customer' as const,
          template: event.template,
          data,
          orderId: null,
        })),
  );
  return queueNotifications(queued);
}

// ---------------------------------------------------------------------------------------------------------
// Contact messages and quote requests
// ---------------------------------------------------------------------------------------------------------

/**
 * A phone number, an address or a sender as it goes into a counter's document id: a short SHA-256, so that
 * notificationCaps and enquiryLimits name nobody (docs/abuse-limits.md).
 */
export const capHash = (value: string): string => createHash('sha256').update(value).digest('hex').slice(0, 24);

/**
 * Counts one more against `counters` in `tx` (all reads first, as transactions require): null when every one
 * had room (each is then incremented), else the reason of the first that is full (nothing is incremented).
 * Each counter keeps an expiresAt two days after it was last written, for a TTL policy to delete it.
 */
async function countAgainst(
  tx: Transaction,
  collection: 'notificationCaps' | 'enquiryLimits',
  counters: CapCounter[],
  now: Date,
): Promise<string | null> {
  const refs = counters.map((c) => db().collection(collection).doc(c.id));
  const snaps = refs.length ? await tx.getAll(...refs) : [];
  const reason = overCap(
    counters,
    snaps.map((snap) => amountOf(snap.get('count'))),
  );
  if (reason === null) {
    const expiresAt = Timestamp.fromMillis(now.getTime() + 2 * 24 * 3_600_000);
    for (const ref of refs) tx.set(ref, { count: FieldValue.increment(1), expiresAt }, { merge: true });
  }
  return reason;
}

/**
 * The enquiry limits (domain/abuse-limits.ts, ENQUIRY_RATE_LIMITS), checked once per enquiry: the verdict is
 * kept on the enquiry as limitedReason ('' within the limits), so a trigger that runs twice counts it once.
 * Resolves with the reason when the enquiry is over a limit.
 */
async function enquiryLimitedReason(ref: DocumentReference, counters: CapCounter[], now: Date): Promise<string | null> {
  return db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const checked = snap.get('limitedReason') as unknown;
    if (typeof checked === 'string') return checked || null;
    const reason = await countAgainst(tx, 'enquiryLimits', counters, now);
    if (snap.exists) tx.update(ref, { limitedReason: reason ?? '' });
    return reason;
  });
}

/**
 * A new contact message or quote request: staff are told (with what the visitor wrote: it goes to the shop),
 * and the sender gets an acknowledgement in the shop's own words only, none of the visitor's, so the forms
 * cannot make the shop relay a stranger's text to an address or phone the visitor typed. An enquiry over the
 * enquiry limits is marked limitedReason and sends nothing; each notification queued is capped when sent.
 */
export async function queueEnquiryNotifications(
  kind: 'message' | 'quote',
  id: string,
  enquiry: DocumentData | undefined,
  now: Date = new Date(),
): Promise<string[]> {
  if (!enquiry) return [];
  const email = textOf(enquiry.email).toLowerCase();
  const phone = normaliseGhanaPhone(textOf(enquiry.phone)) ?? '';
  const senderHash = capHash(
    enquirySender({
      userId: textOf(enquiry.userId),
      deviceId: textOf(enquiry.deviceId),
      email,
      phone,
    }),
  );
  const counters = enquiryCounters({ senderHash, addressHashes: [email, phone].filter(Boolean).map(capHash) }, now);
  const ref = db()
    .collection(kind === 'quote' ? 'quotes' : 'messages')
    .doc(id);
  const limited = await enquiryLimitedReason(ref, counters, now);
  if (limited) {
    logger.warn(`Enquiry ${kind} ${id} over the enquiry limits: nothing sent`, { reason: limited });
    return [];
  }
  const data: NotificationData = {
    enquiryKind: kind,
    customerName: textOf(enquiry.name),
    subject: kind === 'quote' ? textOf(enquiry.service) : textOf(enquiry.subject),
    message: kind === 'quote' ? `${textOf(enquiry.location)}: ${textOf(enquiry.details)}` : textOf(enquiry.message),
    email,
    phone,
  };
  const prefix = `${kind}-${id}`;
  const queued = staffNotifications(await staffSettings(), prefix, 'enquiry_staff', data, null, senderHash);
  // The acknowledgement goes by e-mail when the sender gave one, else by SMS; it keeps nothing they wrote.
  const ack = email ? { channel: 'email' as const, to: email } : phone ? { channel: 'sms' as const, to: phone } : null;
  if (ack) {
    queued.push({
      id: `${prefix}-ack-${ack.channel}`,
      ...ack,
      audience: 'customer',
      template: 'enquiry_ack',
      data: { enquiryKind: kind },
      orderId: null,
      senderHash,
    });
  }
  return queueNotifications(queued);
}

// ---------------------------------------------------------------------------------------------------------
// Delivery
// ---------------------------------------------------------------------------------------------------------

export type DeliveryResult = 'sent' | 'retry' | 'failed' | 'skipped' | 'capped';

const INTERRUPTED =
  'The send was interrupted and may not have gone out. Resend it if the recipient did not receive it.';

/**
 * Claims the notification (queued and due, in a transaction: status sending, attempts + 1), sends it, and records
 * the answer. `now` is the clock (the tests move it ahead, as the scheduler's later runs would be). A notification
 * of a public enquiry is counted against its caps in the claim of its first try; one over a cap is marked capped
 * with the reason and never sent.
 */
export async function deliverNotification(id: string, now: Date = new Date()): Promise<DeliveryResult> {
  const ref = db().collection('notifications').doc(id);
  const claim = await db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const d = snap.data();
    if (!d) return null;
    const due = (d.nextAttemptAt as Timestamp | null)?.toMillis() ?? 0;
    if (d.status === 'sending' && due <= now.getTime()) {
      // Claimed and never finished (the instance stopped): it may have gone out, so it is not sent again.
      tx.update(ref, {
        status: 'failed',
        providerAnswer: INTERRUPTED,
        nextAttemptAt: null,
        updatedAt: FieldValue.serverTimestamp(),
      });
      return 'interrupted' as const;
    }
    if (d.status !== 'queued' || due > now.getTime()) return null;
    const attempts = amountOf(d.attempts) + 1;
    const senderHash = textOf(d.senderHash);
    if (senderHash && attempts === 1) {
      const counters = notificationCounters(
        {
          channel: d.channel === 'sms' ? 'sms' : 'email',
          audience: d.audience === 'staff' ? 'staff' : 'customer',
          recipientHash: capHash(textOf(d.to).toLowerCase()),
          senderHash,
        },
        now,
      );
      const capped = await countAgainst(tx, 'notificationCaps', counters, now);
      if (capped) {
        tx.update(ref, {
          status: 'capped',
          providerAnswer: capped,
          nextAttemptAt: null,
          updatedAt: FieldValue.serverTimestamp(),
        });
        return 'capped' as const;
      }
    }
    tx.update(ref, {
      status: 'sending',
      attempts,
      nextAttemptAt: Timestamp.fromMillis(now.getTime() + NOTIFICATION_CLAIM_MS),
      updatedAt: FieldValue.serverTimestamp(),
    });
    return { data: d, attempts };
  });
  if (claim === null) return 'skipped';
  if (claim === 'interrupted') return 'failed';
  if (claim === 'capped') {
    logger.warn(`Notification ${id} not sent: over a cap`);
    return 'capped';
  }

  const { data: d, attempts } = claim;
  const template = d.template as NotificationTemplate;
  const payload = asRecord(d.data) as NotificationData;
  try {
    const { answer, reference } =
      d.channel === 'sms'
        ? await smsProvider().send(textOf(d.to), renderSms(template, payload))
        : {
            answer: await sendEmail(
              textOf(d.to),
              renderEmail(template, payload),
              // A visit's e-mail carries its calendar invite (a survey, an installation).
              VISIT_TEMPLATES.includes(template) ? visitInvite(payload) : [],
            ),
            reference: '',
          };
    await ref.update({
      status: 'sent',
      providerAnswer: answer,
      providerReference: reference,
      sentAt: FieldValue.serverTimestamp(),
      nextAttemptAt: null,
      updatedAt: FieldValue.serverTimestamp(),
    });
    return 'sent';
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const retry = error instanceof SendError && error.transient && attempts < MAX_NOTIFICATION_ATTEMPTS;
    logger.warn(`Notification ${id} attempt ${attempts} failed${retry ? ', will retry' : ''}: ${message}`);
    await ref.update({
      status: retry ? 'queued' : 'failed',
      providerAnswer: message.slice(0, 500),
      nextAttemptAt: retry ? Timestamp.fromMillis(now.getTime() + retryDelayMs(attempts)) : null,
      updatedAt: FieldValue.serverTimestamp(),
    });
    return retry ? 'retry' : 'failed';
  }
}

/** The scheduled sweep: every notification due by `now` (queued, or a claim that ran out) is delivered. */
export async function deliverDueNotifications(
  now: Date = new Date(),
  limit = 100,
): Promise<Record<string, DeliveryResult>> {
  const due = await db()
    .collection('notifications')
    .where('nextAttemptAt', '<=', Timestamp.fromDate(now))
    .orderBy('nextAttemptAt')
    .limit(limit)
    .get();
  const results: Record<string, DeliveryResult> = {};
  for (const doc of due.docs) results[doc.id] = await deliverNotification(doc.id, now);
  return results;
}

/** Staff resend a failed notification: queued again from its first attempt, and delivered now. */
export async function requeueFailedNotification(ref: DocumentReference): Promise<boolean> {
  return db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (snap.get('status') !== 'failed') return false;
    tx.update(ref, {
      status: 'queued',
      attempts: 0,
      nextAttemptAt: Timestamp.now(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    return true;
  });
}
