/**
 * What every notification's words are made of: amounts as SMS-safe text, the SMS length, the number a message
 * names, who reads each template and the absolute links to the pages they open, and the small sentence helpers.
 * The templates themselves: notification-templates.ts (orders and enquiries), project-notification-templates.ts
 * (installation projects and maintenance), plans/plan-notifications.ts (payment plans).
 */
import { SHOP_NAME } from '@domain/shop/brand';
import {
  orderPagePath,
  projectPagePath,
  type NotificationAudience,
  type NotificationData,
  type NotificationTemplate,
} from './notifications';
import { maintenanceBookingPath } from '@domain/projects/project-maintenance';

/** Amounts in messages (shared/money.ts): "GHS 1,250.00". */
export { ghsText } from '@domain/shared/money';

/** One SMS holds 160 characters of the GSM alphabet. */
export const SMS_LIMIT = 160;

/** The number a message names: the order's, else the project's. */
export const notificationNumber = (d: NotificationData) => d.orderNumber ?? d.projectNumber ?? '';

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

/** Who reads `template`: the customer or the shop's staff. */
export const audienceOf = (template: NotificationTemplate): NotificationAudience => TEMPLATE_AUDIENCE[template];

/** The shop's address: shopUrl, or the origin of the link a notification queued before it was stored. */
export function shopUrlOf(d: NotificationData): string {
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

/** A maintenance reminder's one link: the request form, filled in from the installation, that books the visit. */
export function maintenanceLinkOf(d: NotificationData): string {
  const base = shopUrlOf(d);
  return base && d.projectId ? `${base}${maintenanceBookingPath(d.projectId)}` : '';
}

/** Text that ends a sentence as it is, or with a full stop added. */
export const sentence = (text: string): string => {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
};

/** Words joined by one space, the empty ones left out. */
export const words = (...parts: (string | undefined)[]): string =>
  parts
    .map((p) => (p ?? '').trim())
    .filter(Boolean)
    .join(' ');

/** A staff note for the customer, as the messages quote it ('' without one). */
export const noteLine = (d: NotificationData, label = `Note from ${SHOP_NAME}:`): string =>
  d.note?.trim() ? `${label} ${sentence(d.note)}` : '';

/** The subject and paragraphs of an e-mail; the first paragraph greets. */
export interface EmailParts {
  subject: string;
  paragraphs: string[];
  showItems: boolean;
  link: boolean;
}
