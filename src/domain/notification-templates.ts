/**
 * The notification templates: pure functions that turn a notification's data into an e-mail
 * (subject, plain text, HTML) or an SMS, in the shop's words. Used by functions/ when it sends.
 */
import { SHOP_NAME } from './brand';
import { formatDay } from './date-time';
import {
  orderPagePath,
  projectPagePath,
  type NotificationAudience,
  type NotificationData,
  type NotificationTemplate,
} from './notifications';
import { DELIVERY_SLOT_LABELS, ORDER_STATUS_LABELS, type OrderStatus } from './order-status';
import { PROJECT_KIND_LABELS, type ProjectStage } from './project';
import { MAINTENANCE_TASK_WORDS, maintenanceBookingPath } from './project-maintenance';
import { planEmail, planLinkPath, planLinkWords, planSms, PLAN_TEMPLATES } from './plans/plan-notifications';

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/** Amounts as "GHS 1,250.00": the cedi sign is not in the SMS alphabet (it would halve an SMS's length). */
export function ghsText(amount: number): string {
  return `GHS ${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** One SMS holds 160 characters of the GSM alphabet. */
export const SMS_LIMIT = 160;

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

const number = (d: NotificationData) => d.orderNumber ?? d.projectNumber ?? '';

/** Who reads each template: staff alerts link to the admin's order page, the others to the shopper's. */
const TEMPLATE_AUDIENCE: Record<NotificationTemplate, NotificationAudience> = {
  order_placed: 'customer',
  order_placed_staff: 'staff',
  order_status: 'customer',
  payment_received: 'customer',
  payment_failed: 'customer',
  payment_expired: 'customer',
  refund_made: 'customer',
  enquiry_staff: 'staff',
  enquiry_ack: 'customer',
  project_requested: 'customer',
  project_requested_staff: 'staff',
  project_survey_booked: 'customer',
  project_proposal_sent: 'customer',
  project_install_scheduled: 'customer',
  project_stage: 'customer',
  project_stage_staff: 'staff',
  project_maintenance_due: 'customer',
  plan_reminder: 'customer',
  plan_overdue_staff: 'staff',
};

/** The shop's address: shopUrl, or the origin of the link a notification queued before it was stored. */
function shopUrlOf(d: NotificationData): string {
  if (d.shopUrl) return d.shopUrl.replace(/\/$/, '');
  try {
    return d.orderUrl ? new URL(d.orderUrl).origin : '';
  } catch {
    return '';
  }
}

/** The order's page for whoever reads `template`, absolute; '' without an order or the shop's address. */
export function orderLinkOf(template: NotificationTemplate, d: NotificationData): string {
  const base = shopUrlOf(d);
  return base && d.orderId ? `${base}${orderPagePath(d.orderId, TEMPLATE_AUDIENCE[template])}` : '';
}

/** The project's page for whoever reads `template`, absolute; '' without a project or the shop's address. */
export function projectLinkOf(template: NotificationTemplate, d: NotificationData): string {
  const base = shopUrlOf(d);
  return base && d.projectId ? `${base}${projectPagePath(d.projectId, TEMPLATE_AUDIENCE[template])}` : '';
}

/** A payment plan's page for whoever reads `template`, absolute (plan-notifications.ts); '' without a plan. */
export function planLinkOf(template: NotificationTemplate, d: NotificationData): string {
  const base = shopUrlOf(d);
  const path = planLinkPath(TEMPLATE_AUDIENCE[template], d);
  return base && path ? `${base}${path}` : '';
}

/** A maintenance reminder's one link: the request form, filled in from the installation, that books the visit. */
export function maintenanceLinkOf(d: NotificationData): string {
  const base = shopUrlOf(d);
  return base && d.projectId ? `${base}${maintenanceBookingPath(d.projectId)}` : '';
}

/** The templates of an installation project's visits, whose e-mail carries the visit's calendar invite. */
export const VISIT_TEMPLATES: readonly NotificationTemplate[] = ['project_survey_booked', 'project_install_scheduled'];

/** Text that ends a sentence as it is, or with a full stop added. */
const sentence = (text: string): string => {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
};

/** Words joined by one space, the empty ones left out. */
const words = (...parts: (string | undefined)[]): string =>
  parts
    .map((p) => (p ?? '').trim())
    .filter(Boolean)
    .join(' ');

/** A staff note for the customer, as the messages quote it ('' without one). */
const noteLine = (d: NotificationData, label = `Note from ${SHOP_NAME}:`): string =>
  d.note?.trim() ? `${label} ${sentence(d.note)}` : '';

/** Why a payment failed, as its own sentence (the outbox gives none when Paystack named no reason). */
const failureReason = (d: NotificationData): string => (d.reason?.trim() ? sentence(d.reason) : '');

const statusLabel = (d: NotificationData) => (d.status ? ORDER_STATUS_LABELS[d.status] : '');

/** The subject and paragraphs of an e-mail; the first paragraph greets. */
interface EmailParts {
  subject: string;
  paragraphs: string[];
  showItems: boolean;
  link: boolean;
}

function emailParts(template: NotificationTemplate, d: NotificationData): EmailParts {
  const hello = d.customerName ? `Hello ${d.customerName},` : 'Hello,';
  const n = number(d);
  const total = d.total === undefined ? '' : ghsText(d.total);
  switch (template) {
    case 'order_placed':
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

const taskWords = (d: NotificationData) => MAINTENANCE_TASK_WORDS[d.maintenanceTask ?? 'battery'];

/** A maintenance reminder (docs/projects.md, "After commissioning"): what is due, and the link that books it. */
function maintenanceEmail(d: NotificationData, hello: string): Omit<EmailParts, 'showItems' | 'link'> {
  return {
    subject: `${SHOP_NAME}: time for your ${taskWords(d)}`,
    paragraphs: [
      hello,
      `It is time for the ${taskWords(d)} of your solar system (project ${number(d)}).`,
      d.maintenanceTask === 'cleaning'
        ? 'After the harmattan, dust on the panels cuts the power they make. A cleaning brings it back.'
        : 'A regular check keeps your batteries healthy and makes them last longer.',
      'Use the link below to book a maintenance visit: your details are filled in, one tap sends the request.',
    ],
  };
}

// ---------------------------------------------------------------------------------------------------------
// Installation projects (docs/projects.md)
// ---------------------------------------------------------------------------------------------------------

const kindWords = (d: NotificationData) =>
  (d.projectKind ? PROJECT_KIND_LABELS[d.projectKind] : 'Project').toLowerCase();

/** "Monday 30 November 2026, morning (8 am to 12 noon)" */
const visitWords = (d: NotificationData) =>
  d.visitDay
    ? `${formatDay(d.visitDay)}${d.visitSlot ? `, ${DELIVERY_SLOT_LABELS[d.visitSlot].toLowerCase()}` : ''}`
    : '';

/** " on Monday 30 November 2026, morning (8 am to 12 noon)", or '' without a day. */
const onVisit = (d: NotificationData) => (d.visitDay ? ` on ${visitWords(d)}` : '');

/** " on Monday 30 November 2026" (a subject's or an SMS's), or '' without a day. */
const onDay = (d: NotificationData) => (d.visitDay ? ` on ${formatDay(d.visitDay)}` : '');

/** What a customer is told when their project reaches a stage that has no message of its own. */
function stageNews(d: NotificationData): { title: string; next: string } {
  const n = number(d);
  if (d.depositExpired) {
    return {
      title: `deposit for ${n} not received`,
      next: `We did not receive the deposit in time, so the items we held are back on sale. Your proposal stands${d.validUntil ? ` until ${formatDay(d.validUntil)}` : ''}: open it to accept again.`,
    };
  }
  const stage: ProjectStage = d.projectStage ?? 'requested';
  const news: Partial<Record<ProjectStage, { title: string; next: string }>> = {
    accepted: {
      title: `you accepted the proposal for ${n}`,
      next: `Thank you. Pay the deposit${d.deposit === undefined ? '' : ` of ${ghsText(d.deposit)}`} from your project page to book the installation.`,
    },
    deposit_paid: {
      title: `deposit received for ${n}`,
      next: `We received your deposit${d.deposit === undefined ? '' : ` of ${ghsText(d.deposit)}`}. We will call you to agree the installation day.`,
    },
    installed: {
      title: `${n} is installed`,
      next: 'Your system is installed. We hand it over once it is commissioned and the balance is paid.',
    },
    commissioned: {
      title: `${n} is complete`,
      next:
        d.projectKind === 'maintenance'
          ? 'Your maintenance visit is done. Thank you.'
          : 'Your system is commissioned and handed over. Your warranties start today. Thank you.',
    },
    lost: { title: `${n} is closed`, next: 'We have closed your request. Call us any time to pick it up again.' },
    cancelled: {
      title: `${n} is cancelled`,
      next: 'Your project is cancelled. If you did not ask for this, please call us.',
    },
  };
  return news[stage] ?? { title: `${n} moved on`, next: 'Open your project to see where it is.' };
}

function projectEmail(
  template: NotificationTemplate,
  d: NotificationData,
  hello: string,
): Omit<EmailParts, 'showItems' | 'link'> {
  const n = number(d);
  switch (template) {
    case 'project_requested':
      return {
        subject: `${SHOP_NAME}: ${kindWords(d)} request ${n} received`,
        paragraphs: [
          hello,
          `Thank you for asking for a ${kindWords(d)}. Your project number is ${n}.`,
          d.visitDay
            ? `You asked for a survey visit${onVisit(d)}. We will call you to confirm it.`
            : 'We will call you to agree a day for the survey visit.',
        ],
      };
    case 'project_requested_staff':
      return {
        subject: `New ${kindWords(d)} request ${n}${d.customerName ? ` from ${d.customerName}` : ''}`,
        paragraphs: [
          `${d.customerName || 'A customer'}${d.customerPhone ? ` (${d.customerPhone})` : ''} asked for a ${kindWords(d)}${d.siteAddress ? ` at ${d.siteAddress}` : ''}.`,
          d.visitDay
            ? `Survey asked for ${visitWords(d)}: confirm or move it.`
            : 'No survey day chosen: call to agree one.',
        ],
      };
    case 'project_survey_booked':
      return {
        subject: `${SHOP_NAME}: survey visit for ${n}${onDay(d)}`,
        paragraphs: [
          hello,
          `Our surveyor will visit ${d.siteAddress || 'your site'}${onVisit(d)} for project ${n}.`,
          'The calendar invite is attached. If the time does not suit you, call us and we will move it.',
        ],
      };
    case 'project_proposal_sent':
      return {
        subject: `${SHOP_NAME}: your proposal for ${n} is ready`,
        paragraphs: [
          hello,
          `Your proposal for project ${n} is ready${d.validUntil ? `, valid until ${formatDay(d.validUntil)}` : ''}.`,
          'Open your project to compare the options, download the PDF and accept the one you choose.',
        ],
      };
    case 'project_install_scheduled':
      return {
        subject: `${SHOP_NAME}: installation of ${n}${onDay(d)}`,
        paragraphs: [
          hello,
          `Our team will install your system at ${d.siteAddress || 'your site'}${onVisit(d)}.`,
          'The calendar invite is attached. Please make sure someone is at home to let the team in.',
        ],
      };
    case 'project_stage': {
      const news = stageNews(d);
      return { subject: `${SHOP_NAME}: ${news.title}`, paragraphs: [hello, news.next] };
    }
    default:
      return {
        subject: `Project ${n} ${d.projectStage === 'deposit_paid' ? 'deposit paid' : 'accepted'}${d.customerName ? ` by ${d.customerName}` : ''}`,
        paragraphs: [
          d.projectStage === 'deposit_paid'
            ? `The deposit${d.deposit === undefined ? '' : ` of ${ghsText(d.deposit)}`} for ${n} is paid: book the installation.`
            : `${d.customerName || 'The customer'} accepted ${d.optionTitle ? `"${d.optionTitle}"` : 'the proposal'} for ${n}${d.total === undefined ? '' : `, total ${ghsText(d.total)}`}. The deposit is awaited.`,
        ],
      };
  }
}

function projectSms(template: NotificationTemplate, d: NotificationData): string {
  const n = number(d);
  const shop = SHOP_NAME;
  const link = projectLinkOf(template, d);
  const withLink = (text: string) => (link && `${text} ${link}`.length <= SMS_LIMIT ? `${text} ${link}` : text);
  switch (template) {
    case 'project_requested':
      return `${shop}: ${kindWords(d)} request ${n} received. We will call you to confirm the survey visit.`;
    case 'project_requested_staff':
      return words(`New ${kindWords(d)} request ${n}.`, d.customerName, d.customerPhone).slice(0, SMS_LIMIT);
    case 'project_survey_booked':
      return `${shop}: survey visit for ${n}${onDay(d)}${d.visitDay && d.visitSlot ? `, ${d.visitSlot}` : ''}. Call us to change it.`;
    case 'project_proposal_sent':
      return withLink(`${shop}: your proposal for ${n} is ready.`);
    case 'project_install_scheduled':
      return `${shop}: installation of ${n}${onDay(d)}${d.visitDay && d.visitSlot ? `, ${d.visitSlot}` : ''}.`;
    case 'project_maintenance_due': {
      const book = maintenanceLinkOf(d);
      const due = `${shop}: time for the ${taskWords(d)} of ${n ? `project ${n}` : 'your solar system'}.`;
      if (!book) return `${due} Call us to book a visit.`;
      const full = `${due} Book a visit: ${book}`;
      return full.length <= SMS_LIMIT ? full : `${shop}: time for your ${taskWords(d)}. Book: ${book}`;
    }
    case 'project_stage': {
      const news = stageNews(d);
      return `${shop}: ${news.title}. ${news.next}`.length <= SMS_LIMIT
        ? `${shop}: ${news.title}. ${news.next}`
        : withLink(`${shop}: ${news.title}.`);
    }
    default:
      return `Project ${n}: ${d.projectStage === 'deposit_paid' ? 'deposit paid, book the installation' : 'proposal accepted, deposit awaited'}.`;
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
      : TEMPLATE_AUDIENCE[template] === 'staff'
        ? `Open the ${what}`
        : `See your ${what}`;
  const text = [
    ...paragraphs,
    ...(items.length
      ? [`Items:\n${items.map((row) => `- ${row.what}: ${row.amount}`).join('\n')}\nTotal: ${total}`]
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
          `<tr><th style="text-align:left;padding-top:8px">Total</th><th style="text-align:right;padding-top:8px">${total}</th></tr>`,
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
