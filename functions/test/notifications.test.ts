/**
 * Notifications on the emulators: the triggers queue notifications/{id}, the delivery sends them to
 * MailDev (SMTP) and the SMS provider's stand-in (scripts/lib/sms-standin.ts), both started by
 * scripts/with-emulators.ts. The retry sweep and a second run of a trigger are called here as plain functions,
 * as the scheduler and a redelivered event would run them. This file: an order's notifications; the enquiries'
 * are in notifications-enquiries.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { STANDIN_WALLETS } from '../../scripts/lib/paystack-standin';
import { SMS_STANDIN_UNAVAILABLE } from '../../scripts/lib/sms-standin';
import { MAX_NOTIFICATION_ATTEMPTS, recipientKey } from '@domain/notifications/notifications';
import type { OrderUpdateResponse, PaymentAttemptResponse } from '@domain/order/order';
import { mailTo, newPhone, smsTo, waitForDelivery } from './messages';
import {
  admin,
  notification,
  placedOrder,
  settled,
  staffEmail,
  staffPhone,
  withStaffRecipients,
} from './notifications-setup';
import { callError, createUser, db, readDoc, unique } from './support';

withStaffRecipients();

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
    await move('out_for_delivery', 'Driver Issah, gate code behind the mango tree', 'internal');
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
    // The staff-only note's own words: mails and SMS carry random order numbers and ids, which a number could match.
    const everything = JSON.stringify([await mailTo(customer.email), sms]);
    expect(everything).not.toContain('mango tree');
    expect(everything).not.toContain('Driver Issah');
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
    const sms = await waitForDelivery(
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
    const first = await waitForDelivery(
      () => notification(id),
      (n) => n?.attempts === 1 && n.status === 'queued',
    );
    expect(first).toMatchObject({
      status: 'queued',
      attempts: 1,
      providerAnswer: expect.stringContaining('unavailable'),
    });

    const { deliverDueNotifications } = await import('../src/notifications/lib/outbox-delivery');
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
    const { deliverNotification } = await import('../src/notifications/lib/outbox-delivery');
    const { queueOrderNotifications } = await import('../src/notifications/lib/outbox');

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
});
