/**
 * Notifications on the emulators: the triggers queue notifications/{id}, the delivery sends them to
 * MailDev (SMTP) and the SMS provider's stand-in (scripts/lib/sms-standin.ts), both started by
 * scripts/with-emulators.ts. The retry sweep and a second run of a trigger are called here as plain functions,
 * as the scheduler and a redelivered event would run them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailDevEmail } from '../../scripts/lib/maildev';
import { STANDIN_WALLETS } from '../../scripts/lib/paystack-standin';
import { SMS_STANDIN_UNAVAILABLE, type RecordedSms } from '../../scripts/lib/sms-standin';
import { ENQUIRY_RATE_LIMITS, NOTIFICATION_CAPS } from '../../src/domain/abuse-limits';
import { MAX_NOTIFICATION_ATTEMPTS, recipientKey } from '../../src/domain/notifications';
import type { OrderUpdateResponse, PaymentAttemptResponse } from '../../src/domain/order';
import {
  ADDRESS,
  callError,
  cleanup,
  createProduct,
  createUser,
  db,
  orderRequest,
  placeOrder,
  readDoc,
  unique,
  type TestUser,
} from './support';

// The sweep and the delivery run in this process too: they need the secrets the functions have.
const secrets = readFileSync(join(import.meta.dirname, '..', '.secret.local'), 'utf8');
for (const [, key, value] of secrets.matchAll(/^([A-Z_]+)=(.+)$/gm)) process.env[key!] = value!.trim();
process.env.METADATA_SERVER_DETECTION ??= 'none';

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run these tests with npm run test:emulated`);
  return value;
};

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 300));
  }
}

const smsTo = async (phone: string): Promise<RecordedSms[]> =>
  ((await (await fetch(`${env('SMS_STANDIN_URL')}/__standin/messages`)).json()) as RecordedSms[]).filter(
    (m) => m.to === phone,
  );
const mailTo = async (email: string): Promise<MailDevEmail[]> =>
  ((await (await fetch(`${env('MAILDEV_URL')}/api/email`)).json()) as MailDevEmail[]).filter((m) =>
    m.to.some((t) => t.address === email),
  );
const notification = (id: string) => readDoc(`notifications/${id}`);
const settled = (id: string) =>
  waitFor(
    () => notification(id),
    (n) => n?.status === 'sent' || n?.status === 'failed' || n?.status === 'capped',
  );

/** A Ghana mobile number of this test alone: +23320 and 7 random digits. */
const newPhone = () => `+23320${String(Math.floor(1_000_000 + Math.random() * 8_999_999))}`;
const local = (phone: string) => `0${phone.slice(4)}`;

let admin: TestUser;
const staffEmail = `${unique('staff')}@example.com`.toLowerCase();
const staffPhone = newPhone();

beforeAll(async () => {
  admin = await createUser({ role: 'admin' });
  await db.doc('settings/notifications').set({
    emailEnabled: true,
    smsEnabled: true,
    emails: [staffEmail],
    phones: [staffPhone],
  });
}, 60_000);

afterAll(async () => {
  await db.doc('settings/notifications').delete();
  await cleanup();
});

async function placedOrder(customer: TestUser, phone: string, paymentMethod = 'cash_on_delivery') {
  const productId = await createProduct({ price: 750, stock: 5 });
  const request = orderRequest([{ productId, quantity: 2 }], {
    delivery: { method: 'delivery', address: { ...ADDRESS, phone: local(phone) } },
    paymentMethod,
  });
  const { order } = await placeOrder(customer, request);
  return order;
}

// The first notifications wait for the emulator to start each trigger's function: slower on a busy machine.
describe('notifications', { timeout: 120_000 }, () => {
  it("placing an order queues the customer's and the staff's notifications, and each is sent once", async () => {
    const customer = await createUser();
    const phone = newPhone();
    const order = await placedOrder(customer, phone);
    const ids = [
      `${order.id}-placed-customer-email`,
      `${order.id}-placed-customer-sms`,
      `${order.id}-placed-staff-email-${recipientKey(staffEmail)}`,
      `${order.id}-placed-staff-sms-${recipientKey(staffPhone)}`,
    ];
    for (const id of ids) expect(await settled(id), id).toMatchObject({ status: 'sent', attempts: 1 });
    expect(await notification(ids[0]!)).toMatchObject({
      channel: 'email',
      to: customer.email,
      template: 'order_placed',
    });
    expect(await notification(ids[3]!)).toMatchObject({
      channel: 'sms',
      to: staffPhone,
      template: 'order_placed_staff',
    });

    const number =
      (await readDoc(`orders/${order.id}`))?.number || `#${order.id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
    const [mail] = await mailTo(customer.email);
    expect(mail?.subject).toBe(`Savanna Solar: order ${number} received`);
    expect(mail?.text).toContain('GHS');
    // Each mail links to its reader's page of the order: the shopper's own, or the admin's.
    expect(mail?.html).toContain(`/order-details/${order.id}">See your order ${number}</a>`);
    const sms = await smsTo(phone);
    expect(sms).toHaveLength(1);
    expect(sms[0]?.message).toContain(number);
    expect(sms[0]?.message.length).toBeLessThanOrEqual(160);
    // Staff get one mail for this order (the other test files' orders reach the same staff inbox meanwhile).
    const staffMails = (await mailTo(staffEmail)).filter((m) => m.subject.startsWith(`New order ${number}:`));
    expect(staffMails).toHaveLength(1);
    expect(staffMails[0]?.html).toContain(`/admin/orders/${order.id}">Open the order ${number}</a>`);
  });

  it('a shopper whose Mobile Money payment is declined three times is told once that it failed, then that it was paid', async () => {
    const customer = await createUser();
    const phone = newPhone();
    const order = await placedOrder(customer, phone, 'mobile_money_now');
    const pay = (wallet: string) =>
      customer.call<PaymentAttemptResponse>('startMobileMoneyPayment', {
        orderId: order.id,
        phone: wallet,
        network: 'mtn',
      });
    for (let i = 0; i < 3; i++) expect((await pay(STANDIN_WALLETS.decline)).attempt.status).toBe('failed');
    await pay(STANDIN_WALLETS.approve);
    expect(await settled(`${order.id}-payment-paid-customer-sms`)).toMatchObject({ status: 'sent' });
    expect(await settled(`${order.id}-payment-failed-customer-sms`)).toMatchObject({ status: 'sent' });
    await new Promise((r) => setTimeout(r, 1500)); // the triggers of the later declines have run by now

    const failed = await db
      .collection('notifications')
      .where('orderId', '==', order.id)
      .where('template', '==', 'payment_failed')
      .get();
    expect(failed.docs.map((d) => d.id).sort()).toEqual([
      `${order.id}-payment-failed-customer-email`,
      `${order.id}-payment-failed-customer-sms`,
    ]);
    const sms = (await smsTo(phone)).map((m) => m.message);
    expect(sms.filter((m) => m.includes('did not go through'))).toHaveLength(1);
    expect(sms.filter((m) => m.includes('payment of'))).toHaveLength(1); // received
    const mails = await mailTo(customer.email);
    const failedMails = mails.filter((m) => m.subject.includes('did not go through'));
    expect(failedMails).toHaveLength(1);
    expect(failedMails[0]?.text).toContain('did not go through. The payment was declined on your phone.\n');
    expect(mails.filter((m) => m.subject.includes('payment received'))).toHaveLength(1);
  });

  it('the note staff marked for the customer is in the status mail and SMS; a staff-only note is not', async () => {
    const customer = await createUser();
    const phone = newPhone();
    const order = await placedOrder(customer, phone);
    const move = (status: string, note: string, noteVisibility: 'customer' | 'internal') =>
      admin.call<OrderUpdateResponse>('updateOrderStatus', { orderId: order.id, status, note, noteVisibility });
    await move('confirmed', 'We deliver on Thursday morning', 'customer');
    await move('processing', '', 'internal');
    await move('out_for_delivery', 'Driver Issah, gate code 4411', 'internal');
    expect(await settled(`${order.id}-status-confirmed-customer-email`)).toMatchObject({
      status: 'sent',
      data: expect.objectContaining({ note: 'We deliver on Thursday morning' }),
    });
    expect(await settled(`${order.id}-status-out_for_delivery-customer-sms`)).toMatchObject({ status: 'sent' });
    const confirmed = (await mailTo(customer.email)).find((m) => m.subject.endsWith('is confirmed'));
    expect(confirmed?.text).toContain('Note from Savanna Solar: We deliver on Thursday morning.');
    const sms = await smsTo(phone);
    expect(sms.map((m) => m.message)).toContainEqual(
      expect.stringMatching(/is confirmed\. We are preparing it\. Note: We deliver on Thursday morning\.$/),
    );
    const everything = JSON.stringify([await mailTo(customer.email), sms]);
    expect(everything).not.toContain('4411');
  });

  it("until staff save recipients, staff are told by the shop's e-mail only: no SMS to a shop phone, which may be a landline", async () => {
    const saved = await readDoc('settings/notifications');
    const global = db.doc('settings/global');
    const contact = (await global.get()).get('contact') as unknown;
    const shopEmail = `${unique('shop')}@example.com`.toLowerCase();
    await db.doc('settings/notifications').delete();
    await global.set(
      { contact: { phones: ['+233 37 202 2345', '+233 24 555 0101'], email: shopEmail } },
      { merge: true },
    );
    try {
      const order = await placedOrder(await createUser(), newPhone());
      expect(await settled(`${order.id}-placed-staff-email-${recipientKey(shopEmail)}`)).toMatchObject({
        status: 'sent',
        to: shopEmail,
      });
      await settled(`${order.id}-placed-customer-sms`);
      const staff = await db
        .collection('notifications')
        .where('orderId', '==', order.id)
        .where('audience', '==', 'staff')
        .get();
      expect(staff.docs.map((d) => d.get('channel'))).toEqual(['email']);
      expect(await smsTo('+233372022345')).toEqual([]);
    } finally {
      await global.update({ contact: contact ?? {} });
      if (saved) await db.doc('settings/notifications').set(saved);
    }
  });

  it('each status change the customer is told of queues one notification per chosen channel', async () => {
    const customer = await createUser();
    await db.doc(`users/${customer.uid}`).update({ notifyBy: 'sms' });
    const phone = newPhone();
    const order = await placedOrder(customer, phone);
    await settled(`${order.id}-placed-customer-sms`);
    const move = (status: string) =>
      admin.call<OrderUpdateResponse>('updateOrderStatus', { orderId: order.id, status });
    for (const status of ['confirmed', 'processing', 'out_for_delivery', 'delivered']) await move(status);
    for (const status of ['confirmed', 'out_for_delivery', 'delivered']) {
      expect(await settled(`${order.id}-status-${status}-customer-sms`), status).toMatchObject({ status: 'sent' });
    }
    const mine = await db.collection('notifications').where('orderId', '==', order.id).get();
    const customerIds = mine.docs
      .filter((d) => d.get('audience') === 'customer')
      .map((d) => d.id)
      .sort();
    expect(customerIds).toEqual(
      ['placed', 'status-confirmed', 'status-delivered', 'status-out_for_delivery'].map(
        (key) => `${order.id}-${key}-customer-sms`,
      ),
    );
    const sms = await waitFor(
      () => smsTo(phone),
      (list) => list.length >= 4,
    );
    expect(sms.map((m) => m.message)).toEqual([
      expect.stringContaining('received'),
      expect.stringContaining('is confirmed'),
      expect.stringContaining('is out for delivery. Our driver will call you'),
      expect.stringContaining('is delivered'),
    ]);
    expect(await mailTo(customer.email)).toHaveLength(0);
  });

  it('a send that fails for a transient reason is retried with backoff, then marked failed', async () => {
    const customer = await createUser();
    await db.doc(`users/${customer.uid}`).update({ notifyBy: 'sms' });
    const order = await placedOrder(customer, SMS_STANDIN_UNAVAILABLE);
    const id = `${order.id}-placed-customer-sms`;
    const first = await waitFor(
      () => notification(id),
      (n) => n?.attempts === 1 && n.status === 'queued',
    );
    expect(first).toMatchObject({
      status: 'queued',
      attempts: 1,
      providerAnswer: expect.stringContaining('unavailable'),
    });

    const { deliverDueNotifications } = await import('../src/lib/outbox-delivery');
    // Not due yet: nothing is tried before the backoff has passed.
    expect((await deliverDueNotifications(new Date(Date.now() + 30_000)))[id]).toBeUndefined();
    let minutes = 0;
    for (let attempt = 2; attempt <= MAX_NOTIFICATION_ATTEMPTS; attempt++) {
      minutes += 4 ** (attempt - 1) + 1; // past the wait after attempt-1 failed ones
      const results = await deliverDueNotifications(new Date(Date.now() + minutes * 60_000));
      expect(results[id]).toBe(attempt < MAX_NOTIFICATION_ATTEMPTS ? 'retry' : 'failed');
    }
    expect(await notification(id)).toMatchObject({
      status: 'failed',
      attempts: MAX_NOTIFICATION_ATTEMPTS,
      nextAttemptAt: null,
    });
    expect(await smsTo(SMS_STANDIN_UNAVAILABLE)).toHaveLength(MAX_NOTIFICATION_ATTEMPTS);
    // Failed is final: later sweeps leave it alone.
    expect((await deliverDueNotifications(new Date(Date.now() + 600 * 60_000)))[id]).toBeUndefined();
    expect(await smsTo(SMS_STANDIN_UNAVAILABLE)).toHaveLength(MAX_NOTIFICATION_ATTEMPTS);
  });

  it('nothing is queued or sent twice when the trigger fires twice', async () => {
    const customer = await createUser();
    const phone = newPhone();
    const order = await placedOrder(customer, phone);
    await settled(`${order.id}-placed-customer-sms`);
    await settled(`${order.id}-placed-customer-email`);
    const { deliverNotification } = await import('../src/lib/outbox-delivery');
    const { queueOrderNotifications } = await import('../src/lib/outbox');

    // The placed event again (twice at once), as a redelivered trigger would run it: nothing new is queued.
    const stored = (await db.doc(`orders/${order.id}`).get()).data();
    const again = await Promise.all([
      queueOrderNotifications(order.id, undefined, stored),
      queueOrderNotifications(order.id, undefined, stored),
    ]);
    expect(again).toEqual([[], []]);
    // And delivered again: a sent notification is not sent twice.
    expect(await deliverNotification(`${order.id}-placed-customer-sms`)).toBe('skipped');

    // A status change whose trigger runs twice more, at the same time as the real one, each delivering too.
    const before = (await db.doc(`orders/${order.id}`).get()).data();
    await admin.call('updateOrderStatus', { orderId: order.id, status: 'confirmed' });
    const after = (await db.doc(`orders/${order.id}`).get()).data();
    const id = `${order.id}-status-confirmed-customer-sms`;
    await Promise.all([
      queueOrderNotifications(order.id, before, after).then(() => deliverNotification(id)),
      queueOrderNotifications(order.id, before, after).then(() => deliverNotification(id)),
    ]);
    expect(await settled(id)).toMatchObject({ status: 'sent', attempts: 1 });
    await new Promise((r) => setTimeout(r, 1500)); // the emulator's own delivery of it has run by now
    const sms = await smsTo(phone);
    expect(sms.map((m) => m.message)).toEqual([
      expect.stringContaining('received'),
      expect.stringContaining('is confirmed'),
    ]);
    expect(await mailTo(customer.email)).toHaveLength(2);
  });

  it('staff send a failed notification again (admins only); one that did not fail is refused', async () => {
    const phone = newPhone();
    const id = unique('failed-sms');
    await db.doc(`notifications/${id}`).set({
      channel: 'sms',
      to: phone,
      audience: 'customer',
      template: 'order_status',
      data: { orderNumber: 'SS-2611-0001', status: 'confirmed' },
      orderId: null,
      status: 'failed',
      attempts: MAX_NOTIFICATION_ATTEMPTS,
      providerAnswer: 'SMS refused: Service temporarily unavailable',
      createdAt: new Date(),
      updatedAt: new Date(),
      sentAt: null,
      nextAttemptAt: null,
    });
    const customer = await createUser();
    expect((await callError(customer.call('resendNotification', { id }))).code).toBe('permission-denied');
    expect(await admin.call('resendNotification', { id })).toEqual({ status: 'sent' });
    expect(await notification(id)).toMatchObject({ status: 'sent', attempts: 1 });
    expect((await smsTo(phone)).map((m) => m.message)).toEqual([
      'Savanna Solar: order SS-2611-0001 is confirmed. We are preparing it.',
    ]);
    const again = await callError(admin.call('resendNotification', { id }));
    expect(again).toMatchObject({
      code: 'failed-precondition',
      message: 'Only a notification that failed can be sent again.',
    });
    expect(await smsTo(phone)).toHaveLength(1);
  });

  it('a contact message tells the staff and thanks the sender; a quote request without e-mail is thanked by SMS', async () => {
    const email = `${unique('sender')}@example.com`.toLowerCase();
    const message = await db.collection('messages').add({
      name: 'Kofi Mensah',
      email,
      phone: '',
      subject: 'Warranty question',
      message: 'How long is the warranty on the hybrid inverter?',
      status: 'new',
      createdAt: new Date(),
    });
    const prefix = `message-${message.id}`;
    expect(await settled(`${prefix}-staff-email-${recipientKey(staffEmail)}`)).toMatchObject({ status: 'sent' });
    expect(await settled(`${prefix}-ack-email`)).toMatchObject({ status: 'sent', to: email });
    const staffMails = await mailTo(staffEmail);
    expect(staffMails.map((m) => m.subject)).toContain('New message: Warranty question from Kofi Mensah');
    expect((await mailTo(email))[0]?.subject).toBe('Savanna Solar: we received your message');

    const phone = newPhone();
    const quote = await db.collection('quotes').add({
      service: 'Home installation',
      name: 'Ama Serwaa',
      phone,
      email: '',
      location: 'Tamale',
      details: '3 kW for a house',
      status: 'new',
      createdAt: new Date(),
    });
    expect(await settled(`quote-${quote.id}-ack-sms`)).toMatchObject({ status: 'sent', to: phone });
    expect((await smsTo(phone)).map((m) => m.message)).toEqual([
      'Savanna Solar: we received your quote request and will answer within one working day.',
    ]);
  });
  it("an acknowledgement carries none of the sender's text; the staff's alert does", async () => {
    const email = `${unique('relay')}@example.com`.toLowerCase();
    const name = 'Winner Claim At evil-prize.example';
    const subject = 'You won GHS 5000, visit evil-prize.example/claim';
    const text = 'Send your PIN to evil-prize.example to receive your prize today';
    const message = await db.collection('messages').add({
      name,
      email,
      phone: '',
      subject,
      message: text,
      status: 'new',
      createdAt: new Date(),
    });
    const ack = await settled(`message-${message.id}-ack-email`);
    expect(ack).toMatchObject({ status: 'sent', to: email });
    const mails = await waitFor(
      () => mailTo(email),
      (m) => m.length > 0,
    );
    expect(mails).toHaveLength(1);
    const phone = newPhone();
    const quote = await db.collection('quotes').add({
      service: subject,
      name,
      phone,
      email: '',
      location: 'evil-prize.example',
      details: text,
      status: 'new',
      createdAt: new Date(),
    });
    const smsAck = await settled(`quote-${quote.id}-ack-sms`);
    expect(smsAck).toMatchObject({ status: 'sent', to: phone });
    const sms = await smsTo(phone);
    expect(sms).toHaveLength(1);

    // Nothing the visitor typed: not in the queued documents, nor in what went out.
    const sent = [
      JSON.stringify(ack?.data),
      JSON.stringify(smsAck?.data),
      mails[0]!.subject,
      mails[0]!.text,
      mails[0]!.html,
      sms[0]!.message,
    ].join('\n');
    for (const typed of [name, subject, text, 'evil-prize', 'Winner']) expect(sent).not.toContain(typed);
    expect(mails[0]!.subject).toBe('Savanna Solar: we received your message');

    // Staff still read what was written: it goes to the shop.
    await settled(`message-${message.id}-staff-email-${recipientKey(staffEmail)}`);
    expect((await mailTo(staffEmail)).map((m) => m.subject)).toContain(`New message: ${subject} from ${name}`);
  });

  it('the 4th acknowledgement SMS to one stranger in an hour is not sent and is recorded as capped', async () => {
    const phone = newPhone();
    const cap = NOTIFICATION_CAPS.perRecipientPerHour.customer.sms;
    const ids: string[] = [];
    const results = [];
    // One phone typed by as many different senders (devices): only the cap per recipient can stop them.
    for (let i = 0; i <= cap; i++) {
      const quote = await db.collection('quotes').add({
        service: 'Home installation',
        name: 'Ama Serwaa',
        phone,
        email: '',
        location: 'Tamale',
        details: '',
        deviceId: unique('device'),
        status: 'new',
        createdAt: new Date(),
      });
      ids.push(`quote-${quote.id}-ack-sms`);
      results.push(await settled(ids[i]!));
    }
    expect(results.map((n) => n?.status)).toEqual([...Array<string>(cap).fill('sent'), 'capped']);
    expect(results[cap]).toMatchObject({ attempts: 0, nextAttemptAt: null }); // never tried
    expect(results[cap]?.providerAnswer).toMatch(/cap per recipient/);
    await new Promise((r) => setTimeout(r, 1500)); // a late delivery of the capped one would have run by now
    expect(await smsTo(phone)).toHaveLength(cap);

    // Capped for good: the sweep and a second delivery leave it as it is.
    const { deliverNotification } = await import('../src/lib/outbox-delivery');
    expect(await deliverNotification(ids[cap]!)).toBe('skipped');
  });

  it('enquiries over the per-sender hourly limit are marked limited and send nothing', async () => {
    const deviceId = unique('device');
    const limit = ENQUIRY_RATE_LIMITS.perSenderPerHour;
    const verdicts: unknown[] = [];
    let last = '';
    // One device sends one more than the limit, each time naming another address.
    for (let i = 0; i <= limit; i++) {
      const ref = await db.collection('messages').add({
        name: 'Kwame Boateng',
        email: `${unique('spray')}@example.com`.toLowerCase(),
        phone: '',
        subject: 'Hello',
        message: 'Is the 200 W panel in stock this week?',
        deviceId,
        status: 'new',
        createdAt: new Date(),
      });
      const stored = await waitFor(
        () => readDoc(ref.path),
        (d) => typeof d?.limitedReason === 'string',
      );
      verdicts.push(stored?.limitedReason);
      last = ref.id;
    }
    expect(verdicts.slice(0, limit)).toEqual(Array<string>(limit).fill(''));
    expect(verdicts[limit]).toMatch(/this sender already sent/);
    await new Promise((r) => setTimeout(r, 1500));
    expect(await notification(`message-${last}-ack-email`)).toBeUndefined();
    expect(await notification(`message-${last}-staff-email-${recipientKey(staffEmail)}`)).toBeUndefined();

    // The trigger again (a redelivered event) counts nothing twice and still sends nothing.
    const { queueEnquiryNotifications } = await import('../src/lib/outbox');
    expect(await queueEnquiryNotifications('message', last, await readDoc(`messages/${last}`))).toEqual([]);
  });
});
