import { describe, expect, it } from 'vitest';
import {
  customerChannels,
  notificationAnswer,
  NOTIFICATION_TEMPLATES,
  recipientKey,
  retryDelayMs,
  staffRecipients,
  staffSettingsFromRecord,
  type NotificationData,
} from './notifications';
import { renderEmail, renderSms } from './notification-templates';
import { ghsText, SMS_LIMIT } from './notification-text';
import { ORDER_STATUSES } from '@domain/order/order-status';
import { notifyByOf } from '@domain/users/user';

const order: NotificationData = {
  orderNumber: 'SS-2611-0042',
  orderId: 'abc',
  shopUrl: 'https://shop.example',
  customerName: 'Abena Mahama',
  customerPhone: '+233241234567',
  items: [
    { name: 'Mono panel 450 W', quantity: 2, price: 1250 },
    { name: 'MPPT <60A> & "co"', quantity: 1, price: 899.5 },
  ],
  total: 3399.5,
  deliveryMethod: 'delivery',
  paymentMethod: 'cash_on_delivery',
  status: 'out_for_delivery',
  amount: 3399.5,
  enquiryKind: 'quote',
  subject: 'Home installation',
  message: 'A 3 kW system for a house in Tamale.',
  email: 'abena@example.com',
  phone: '+233241234567',
};

describe('notification templates', () => {
  it('the order e-mail names the shop, the short number, the items, the total, what happens next and the link', () => {
    const mail = renderEmail('order_placed', order);
    expect(mail.subject).toBe('Savanna Solar: order SS-2611-0042 received');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('SS-2611-0042');
      expect(part).toContain('GHS 3,399.50');
      expect(part).toContain('Mono panel 450 W');
      expect(part).toContain('GHS 2,500.00');
      expect(part).toContain('https://shop.example/order-details/abc');
      expect(part).toContain('we will call you to confirm it');
    }
  });

  it('escapes what the shopper or staff typed in the HTML', () => {
    const mail = renderEmail('order_placed', order);
    expect(mail.html).toContain('MPPT &lt;60A&gt; &amp; &quot;co&quot;');
    expect(mail.html).not.toContain('<60A>');
  });

  it('every SMS carries the short number and fits one SMS in the GSM alphabet', () => {
    for (const template of NOTIFICATION_TEMPLATES) {
      for (const status of ORDER_STATUSES) {
        const sms = renderSms(template, { ...order, status });
        expect(sms.length, `${template} ${status}: ${sms}`).toBeLessThanOrEqual(SMS_LIMIT);
        expect(sms).toMatch(/^[A-Za-z0-9 .,:;'"()@+\-_!?/&#%]*$/);
        if (!template.startsWith('enquiry')) expect(sms).toContain('SS-2611-0042');
      }
    }
  });

  it('a status SMS says the status and what happens next', () => {
    expect(renderSms('order_status', order)).toBe(
      'Savanna Solar: order SS-2611-0042 is out for delivery. Our driver will call you before arriving.',
    );
  });

  it('every template renders an e-mail with a subject and the same words in text and HTML', () => {
    for (const template of NOTIFICATION_TEMPLATES) {
      const mail = renderEmail(template, order);
      expect(mail.subject.length).toBeGreaterThan(10);
      expect(mail.html).toContain('<!doctype html>');
      expect(mail.text).toContain('Savanna Solar');
    }
  });

  it('amounts are written GHS with two decimals', () => {
    expect(ghsText(1250)).toBe('GHS 1,250.00');
    expect(ghsText(0.5)).toBe('GHS 0.50');
  });
});

describe('who is told how', () => {
  it('a customer gets both channels unless they chose one', () => {
    expect(customerChannels(notifyByOf(undefined))).toEqual(['email', 'sms']);
    expect(customerChannels(notifyByOf('sms'))).toEqual(['sms']);
    expect(customerChannels(notifyByOf('nonsense'))).toEqual(['email', 'sms']);
  });

  it('staff recipients follow the enabled channels', () => {
    const settings = staffSettingsFromRecord({
      emailEnabled: true,
      smsEnabled: false,
      emails: ['a@example.com', 5],
      phones: ['+233241234567'],
    });
    expect(staffRecipients(settings)).toEqual([{ channel: 'email', to: 'a@example.com' }]);
    expect(recipientKey('Sales@Savanna.com')).toBe('sales_savanna_com');
  });

  it('retries wait longer each time', () => {
    expect([1, 2, 3].map(retryDelayMs)).toEqual([60_000, 240_000, 960_000]);
  });
});

describe("a notification's answer in staff's words", () => {
  const n = { channel: 'sms' as const, attempts: 1, providerReference: '' };
  it("a sent SMS says the provider took it, with its reference apart (also from an older answer's words)", () => {
    const expected = { words: 'Accepted by the SMS provider.', detail: 'Reference standin-332' };
    expect(
      notificationAnswer({
        ...n,
        status: 'sent',
        providerAnswer: 'Arkesel id standin-332',
        providerReference: 'standin-332',
      }),
    ).toEqual(expected);
    expect(notificationAnswer({ ...n, status: 'sent', providerAnswer: 'Arkesel id standin-332' })).toEqual(expected);
    expect(
      notificationAnswer({ ...n, channel: 'email', status: 'sent', providerAnswer: '250 Message queued as 8f2a' }),
    ).toEqual({ words: 'Accepted by the mail server.', detail: '' });
  });

  it("a failure says what went wrong, the provider's own words apart, and whether it is tried again", () => {
    const refused = { ...n, providerAnswer: 'SMS refused: Service temporarily unavailable' };
    expect(notificationAnswer({ ...refused, status: 'failed', attempts: 4 })).toEqual({
      words: 'The SMS provider refused it.',
      detail: 'Its answer: Service temporarily unavailable',
    });
    expect(notificationAnswer({ ...refused, status: 'queued' }).words).toBe(
      'The SMS provider refused it. It will be tried again.',
    );
    expect(
      notificationAnswer({
        ...n,
        channel: 'email',
        status: 'failed',
        providerAnswer: 'E-mail is not set up (SMTP_HOST)',
      }),
    ).toEqual({ words: 'E-mail sending is not set up for the shop yet.', detail: '' });
    expect(notificationAnswer({ ...n, status: 'queued', attempts: 0, providerAnswer: '' }).words).toBe(
      'Not tried yet.',
    );
  });
});

describe('the staff recipients form', () => {
  it('stores addresses in lower case and numbers as +233, one a line', async () => {
    const { staffSettingsFromForm, staffFormFrom } = await import('./notifications');
    const result = staffSettingsFromForm({
      emailEnabled: true,
      smsEnabled: true,
      emails: 'Sales@Example.com\n\nowner@example.com',
      phones: '024 123 4567\n+233 20 000 0001',
    });
    expect(result).toEqual({
      settings: {
        emailEnabled: true,
        smsEnabled: true,
        emails: ['sales@example.com', 'owner@example.com'],
        phones: ['+233241234567', '+233200000001'],
      },
    });
    if ('settings' in result) expect(staffFormFrom(result.settings).phones).toBe('+233 24 123 4567\n+233 20 000 0001');
  });

  it('refuses a landline for staff SMS: an SMS needs a mobile number', async () => {
    const { staffSettingsFromForm } = await import('./notifications');
    expect(
      staffSettingsFromForm({ emailEnabled: true, smsEnabled: true, emails: '', phones: '024 123 4567\n037 202 2345' }),
    ).toEqual({ errors: { phones: '"037 202 2345" is a landline: SMS need a mobile number (e.g. 024 123 4567).' } });
  });

  it('says which line is wrong', async () => {
    const { staffSettingsFromForm } = await import('./notifications');
    expect(staffSettingsFromForm({ emailEnabled: true, smsEnabled: true, emails: 'sales', phones: '12345' })).toEqual({
      errors: {
        emails: '"sales" is not an e-mail address.',
        phones: '"12345" is not a Ghana phone number (e.g. 024 123 4567).',
      },
    });
  });
});
