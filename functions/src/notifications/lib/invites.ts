import { createEvent, type DateArray } from 'ics';
import { SHOP_NAME } from '@domain/shop/brand';
import { projectLinkOf } from '@domain/notifications/notification-text';
import type { NotificationData } from '@domain/notifications/notifications';
import type { DeliverySlot } from '@domain/order/order-status';
import type { MailAttachment } from './channels';

/**
 * A visit's calendar invite (docs/projects.md): an .ics file for the survey or the installation, attached to the
 * customer's e-mail so that the visit goes into their phone's calendar. The time of day is the slot's (as its
 * words say: morning 8 am to 12 noon…); Accra is GMT all year, so the times are written in UTC.
 */
const SLOT_HOURS: Record<DeliverySlot, { start: number; hours: number }> = {
  morning: { start: 8, hours: 4 },
  afternoon: { start: 12, hours: 4 },
  evening: { start: 16, hours: 3 },
};

export function visitInvite(d: NotificationData): MailAttachment[] {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(d.visitDay ?? '');
  if (!day || !d.visitSlot || !d.projectId) return [];
  const { start, hours } = SLOT_HOURS[d.visitSlot];
  const install = d.projectStage === 'install_scheduled';
  const link = projectLinkOf('project_survey_booked', d);
  const { error, value } = createEvent({
    // One uid per project and kind of visit: a moved visit replaces the one in the calendar.
    uid: `${install ? 'install' : 'survey'}-${d.projectId}@savannasolar.com.gh`,
    start: [Number(day[1]), Number(day[2]), Number(day[3]), start, 0] as DateArray,
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { hours },
    title: `${SHOP_NAME}: ${install ? 'installation' : 'survey visit'} (${d.projectNumber ?? ''})`,
    description: `${install ? 'Installation of your system' : 'Survey visit for your project'} ${d.projectNumber ?? ''}.${link ? ` ${link}` : ''}`,
    ...(d.siteAddress ? { location: d.siteAddress } : {}),
    ...(link ? { url: link } : {}),
    status: 'CONFIRMED',
    method: 'PUBLISH',
  });
  if (error || !value) return [];
  return [
    { filename: install ? 'installation.ics' : 'survey-visit.ics', content: value, contentType: 'text/calendar' },
  ];
}
