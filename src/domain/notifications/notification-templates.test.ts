import { describe, expect, it } from 'vitest';
import { renderEmail, renderSms } from './notification-templates';
import { NOTIFICATION_TEMPLATES, type NotificationData } from './notifications';
import { PAYMENT_MESSAGES } from '@domain/payments/messages';
import { ORDER_STATUSES } from '@domain/order/order-status';

describe('enquiry acknowledgement', () => {
  // Even handed the visitor's words, the acknowledgement says only the shop's own (docs/abuse-limits.md).
  const typed = {
    customerName: 'Prize Desk evil.example',
    subject: 'Claim GHS 5000 at evil.example',
    message: 'Send your PIN to evil.example',
    email: 'victim@example.com',
    phone: '+233201234567',
  };

  it.each(['message', 'quote'] as const)('for a %s repeats nothing the visitor typed', (enquiryKind) => {
    const mail = renderEmail('enquiry_ack', { enquiryKind, ...typed });
    const sms = renderSms('enquiry_ack', { enquiryKind, ...typed });
    const all = [mail.subject, mail.text, mail.html, sms].join('\n');
    for (const words of Object.values(typed)) expect(all).not.toContain(words);
    expect(all).not.toContain('evil');
    expect(mail.subject).toBe(
      `Savanna Solar: we received your ${enquiryKind === 'quote' ? 'quote request' : 'message'}`,
    );
  });

  it("staff alerts keep what was written: they go to the shop's own people", () => {
    const mail = renderEmail('enquiry_staff', { enquiryKind: 'message', ...typed });
    expect(mail.subject).toContain(typed.subject);
    expect(mail.text).toContain(typed.message);
  });
});

const order: NotificationData = {
  orderNumber: 'SS-2611-0042',
  orderId: 'ord42',
  shopUrl: 'https://shop.example',
  customerName: 'Abena Mahama',
  customerPhone: '+233241234567',
  items: [{ name: 'Mono panel 450 W', quantity: 2, price: 1250 }],
  total: 2500,
  deliveryMethod: 'delivery',
  paymentMethod: 'mobile_money_now',
  status: 'confirmed',
  amount: 2500,
  reason: PAYMENT_MESSAGES.declined,
  enquiryKind: 'message',
  subject: 'Warranty',
  message: 'How long is the warranty?',
  email: 'abena@example.com',
  phone: '+233241234567',
};

/** The messages of every template, for full data and for what a sparse one leaves out. */
function everyMessage(data: NotificationData): [string, string][] {
  return NOTIFICATION_TEMPLATES.flatMap((template) =>
    ORDER_STATUSES.flatMap((status) => {
      const mail = renderEmail(template, { ...data, status });
      return [
        [`${template} ${status} subject`, mail.subject],
        [`${template} ${status} text`, mail.text],
        [`${template} ${status} html`, mail.html],
        [`${template} ${status} sms`, renderSms(template, { ...data, status })],
      ] as [string, string][];
    }),
  );
}

describe('the links in the e-mails', () => {
  it("a customer's mail links to their own order page, in the shop's words", () => {
    for (const template of ['order_placed', 'order_status', 'payment_failed', 'payment_received'] as const) {
      const mail = renderEmail(template, order);
      expect(mail.html, template).toContain(
        '<a href="https://shop.example/order-details/ord42">See your order SS-2611-0042</a>',
      );
      expect(mail.text, template).toContain('See your order: https://shop.example/order-details/ord42');
    }
  });

  it("staff's new-order mail links to the admin's order page and says to open the order", () => {
    const mail = renderEmail('order_placed_staff', order);
    expect(mail.html).toContain('<a href="https://shop.example/admin/orders/ord42">Open the order SS-2611-0042</a>');
    expect(mail.text).toContain('Open the order: https://shop.example/admin/orders/ord42');
    expect(mail.text).not.toContain('your order');
  });

  it('a notification queued with the old link still links to the right page when sent again', () => {
    const { shopUrl: _none, ...old } = order;
    const mail = renderEmail('order_placed', { ...old, orderUrl: 'https://shop.example/orders/ord42' });
    expect(mail.text).toContain('https://shop.example/order-details/ord42');
  });
});

describe('the words of every message', () => {
  const sparse: NotificationData = {
    orderNumber: 'SS-2611-0042',
    orderId: 'ord42',
    items: [],
    total: 0,
    enquiryKind: 'quote',
  };
  it.each([
    ['full', order],
    ['sparse', sparse],
  ] as const)('with %s data: no double full stop, empty placeholder or doubled space', (_name, data) => {
    for (const [what, message] of everyMessage(data)) {
      const words = message.replace(/<[^>]*>/g, '');
      expect(words, what).not.toMatch(/\.\./);
      expect(words, what).not.toMatch(/undefined|null|NaN|\[object/);
      expect(words, what).not.toMatch(/[^\s] {2,}[^\s]/); // two spaces where a word is missing
      expect(words, what).not.toMatch(/ [.,:;]|:\s*$|\(\s*\)|\bfrom\s*(:|$)/); // a value left out
      expect(message, what).not.toMatch(/\n\s*\n\s*\n|<p>\s*<\/p>/); // an empty paragraph
    }
  });

  it('a failed payment says why in its own sentence, and only that it did not go through without one', () => {
    expect(renderEmail('payment_failed', order).text).toContain(
      'Your Mobile Money payment for order SS-2611-0042 did not go through. The payment was declined on your phone.\n',
    );
    expect(renderEmail('payment_failed', { ...order, reason: '' }).text).toContain(
      'did not go through.\n\nOpen your order to try again',
    );
  });
});

describe("the staff's note for the customer", () => {
  const note = 'We deliver on Thursday morning';
  it('is in the confirmed mail, text and HTML, and in the SMS when it fits', () => {
    const mail = renderEmail('order_status', { ...order, note });
    expect(mail.text).toContain(`Note from Savanna Solar: ${note}.`);
    expect(mail.html).toContain(`<p>Note from Savanna Solar: ${note}.</p>`);
    expect(renderSms('order_status', { ...order, note })).toBe(
      `Savanna Solar: order SS-2611-0042 is confirmed. We are preparing it. Note: ${note}.`,
    );
  });

  it('a note too long for one SMS stays in the mail only', () => {
    const long = 'Please bring the old battery and the receipt. '.repeat(4).trim();
    const sms = renderSms('order_status', { ...order, note: long });
    expect(sms).toBe('Savanna Solar: order SS-2611-0042 is confirmed. We are preparing it.');
    expect(renderEmail('order_status', { ...order, note: long }).text).toContain(long);
  });

  it('without a note the mail says nothing of one', () => {
    expect(renderEmail('order_status', order).text).not.toContain('Note');
  });
});
