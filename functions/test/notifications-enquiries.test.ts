/**
 * The notifications of a contact message or a quote request (notifications.test.ts has an order's): the staff are
 * told and the sender thanked, without the sender's text, within the caps of docs/abuse-limits.md; by SMS only a
 * signed-in sender (a visitor's phone is a number nobody proved).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ENQUIRY_RATE_LIMITS, NOTIFICATION_CAPS } from '@domain/enquiries/abuse-limits';
import { recipientKey } from '@domain/notifications/notifications';
import { mailTo, newPhone, smsTo, waitForDelivery } from './messages';
import { notification, settled, staffEmail, withStaffRecipients } from './notifications-setup';
import { createUser, db, readDoc, unique, type TestUser } from './support';

withStaffRecipients();

// A signed-in customer: the rules let an enquiry carry only the writer's own uid as userId.
let customer: TestUser;
beforeAll(async () => {
  customer = await createUser();
}, 60_000);

// The first notifications wait for the emulator to start each trigger's function: slower on a busy machine.
describe('notifications', { timeout: 120_000 }, () => {
  it('a contact message tells the staff and thanks the sender; a signed-in customer without e-mail is thanked by SMS', async () => {
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
      userId: customer.uid,
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
    const mails = await waitForDelivery(
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
      userId: customer.uid,
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

  it('12 quote requests without an account, each to another phone, send no SMS; those with an e-mail are thanked by mail', async () => {
    const requests = Array.from({ length: 12 }, (_, i) => ({
      phone: newPhone(),
      // Every third also gives an e-mail address.
      email: i % 3 === 0 ? `${unique('visitor')}@example.com`.toLowerCase() : '',
    }));
    // No device id: each is a new sender, as a script that clears the browser's storage would be.
    const ids = await Promise.all(
      requests.map(
        async ({ phone, email }) =>
          (
            await db.collection('quotes').add({
              service: 'Home installation',
              name: 'Ama Serwaa',
              phone,
              email,
              location: 'Tamale',
              details: '',
              status: 'new',
              createdAt: new Date(),
            })
          ).id,
      ),
    );
    // Each enquiry was handled: the staff were told of every one.
    for (const id of ids) {
      expect(await settled(`quote-${id}-staff-email-${recipientKey(staffEmail)}`)).toMatchObject({ status: 'sent' });
    }
    const acks = await db
      .collection('notifications')
      .where('template', '==', 'enquiry_ack')
      .where('channel', '==', 'sms')
      .get();
    const forThese = acks.docs.filter((d) => ids.some((id) => d.id.startsWith(`quote-${id}-`)));
    expect(forThese.map((d) => d.id)).toEqual([]);
    for (const [i, { phone, email }] of requests.entries()) {
      expect(await smsTo(phone)).toEqual([]);
      if (email) expect(await settled(`quote-${ids[i]}-ack-email`)).toMatchObject({ status: 'sent', to: email });
      else expect(await notification(`quote-${ids[i]}-ack-email`)).toBeUndefined();
    }

    // A signed-in customer who gives only their phone is still thanked by SMS.
    const phone = newPhone();
    const mine = await db.collection('quotes').add({
      service: 'Home installation',
      name: 'Ama Serwaa',
      phone,
      email: '',
      location: 'Tamale',
      details: '',
      userId: customer.uid,
      status: 'new',
      createdAt: new Date(),
    });
    expect(await settled(`quote-${mine.id}-ack-sms`)).toMatchObject({ status: 'sent', to: phone });
    expect(await smsTo(phone)).toHaveLength(1);
  });

  it('the 4th acknowledgement SMS to one phone in an hour is not sent and is recorded as capped', async () => {
    const phone = newPhone();
    const cap = NOTIFICATION_CAPS.perRecipientPerHour.customer.sms;
    const ids: string[] = [];
    const results = [];
    // One phone typed by as many different signed-in senders (accounts; the rules check each userId is the
    // writer's own): only the cap per recipient can stop them.
    for (let i = 0; i <= cap; i++) {
      const quote = await db.collection('quotes').add({
        service: 'Home installation',
        name: 'Ama Serwaa',
        phone,
        email: '',
        location: 'Tamale',
        details: '',
        userId: unique('account'),
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
    const { deliverNotification } = await import('../src/notifications/lib/outbox-delivery');
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
      const stored = await waitForDelivery(
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
    const { queueEnquiryNotifications } = await import('../src/notifications/lib/outbox');
    expect(await queueEnquiryNotifications('message', last, await readDoc(`messages/${last}`))).toEqual([]);
  });
});
