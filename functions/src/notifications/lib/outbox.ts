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
  acknowledgementTo,
  enquiryCounters,
  enquirySender,
  overCap,
  type CapCounter,
} from '@domain/enquiries/abuse-limits';
import { enquiryFromRecord } from '@domain/enquiries/enquiries';
import {
  customerChannels,
  recipientKey,
  staffRecipients,
  staffSettingsFromRecord,
  type NotificationChannel,
  type NotificationData,
  type NotificationTemplate,
  type NotificationRecord,
  type StaffNotificationSettings,
} from '@domain/notifications/notifications';
import { orderEvents, orderNotificationData } from '@domain/order/order-notifications';
import { orderFromRecord } from '@domain/order/order-record';
import { planFromRecord } from '@domain/plans/plan-record';
import { projectFromRecord, proposalFromRecord } from '@domain/projects/project-record';
import {
  projectEvents,
  projectNotificationData,
  type ProjectNotificationContext,
} from '@domain/projects/project-notifications';
import type { ProjectRecord } from '@domain/projects/project';
import { proposalDocId } from '@domain/projects/proposal';
import { shopDay } from '@domain/shared/date-time';
import { normaliseGhanaPhone } from '@domain/shared/phone';
import { db } from '../../shared/firebase';

import { asTimestamp, readCapCount, readEnquiry, readSettings, readUser, readPlan } from '../../shared/stored';

/**
 * The outbox: triggers queue one notifications/{id} document per event, recipient and channel, with
 * an id made from the event (`<orderId>-placed-customer-email`, `<orderId>-status-out_for_delivery-sms`…) and
 * created in a transaction that skips ids that exist: a trigger that fires twice queues nothing twice. Which
 * events a change sends is decided by pure functions in src/domain (order-notifications.ts,
 * project-notifications.ts); notifications/lib/outbox-delivery.ts sends what is queued.
 */

/**
 * One notification to queue: its id (from the event) and what it says. A notification of a public enquiry
 * also names its sender (hashed), and is then counted against the caps of domain/enquiries/abuse-limits.ts when sent.
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
 * setup checklist asks for it, domain/shop/shop-setup.ts).
 */
export async function staffSettings(): Promise<StaffNotificationSettings> {
  // Both in one round trip: the shop's contact is needed whenever staff have not saved recipients yet.
  const [snap, global] = await db().getAll(db().doc('settings/notifications'), db().doc('settings/global'));
  if (snap?.exists) return staffSettingsFromRecord(snap.data());
  const { email } = readSettings(global).contact;
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

export const shopUrl = (): string => (process.env.SHOP_URL || 'https://shop.savannasolar.com.gh').replace(/\/$/, '');

/**
 * Where a customer is told (of an order, a project or a plan), as their users/{uid}.notifyBy says (both by
 * default): the e-mail given with it (else the account's) and the phone given with it.
 */
export async function customerAddresses(who: {
  userId: string;
  customer: { email: string; phone: string };
}): Promise<{ channel: NotificationChannel; to: string }[]> {
  const user = who.userId ? readUser(await db().doc(`users/${who.userId}`).get()) : null;
  const email = who.customer.email || (user?.email ?? '');
  const phone = normaliseGhanaPhone(who.customer.phone);
  return customerChannels(user?.notifyBy ?? 'both').flatMap((channel) => {
    const to = channel === 'email' ? email : phone;
    return to ? [{ channel, to }] : [];
  });
}

/** Queues the notifications of an order's change (the triggers on orders/{orderId}); resolves with the new ids. */
export async function queueOrderNotifications(
  orderId: string,
  before: DocumentData | undefined,
  after: DocumentData | undefined,
): Promise<string[]> {
  if (!after) return [];
  const order = orderFromRecord(orderId, after, asTimestamp);
  const events = orderEvents(before ? orderFromRecord(orderId, before, asTimestamp) : null, order);
  if (events.length === 0) return [];
  // An order paid in instalments: its messages quote its plan's schedule (read with the plan, as it is now).
  const plan = order.plan ? await db().doc(`plans/${order.plan.id}`).get() : null;
  const schedule = plan?.exists ? planFromRecord(plan.id, plan.data(), asTimestamp).schedule : null;
  const data = orderNotificationData(order, shopUrl(), schedule);
  // An order's customer is reached at its delivery address's phone.
  const customer = { email: order.customer.email, phone: order.delivery.address?.phone ?? '' };
  // A new order also tells staff: their recipients are read alongside the customer's choice.
  const [addresses, staff] = await Promise.all([
    customerAddresses({ userId: order.userId, customer }),
    before ? null : staffSettings(),
  ]);
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
 * What a project's messages read beside the project (projectNotificationData): its plan (the plan's deposit, total
 * and next payment, as the project's pages show them), the shop's phone from Settings (for "call us"), and the
 * options' totals of a proposal just sent.
 */
async function projectNotificationContext(
  project: ProjectRecord<Date>,
  events: readonly { template: NotificationTemplate }[],
): Promise<ProjectNotificationContext> {
  const proposalSent = events.some((e) => e.template === 'project_proposal_sent');
  const [settingsSnap, planSnap, proposalSnap] = await Promise.all([
    db().doc('settings/global').get(),
    project.money.plan ? db().doc(`plans/${project.money.plan.id}`).get() : null,
    proposalSent
      ? db()
          .doc(`projects/${project.id}/proposals/${proposalDocId(project.proposalVersion)}`)
          .get()
      : null,
  ]);
  const plan = planSnap?.exists ? readPlan(planSnap) : null;
  const proposal = proposalSnap?.exists ? proposalFromRecord(proposalSnap.data(), asDate) : null;
  return {
    today: shopDay(new Date()),
    plan,
    shopPhone: readSettings(settingsSnap).contact.phones[0] ?? '',
    ...(proposal ? { proposalOptions: proposal.options.map((o) => ({ title: o.title, total: o.total })) } : {}),
  };
}

/**
 * Queues the notifications of a project's change (the trigger on projects/{projectId}): the events chosen by
 * projectEvents, to the customer by the channels they chose (users/{uid}.notifyBy, both by default) and to staff
 * by their recipients (settings/notifications). Resolves with the new ids.
 */
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
  const data = projectNotificationData(was, project, shopUrl(), await projectNotificationContext(project, events));
  const tellsStaff = events.some((e) => e.audience === 'staff');
  const [addresses, staff] = await Promise.all([customerAddresses(project), tellsStaff ? staffSettings() : null]);
  const queued = events.flatMap((event): QueuedNotification[] =>
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
export async function countAgainst(
  tx: Transaction,
  collection: 'notificationCaps' | 'enquiryLimits',
  counters: CapCounter[],
  now: Date,
): Promise<string | null> {
  const refs = counters.map((c) => db().collection(collection).doc(c.id));
  const snaps = refs.length ? await tx.getAll(...refs) : [];
  const reason = overCap(counters, snaps.map(readCapCount));
  if (reason === null) {
    const expiresAt = Timestamp.fromMillis(now.getTime() + 2 * 24 * 3_600_000);
    for (const ref of refs) tx.set(ref, { count: FieldValue.increment(1), expiresAt }, { merge: true });
  }
  return reason;
}

/**
 * The enquiry limits (domain/enquiries/abuse-limits.ts, ENQUIRY_RATE_LIMITS), checked once per enquiry: the verdict is
 * kept on the enquiry as limitedReason ('' within the limits), so a trigger that runs twice counts it once.
 * Resolves with the reason when the enquiry is over a limit.
 */
async function enquiryLimitedReason(ref: DocumentReference, counters: CapCounter[], now: Date): Promise<string | null> {
  return db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const checked = readEnquiry(snap).limitedReason;
    if (checked !== null) return checked || null;
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
  stored: DocumentData | undefined,
  now: Date = new Date(),
): Promise<string[]> {
  if (!stored) return [];
  const enquiry = enquiryFromRecord(stored);
  const email = enquiry.email.toLowerCase();
  const phone = normaliseGhanaPhone(enquiry.phone) ?? '';
  const senderHash = capHash(enquirySender({ userId: enquiry.userId, deviceId: enquiry.deviceId, email, phone }));
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
    customerName: enquiry.name,
    subject: kind === 'quote' ? enquiry.service : enquiry.subject,
    message: kind === 'quote' ? `${enquiry.location}: ${enquiry.details}` : enquiry.message,
    email,
    phone,
  };
  const prefix = `${kind}-${id}`;
  const queued = staffNotifications(await staffSettings(), prefix, 'enquiry_staff', data, null, senderHash);
  // The acknowledgement: by e-mail when the sender gave one, by SMS only to a signed-in sender; nothing they wrote.
  const ack = acknowledgementTo({ userId: enquiry.userId, email, phone });
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
