/**
 * The notification templates: pure functions that turn a notification's data into an e-mail
 * (subject, plain text, HTML) or an SMS, in the shop's words. Used by functions/ when it sends. The orders' and
 * enquiries' words are here; projects' in project-notification-templates.ts, plans' in plans/plan-notifications.ts.
 */
import { SHOP_NAME } from '@domain/shop/brand';
import type { NotificationData, NotificationTemplate } from './notifications';
import {
  audienceOf,
  ghsText,
  maintenanceLinkOf,
  noteLine,
  notificationNumber as number,
  orderLinkOf,
  projectLinkOf,
  sentence,
  SMS_LIMIT,
  words,
  type EmailParts,
} from './notification-text';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@domain/order/order-status';
import { planEmail, planLinkOf, planLinkWords, planSms, PLAN_TEMPLATES } from '@domain/plans/plan-notifications';
import { maintenanceEmail, projectEmail, projectSms } from '@domain/projects/project-notification-templates';
import { ORDER_PLAN_MESSAGE_WORDS as PLAN_ORDER } from '@domain/order/messages';

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** What happens next after each status, in the customer's words. */
const STATUS_NEXT: Record<OrderStatus, string> = {
  pending: 'We will call you to confirm it.',
  confirmed: 'We are preparing it.',
  processing: 'We are preparing it.',
  out_for_delivery: 'Our driver will call you before arriving.',
  ready_for_pickup: 'Collect it at our shop in Tamale, Monday to Saturday.',
  delivered: 'Thank you for shopping with us.',
  cancelled: 'If you did not ask for this, please call us.',
};

/** Why a payment failed, as its own sentence (the outbox gives none when Paystack named no reason). */
const failureReason = (d: NotificationData): string => (d.reason?.trim() ? sentence(d.reason) : '');

const statusLabel = (d: NotificationData) => (d.status ? ORDER_STATUS_LABELS[d.status] : '');

function emailParts(template: NotificationTemplate, d: NotificationData): EmailParts {
  const hello = d.customerName ? `Hello ${d.customerName},` : 'Hello,';
  const n = number(d);
  const total = d.total === undefined ? '' : ghsText(d.total);
  switch (template) {
    case 'order_placed':
      // An order paid in instalments: its plan's figures, not the cash total (order-plan-notifications.ts).
      if (d.orderPlan) {
        return {
          subject: `${SHOP_NAME}: order ${n} received`,
          paragraphs: [hello, `Thank you for your order ${n}.`, ...PLAN_ORDER.placed(d.orderPlan)],
          showItems: true,
          link: true,
        };
      }
      return {
        subject: `${SHOP_NAME}: order ${n} received`,
        paragraphs: [
          hello,
          `Thank you for your order ${n}. The total is ${total}.`,
          d.paymentMethod === 'mobile_money_now'
            ? 'Approve the Mobile Money prompt on your phone to pay. We will call you to arrange delivery.'
            : `What happens next: we will call you to confirm it, then ${d.deliveryMethod === 'pickup' ? 'tell you when it is ready for pickup' : 'deliver it'}. You pay on ${d.deliveryMethod === 'pickup' ? 'pickup' : 'delivery'}.`,
        ],
        showItems: true,
        link: true,
      };
    case 'order_placed_staff':
      return {
        subject: `New order ${n}: ${total}`,
        paragraphs: [
          `A new order ${n} was placed by ${d.customerName || 'a customer'}${d.customerPhone ? ` (${d.customerPhone})` : ''}.`,
          `Total ${total}, ${d.deliveryMethod === 'pickup' ? 'pickup at the shop' : 'delivery'}.`,
          d.orderPlan ? PLAN_ORDER.placedStaff(d.orderPlan) : '',
        ],
        showItems: true,
        link: true,
      };
    case 'order_status':
      return {
        subject: `${SHOP_NAME}: order ${n} is ${statusLabel(d).toLowerCase()}`,
        paragraphs: [
          hello,
          `Your order ${n} is now: ${statusLabel(d)}.`,
          noteLine(d),
          d.status ? STATUS_NEXT[d.status] : '',
        ],
        showItems: false,
        link: true,
      };
    case 'payment_received':
      if (d.orderPlan) {
        const paidOff = d.orderPlan.stage === 'paid_off';
        return {
          subject: paidOff ? PLAN_ORDER.paidOffSubject(SHOP_NAME, n) : PLAN_ORDER.depositSubject(SHOP_NAME, n),
          paragraphs: [hello, ...(paidOff ? PLAN_ORDER.paidOff(n, d.orderPlan) : PLAN_ORDER.deposit(n, d.orderPlan))],
          showItems: false,
          link: true,
        };
      }
      return {
        subject: `${SHOP_NAME}: payment received for order ${n}`,
        paragraphs: [hello, `We received your payment of ${total} for order ${n}. Thank you.`, STATUS_NEXT.confirmed],
        showItems: true,
        link: true,
      };
    case 'payment_failed':
      return {
        subject: `${SHOP_NAME}: payment for order ${n} did not go through`,
        paragraphs: [
          hello,
          words(`Your Mobile Money payment for order ${n} did not go through.`, failureReason(d)),
          'Open your order to try again, or choose to pay on delivery.',
        ],
        showItems: false,
        link: true,
      };
    case 'payment_expired':
      return {
        subject: `${SHOP_NAME}: order ${n} was cancelled, payment not received`,
        paragraphs: [
          hello,
          `We did not receive the payment for order ${n} in time, so it was cancelled and nothing was charged.`,
          'You are welcome to order again.',
        ],
        showItems: false,
        link: true,
      };
    case 'refund_made':
      return {
        subject: `${SHOP_NAME}: refund for order ${n}`,
        paragraphs: [
          hello,
          `We refunded ${d.amount === undefined ? total : ghsText(d.amount)} for order ${n}.`,
          'Mobile Money refunds can take a few days to reach your wallet.',
        ],
        showItems: false,
        link: true,
      };
    case 'enquiry_staff':
      return {
        subject: `${d.enquiryKind === 'quote' ? 'New quote request' : 'New message'}${d.subject ? `: ${d.subject}` : ''}${d.customerName ? ` from ${d.customerName}` : ''}`,
        paragraphs: [
          `${d.customerName || 'Someone'} ${d.message ? 'wrote' : 'sent it'}${d.phone ? `, phone ${d.phone}` : ''}${d.email ? `, e-mail ${d.email}` : ''}${d.message ? ':' : ', with no message.'}`,
          d.message ?? '',
          'Answer from the admin area, Messages.',
        ],
        showItems: false,
        link: false,
      };
    // The shop's own words only, nothing the visitor typed (not even their name): whoever typed this address
    // must not be able to make the shop send their text to it (docs/abuse-limits.md).
    case 'enquiry_ack':
      return {
        subject: `${SHOP_NAME}: we received your ${d.enquiryKind === 'quote' ? 'quote request' : 'message'}`,
        paragraphs: [
          'Hello,',
          `Thank you for contacting ${SHOP_NAME}. We received your ${d.enquiryKind === 'quote' ? 'quote request' : 'message'} and will answer within one working day.`,
          'If you did not write to us, you can ignore this message.',
        ],
        showItems: false,
        link: false,
      };
    case 'project_requested':
    case 'project_requested_staff':
    case 'project_survey_booked':
    case 'project_proposal_sent':
    case 'project_install_scheduled':
    case 'project_stage':
    case 'project_stage_staff':
      return { ...projectEmail(template, d, hello), showItems: false, link: true };
    case 'project_maintenance_due':
      return { ...maintenanceEmail(d, hello), showItems: false, link: true };
    case 'plan_reminder':
    case 'plan_overdue_staff':
      return { ...planEmail(template, d, hello), showItems: false, link: true };
  }
}

/** The order's lines as the e-mail lists them: what (quantity x name) and how much, in words and in the table alike. */
const itemRows = (d: NotificationData): { what: string; amount: string }[] =>
  (d.items ?? []).map((item) => ({
    what: `${item.quantity} x ${item.name}`,
    amount: ghsText(item.price * item.quantity),
  }));

/** The e-mail of a notification: plain text and HTML with the same words. */
export function renderEmail(template: NotificationTemplate, d: NotificationData): RenderedEmail {
  const parts = emailParts(template, d);
  const paragraphs = parts.paragraphs.filter(Boolean);
  const items = parts.showItems ? itemRows(d) : [];
  const total = ghsText(d.total ?? 0);
  // The items' sum is the price in cash; an order paid in instalments pays its plan's total (its paragraphs say it).
  const totalLabel = d.orderPlan ? PLAN_ORDER.itemsTotal : 'Total';
  const maintenance = template === 'project_maintenance_due';
  const plan = PLAN_TEMPLATES.includes(template);
  const link = !parts.link
    ? ''
    : plan
      ? planLinkOf(template, d)
      : maintenance
        ? maintenanceLinkOf(d)
        : d.projectId
          ? projectLinkOf(template, d)
          : orderLinkOf(template, d);
  // Staff open the order (or project) in the admin area; the shopper sees their own.
  const what = d.projectId ? 'project' : 'order';
  const linkWords = plan
    ? planLinkWords(template, d)
    : maintenance
      ? 'Book the maintenance visit'
      : audienceOf(template) === 'staff'
        ? `Open the ${what}`
        : `See your ${what}`;
  const text = [
    ...paragraphs,
    ...(items.length
      ? [`Items:\n${items.map((row) => `- ${row.what}: ${row.amount}`).join('\n')}\n${totalLabel}: ${total}`]
      : []),
    ...(link ? [`${linkWords}: ${link}`] : []),
    `${SHOP_NAME}, Tamale`,
  ].join('\n\n');
  const html = [
    '<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">',
    `<h1 style="font-size:20px;color:#b45309">${escapeHtml(SHOP_NAME)}</h1>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(items.length
      ? [
          '<table style="border-collapse:collapse">',
          ...items.map(
            (row) =>
              `<tr><td style="padding:4px 12px 4px 0">${escapeHtml(row.what)}</td>` +
              `<td style="text-align:right">${row.amount}</td></tr>`,
          ),
          `<tr><th style="text-align:left;padding-top:8px">${totalLabel}</th><th style="text-align:right;padding-top:8px">${total}</th></tr>`,
          '</table>',
        ]
      : []),
    ...(link
      ? [`<p><a href="${escapeHtml(link)}">${escapeHtml(plan ? linkWords : `${linkWords} ${number(d)}`)}</a></p>`]
      : []),
    `<p style="color:#6b7280">${escapeHtml(SHOP_NAME)}, Tamale</p>`,
    '</body></html>',
  ].join('\n');
  return { subject: parts.subject, text, html };
}

/** The SMS of a notification: one SMS (160 characters) where the data allows, always with the short number. */
export function renderSms(template: NotificationTemplate, d: NotificationData): string {
  const n = number(d);
  const total = d.total === undefined ? '' : ghsText(d.total);
  const shop = SHOP_NAME;
  switch (template) {
    case 'order_placed':
      if (d.orderPlan) return PLAN_ORDER.placedSms(shop, n, d.orderPlan);
      return `${shop}: order ${n} received, total ${total}. ${d.paymentMethod === 'mobile_money_now' ? 'Approve the MoMo prompt to pay.' : 'We will call you to confirm.'}`;
    case 'order_placed_staff':
      return words(
        `New order ${n}: ${total}, ${d.deliveryMethod === 'pickup' ? 'pickup' : 'delivery'}.`,
        d.customerName,
        d.customerPhone,
      );
    case 'order_status': {
      const status = words(
        `${shop}: order ${n} is ${statusLabel(d).toLowerCase()}.`,
        d.status && STATUS_NEXT[d.status],
      );
      // The staff's note for the customer when the SMS still fits in one; the e-mail always has it.
      const withNote = words(status, noteLine(d, 'Note:'));
      return withNote.length <= SMS_LIMIT ? withNote : status;
    }
    case 'payment_received':
      if (d.orderPlan) {
        return d.orderPlan.stage === 'paid_off'
          ? PLAN_ORDER.paidOffSms(shop, n, d.orderPlan)
          : PLAN_ORDER.depositSms(shop, n, d.orderPlan);
      }
      return `${shop}: payment of ${total} received for order ${n}. Thank you.`;
    case 'payment_failed':
      return `${shop}: payment for order ${n} did not go through. Open your order to try again or pay on delivery.`;
    case 'payment_expired':
      return `${shop}: payment for order ${n} not received in time. The order is cancelled; nothing was charged.`;
    case 'refund_made':
      return `${shop}: we refunded ${d.amount === undefined ? total : ghsText(d.amount)} for order ${n}.`;
    case 'enquiry_staff':
      return words(
        `New ${d.enquiryKind === 'quote' ? 'quote request' : 'message'}`,
        d.customerName || d.phone ? words('from', d.customerName, d.phone) : '',
      )
        .concat(d.subject ? `: ${d.subject}` : '')
        .slice(0, SMS_LIMIT);
    case 'enquiry_ack':
      return `${shop}: we received your ${d.enquiryKind === 'quote' ? 'quote request' : 'message'} and will answer within one working day.`;
    case 'plan_reminder':
    case 'plan_overdue_staff':
      return planSms(template, d);
    default:
      return projectSms(template, d);
  }
}
