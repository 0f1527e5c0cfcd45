import { SHOP_NAME } from '@domain/shop/brand';
import { formatDay, formatShortDay } from '@domain/shared/date-time';
import { fromPesewas } from '@domain/shared/money';
import { audienceOf, ghsText, shopUrlOf, SMS_LIMIT } from '@domain/notifications/notification-text';
import type { NotificationAudience, NotificationData, NotificationTemplate } from '@domain/notifications/notifications';
import { planPath, planPayPath } from './plan-rules';

/**
 * What a plan's notifications say (docs/plans.md, "Reminders"), in the shop's words: the customer's reminders
 * (before an instalment's day, on it, and once the grace days passed) with the one-tap link that opens the
 * payment for the amount left of that instalment, and staff's alert when a plan becomes overdue. Used by
 * notification-templates.ts; amounts as "GHS 90.00" (the cedi sign is not in the SMS alphabet).
 */

export const PLAN_TEMPLATES: readonly NotificationTemplate[] = ['plan_reminder', 'plan_overdue_staff'];

/** The admin's page of a plan. */
export const planAdminPath = (planId: string): string => `/admin/plans/${encodeURIComponent(planId)}`;

/** A payment plan's page for whoever reads `template`, absolute; '' without a plan or the shop's address. */
export function planLinkOf(template: NotificationTemplate, d: NotificationData): string {
  const base = shopUrlOf(d);
  const path = planLinkPath(audienceOf(template), d);
  return base && path ? `${base}${path}` : '';
}

/**
 * Where a plan notification's link goes, relative: staff to the admin's plan page; the customer to their plan
 * page with the payment opened for `planPay` pesewas (planPayPath), or the page alone without an amount.
 */
function planLinkPath(audience: NotificationAudience, d: NotificationData): string {
  if (!d.planId) return '';
  if (audience === 'staff') return planAdminPath(d.planId);
  return d.planPay ? planPayPath(encodeURIComponent(d.planId), d.planPay) : planPath(encodeURIComponent(d.planId));
}

const numberOf = (d: NotificationData) => d.planNumber ?? d.orderNumber ?? d.projectNumber ?? '';
const payOf = (d: NotificationData) => (d.planPay ? ghsText(fromPesewas(d.planPay)) : '');
const forNumber = (d: NotificationData) => (numberOf(d) ? ` for ${numberOf(d)}` : '');
const daysWords = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;

/** The words of the link in the e-mail (the HTML link's text; the plain text adds ": <link>"). */
export function planLinkWords(template: NotificationTemplate, d: NotificationData): string {
  if (template === 'plan_overdue_staff') return `Open the plan ${numberOf(d)}`.trim();
  return `Tap to pay ${payOf(d)}`.trim();
}

const HOW_TO_PAY =
  'Tap the link below and approve the Mobile Money prompt on your phone. From your plan page you may also pay more, or pay everything off early.';

export function planEmail(
  template: NotificationTemplate,
  d: NotificationData,
  hello: string,
): { subject: string; paragraphs: string[] } {
  const n = numberOf(d);
  if (template === 'plan_overdue_staff') {
    const who = `${d.customerName || 'A customer'}${d.customerPhone ? ` (${d.customerPhone})` : ''}`;
    const late = d.daysPastDue ? ` is ${daysWords(d.daysPastDue)} past the due date` : ' is past the grace days';
    return {
      subject: `Plan ${n} is overdue${d.customerName ? `: ${d.customerName}` : ''}`,
      paragraphs: [
        `${who}${late} on the payment plan for ${n}${d.amount === undefined ? '' : `, with ${ghsText(d.amount)} due`}.`,
        'Call them from the arrears list, and note when they promise to pay.',
      ],
    };
  }
  const pay = payOf(d);
  const instalment = `Your instalment${pay ? ` of ${pay}` : ''}${forNumber(d)}`;
  const day = d.planDue ? formatDay(d.planDue) : '';
  switch (d.planReminder) {
    case 'late':
      return {
        subject: `${SHOP_NAME}: your payment${forNumber(d)} is overdue`,
        paragraphs: [
          hello,
          `${instalment} ${day ? `was due on ${day}` : 'is past its due date'} and is not paid yet.`,
          'Please pay it now with the link below. If you cannot, call us to agree a day: we would rather hear from you.',
        ],
      };
    case 'due':
      return {
        subject: `${SHOP_NAME}: ${pay || 'your instalment'} due today${forNumber(d)}`,
        paragraphs: [hello, `${instalment} is due today.`, HOW_TO_PAY],
      };
    default:
      return {
        subject: `${SHOP_NAME}: ${pay || 'your instalment'} due ${day ? `on ${day}` : 'soon'}`,
        paragraphs: [hello, `${instalment} is due ${day ? `on ${day}` : 'soon'}.`, HOW_TO_PAY],
      };
  }
}

/** One SMS: the amount, the day, the number and the one-tap link; the number left out when it would not fit. */
export function planSms(template: NotificationTemplate, d: NotificationData): string {
  const n = numberOf(d);
  if (template === 'plan_overdue_staff') {
    const due = d.amount === undefined ? '' : `, ${ghsText(d.amount)} due`;
    const late = d.daysPastDue ? ` ${daysWords(d.daysPastDue)}` : '';
    return [`Plan ${n} overdue${late}${due}.`, d.customerName, d.customerPhone]
      .filter(Boolean)
      .join(' ')
      .slice(0, SMS_LIMIT);
  }
  const pay = payOf(d) || 'Your instalment';
  const day = d.planDue ? formatShortDay(d.planDue) : '';
  const link = planLinkOf(template, d);
  const says = (withNumber: boolean) => {
    const of = withNumber ? forNumber(d) : '';
    switch (d.planReminder) {
      case 'late':
        return `${SHOP_NAME}: ${pay}${of} ${day ? `was due on ${day}` : 'is past its due date'} and is overdue.`;
      case 'due':
        return `${SHOP_NAME}: ${pay} is due today${of}.`;
      default:
        return `${SHOP_NAME}: ${pay} due ${day ? `on ${day}` : 'soon'}${of}.`;
    }
  };
  const action = d.planReminder === 'late' ? 'Pay now' : 'Tap to pay';
  if (!link) return `${says(true)} Pay from your plan page, or call us.`;
  const full = `${says(true)} ${action}: ${link}`;
  return full.length <= SMS_LIMIT ? full : `${says(false)} ${action}: ${link}`;
}
