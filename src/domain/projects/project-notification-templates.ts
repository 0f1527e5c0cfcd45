/**
 * The words of an installation project's notifications (docs/projects.md): each stage's e-mail and SMS, the
 * visits' (whose e-mail carries a calendar invite) and the maintenance reminders'. Used by notification-templates.ts.
 */
import { SHOP_NAME } from '@domain/shop/brand';
import { formatDay } from '@domain/shared/date-time';
import type { NotificationData, NotificationTemplate } from '@domain/notifications/notifications';
import {
  ghsText,
  maintenanceLinkOf,
  notificationNumber as number,
  projectLinkOf,
  SMS_LIMIT,
  words,
  type EmailParts,
} from '@domain/notifications/notification-text';
import { DELIVERY_SLOT_LABELS } from '@domain/order/order-status';
import { fromPesewas } from '@domain/shared/money';
import { PROJECT_KIND_LABELS, type ProjectStage } from './project';
import { customerMoneyWords } from './project-money';
import { moneyFiguresOfData } from './project-notifications';
import { MAINTENANCE_TASK_WORDS } from './messages';

/** The templates of an installation project's visits, whose e-mail carries the visit's calendar invite. */
export const VISIT_TEMPLATES: readonly NotificationTemplate[] = ['project_survey_booked', 'project_install_scheduled'];

const taskWords = (d: NotificationData) => MAINTENANCE_TASK_WORDS[d.maintenanceTask ?? 'battery'];

/** A maintenance reminder (docs/projects.md, "After commissioning"): what is due, and the link that books it. */
export function maintenanceEmail(d: NotificationData, hello: string): Omit<EmailParts, 'showItems' | 'link'> {
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

/** "call us on +233 37 202 4581" with the shop's phone from Settings, else "call us". */
const callUs = (d: NotificationData) => `call us${d.shopPhone ? ` on ${d.shopPhone}` : ''}`;

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A project's money in a message's words: the project's one rule (customerMoneyWords), the amounts as "GHS 1.00". */
const moneyWords = (d: NotificationData, style: 'full' | 'sms') =>
  customerMoneyWords(d.projectStage ?? 'requested', moneyFiguresOfData(d), (p) => ghsText(fromPesewas(p)), style);

/**
 * What a customer is told when their project reaches a stage that has no message of its own: the e-mail's
 * sentence (`next`) and the SMS's shorter one (`sms`), the money's words being the project page's.
 */
function stageNews(d: NotificationData): { title: string; next: string; sms: string } {
  const n = number(d);
  const same = (title: string, next: string) => ({ title, next, sms: next });
  if (d.depositExpired) {
    return same(
      `deposit for ${n} not received`,
      `We did not receive the deposit in time, so the items we held are back on sale. Your proposal stands${d.validUntil ? ` until ${formatDay(d.validUntil)}` : ''}: open it to accept again.`,
    );
  }
  const stage: ProjectStage = d.projectStage ?? 'requested';
  const money = (title: string, fallback: string) => {
    const full = moneyWords(d, 'full');
    return { title, next: full || fallback, sms: moneyWords(d, 'sms') || full || fallback };
  };
  switch (stage) {
    case 'accepted':
      return money(`you accepted the proposal for ${n}`, 'Thank you. Pay the deposit from your project page.');
    case 'deposit_paid':
      return money(
        `deposit received for ${n}`,
        'We received your deposit. We will call you to agree the installation day.',
      );
    case 'installed':
      return money(`${n} is installed`, 'Your system is installed.');
    case 'commissioned':
      return d.projectKind === 'maintenance'
        ? same(`${n} is complete`, 'Your maintenance visit is done. Thank you.')
        : money(
            `${n} is complete`,
            'Your system is commissioned and handed over. Your warranties start today. Thank you.',
          );
    case 'lost':
      return same(`${n} is closed`, `We have closed your request. ${capital(callUs(d))} any time to pick it up again.`);
    case 'cancelled':
      return same(`${n} is cancelled`, `Your project is cancelled. If you did not ask for this, please ${callUs(d)}.`);
    default:
      return same(`${n} moved on`, 'Open your project to see where it is.');
  }
}

/** "Backup only GHS 8,000.00; Solar + backup GHS 12,500.00" (a proposal's options with their totals), or ''. */
const optionPrices = (d: NotificationData) =>
  (d.proposalOptions ?? []).map((o, i) => `Option ${i + 1}, ${o.title}: ${ghsText(o.total)}`);

/** What staff read of a project's money when it was accepted or its deposit paid (a plan's figures when on one). */
function staffMoneyNews(d: NotificationData): string {
  const n = number(d);
  const figures = moneyFiguresOfData(d);
  const plan = figures.onPlan ? ` on the payment plan "${d.planName || 'chosen'}"` : '';
  const deposit = d.deposit === undefined ? '' : ` of ${ghsText(d.deposit)}`;
  if (d.projectStage === 'deposit_paid') {
    if (!figures.onPlan) return `The deposit${deposit} for ${n} is paid: book the installation.`;
    return figures.balance === 'held_by_plan'
      ? `The plan\u2019s deposit${deposit} for ${n} is paid: approve or decline the plan in Admin \u203a Plans, then book the installation.`
      : `The plan\u2019s deposit${deposit} for ${n} is paid: book the installation.`;
  }
  return `${d.customerName || 'The customer'} accepted ${d.optionTitle ? `"${d.optionTitle}"` : 'the proposal'} for ${n}${plan}${d.total === undefined ? '' : `, total ${ghsText(d.total)}`}. The ${figures.onPlan ? 'plan\u2019s deposit' : 'deposit'}${deposit} is awaited.`;
}

export function projectEmail(
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
          `The calendar invite is attached. If the time does not suit you, ${callUs(d)} and we will move it.`,
        ],
      };
    case 'project_proposal_sent':
      return {
        subject: `${SHOP_NAME}: your proposal for ${n} is ready`,
        paragraphs: [
          hello,
          `Your proposal for project ${n} is ready${d.validUntil ? `, valid until ${formatDay(d.validUntil)}` : ''}.`,
          ...(d.proposalOptions?.length ? [`${optionPrices(d).join('. ')}.`] : []),
          'Open your project to compare the options, the ways to pay, download the PDF and accept the one you choose.',
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
        paragraphs: [staffMoneyNews(d)],
      };
  }
}

export function projectSms(template: NotificationTemplate, d: NotificationData): string {
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
      return `${shop}: survey visit for ${n}${onDay(d)}${d.visitDay && d.visitSlot ? `, ${d.visitSlot}` : ''}. ${capital(callUs(d))} to change it.`;
    case 'project_proposal_sent': {
      const prices = (d.proposalOptions ?? []).map((o) => ghsText(o.total)).join(' or ');
      const ready = `${shop}: your proposal for ${n} is ready`;
      return prices && `${ready}: ${prices}. ${link}`.length <= SMS_LIMIT
        ? withLink(`${ready}: ${prices}.`)
        : withLink(`${ready}.`);
    }
    case 'project_install_scheduled':
      return `${shop}: installation of ${n}${onDay(d)}${d.visitDay && d.visitSlot ? `, ${d.visitSlot}` : ''}.`;
    case 'project_maintenance_due': {
      const book = maintenanceLinkOf(d);
      const due = `${shop}: time for the ${taskWords(d)} of ${n ? `project ${n}` : 'your solar system'}.`;
      if (!book) return `${due} ${capital(callUs(d))} to book a visit.`;
      const full = `${due} Book a visit: ${book}`;
      return full.length <= SMS_LIMIT ? full : `${shop}: time for your ${taskWords(d)}. Book: ${book}`;
    }
    case 'project_stage': {
      const news = stageNews(d);
      const full = `${shop}: ${news.title}. ${news.sms}`;
      return full.length <= SMS_LIMIT ? full : withLink(`${shop}: ${news.title}.`);
    }
    default: {
      const news = staffMoneyNews(d);
      return news.length <= SMS_LIMIT
        ? news
        : `Project ${n}: ${d.projectStage === 'deposit_paid' ? 'deposit paid, book the installation' : 'proposal accepted, deposit awaited'}.`;
    }
  }
}
