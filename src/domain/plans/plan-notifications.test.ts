import { describe, expect, it } from 'vitest';
import { formatShortDay } from '@domain/shared/date-time';
import { renderEmail, renderSms } from '@domain/notifications/notification-templates';
import { SMS_LIMIT } from '@domain/notifications/notification-text';
import type { NotificationData } from '@domain/notifications/notifications';

const reminder: NotificationData = {
  planId: 'Xk3fP0aQ9rLm2VtZb7Hc',
  planNumber: 'SS-2612-48213',
  shopUrl: 'https://shop.savannasolar.com.gh',
  customerName: 'Ama Mensah',
  planReminder: 'before',
  planDue: '2026-12-08',
  planPay: 9_000,
};
const link = 'https://shop.savannasolar.com.gh/plans/Xk3fP0aQ9rLm2VtZb7Hc?pay=9000';

describe('a plan reminder', () => {
  it('3 days before: the amount, the day and the one-tap link for that amount, in one SMS', () => {
    const sms = renderSms('plan_reminder', reminder);
    expect(sms).toBe(`Savanna Solar: GHS 90.00 due on Tue 8 Dec for SS-2612-48213. Tap to pay: ${link}`);
    expect(sms.length).toBeLessThanOrEqual(SMS_LIMIT);
    const mail = renderEmail('plan_reminder', reminder);
    expect(mail.subject).toBe('Savanna Solar: GHS 90.00 due on Tuesday 8 December 2026');
    expect(mail.text).toContain('Your instalment of GHS 90.00 for SS-2612-48213 is due on Tuesday 8 December 2026.');
    expect(mail.text).toContain(`Tap to pay GHS 90.00: ${link}`);
    expect(mail.html).toContain(`<a href="${link}">Tap to pay GHS 90.00</a>`);
  });

  it('on the day, and once overdue', () => {
    expect(renderSms('plan_reminder', { ...reminder, planReminder: 'due' })).toBe(
      `Savanna Solar: GHS 90.00 is due today for SS-2612-48213. Tap to pay: ${link}`,
    );
    expect(renderEmail('plan_reminder', { ...reminder, planReminder: 'due' }).subject).toBe(
      'Savanna Solar: GHS 90.00 due today for SS-2612-48213',
    );
    const late = { ...reminder, planReminder: 'late' as const };
    expect(renderSms('plan_reminder', late)).toBe(
      `Savanna Solar: GHS 90.00 for SS-2612-48213 was due on Tue 8 Dec and is overdue. Pay now: ${link}`,
    );
    const mail = renderEmail('plan_reminder', late);
    expect(mail.subject).toBe('Savanna Solar: your payment for SS-2612-48213 is overdue');
    expect(mail.text).toContain(
      'Your instalment of GHS 90.00 for SS-2612-48213 was due on Tuesday 8 December 2026 and is not paid yet.',
    );
    expect(mail.text).toContain('call us to agree a day');
  });

  it('stays one SMS for the largest amounts: the number goes before the link does', () => {
    for (const planReminder of ['before', 'due', 'late'] as const) {
      const big = { ...reminder, planReminder, planPay: 49_999_999, planDue: '2026-09-30' };
      const sms = renderSms('plan_reminder', big);
      expect(sms.length, planReminder).toBeLessThanOrEqual(SMS_LIMIT);
      expect(sms).toContain('GHS 499,999.99');
      expect(sms).toContain('/plans/Xk3fP0aQ9rLm2VtZb7Hc?pay=49999999');
    }
  });

  it('without the shop’s address says where to pay instead of a link', () => {
    const { shopUrl: _none, ...noShop } = reminder;
    expect(renderSms('plan_reminder', noShop)).toBe(
      'Savanna Solar: GHS 90.00 due on Tue 8 Dec for SS-2612-48213. Pay from your plan page, or call us.',
    );
  });
});

describe("staff's overdue alert", () => {
  const overdue: NotificationData = {
    planId: 'Xk3fP0aQ9rLm2VtZb7Hc',
    planNumber: 'SS-2612-48213',
    shopUrl: 'https://shop.savannasolar.com.gh',
    customerName: 'Ama Mensah',
    customerPhone: '+233241234567',
    amount: 90,
    daysPastDue: 6,
  };

  it('names the customer, how late and how much, and links to the admin’s plan page', () => {
    const mail = renderEmail('plan_overdue_staff', overdue);
    expect(mail.subject).toBe('Plan SS-2612-48213 is overdue: Ama Mensah');
    expect(mail.text).toContain(
      'Ama Mensah (+233241234567) is 6 days past the due date on the payment plan for SS-2612-48213, with GHS 90.00 due.',
    );
    expect(mail.html).toContain(
      '<a href="https://shop.savannasolar.com.gh/admin/plans/Xk3fP0aQ9rLm2VtZb7Hc">Open the plan SS-2612-48213</a>',
    );
    expect(renderSms('plan_overdue_staff', overdue)).toBe(
      'Plan SS-2612-48213 overdue 6 days, GHS 90.00 due. Ama Mensah +233241234567',
    );
  });
});

describe('formatShortDay', () => {
  it('writes a day as an SMS does', () => {
    expect(formatShortDay('2026-12-08')).toBe('Tue 8 Dec');
    expect(formatShortDay('soon')).toBe('soon');
  });
});
