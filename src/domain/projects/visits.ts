import { z } from 'zod';
import { DELIVERY_SLOTS, type DeliverySlot } from '@domain/order/order-status';
import { amountOf, asRecord, listOf, oneOf, textOf, textsOf } from '@domain/shared/stored-values';
import type { GhanaRegion } from '@domain/shared/ghana-regions';
import { ASSIGN_MESSAGES } from './messages';
import type { ProjectRecord } from './project';

/**
 * A visit to a customer's site (docs/staff-roles.md, "Visits"): a survey, an installation or a maintenance visit of
 * a project, on a day and a time of day, assigned to technician accounts. Written only by the project functions
 * when staff book it (bookSurvey, scheduleInstall), beside the project, in `visits/{projectId}-{kind}`; the
 * technicians it names read it, and nothing else of the project: what a visit needs on site (the customer's name
 * and phone, the site, what to bring), never a price or a payment.
 */

export const VISIT_KINDS = ['survey', 'install', 'maintenance'] as const;
export type VisitKind = (typeof VISIT_KINDS)[number];

/** booked: to be done; done: recorded (the survey, the installation); cancelled: the project closed before. */
export const VISIT_STATUSES = ['booked', 'done', 'cancelled'] as const;
export type VisitStatus = (typeof VISIT_STATUSES)[number];

/** At most this many technicians on one visit (as the installation's team). */
export const MAX_VISIT_TECHNICIANS = 6;

export interface VisitLine {
  name: string;
  quantity: number;
}

export interface VisitRecord<T> {
  projectId: string;
  projectNumber: string;
  kind: VisitKind;
  day: string;
  slot: DeliverySlot;
  technicianUids: string[];
  technicianNames: string[];
  customer: { name: string; phone: string };
  site: { region: GhanaRegion | ''; town: string; gpsAddress: string; landmark: string };
  /** What to bring: the accepted option's goods and services, without prices; none for a survey. */
  bring: VisitLine[];
  status: VisitStatus;
  updatedAt: T;
}

export type Visit = VisitRecord<Date | null> & { id: string };

/** The one id of a project's visit of a kind: booking it again moves it. */
export const visitId = (projectId: string, kind: VisitKind): string => `${projectId}-${kind}`;

/** The visit a project's booked survey is: a maintenance project's is its maintenance visit. */
export const surveyVisitKind = (project: Pick<ProjectRecord<unknown>, 'kind'>): VisitKind =>
  project.kind === 'maintenance' ? 'maintenance' : 'survey';

/** The technicians chosen for a visit: staff accounts' uids, none to six, each once. */
export const technicianUidsSchema = z
  .array(z.string({ error: ASSIGN_MESSAGES.technicians }).min(1).max(128), { error: ASSIGN_MESSAGES.technicians })
  .max(MAX_VISIT_TECHNICIANS, { error: ASSIGN_MESSAGES.technicians })
  .refine((uids) => new Set(uids).size === uids.length, { error: ASSIGN_MESSAGES.technicians })
  .nullish()
  .transform((uids) => uids ?? []);

/** The visit of `project` of `kind`, booked for `day` and `slot` with these technicians and what to bring. */
export function visitRecord<T>(
  project: Pick<ProjectRecord<unknown>, 'id' | 'number' | 'customer' | 'site'>,
  kind: VisitKind,
  booking: { day: string; slot: DeliverySlot },
  technicians: readonly { uid: string; name: string }[],
  bring: readonly VisitLine[],
  now: T,
): VisitRecord<T> {
  return {
    projectId: project.id,
    projectNumber: project.number,
    kind,
    day: booking.day,
    slot: booking.slot,
    technicianUids: technicians.map((t) => t.uid),
    technicianNames: technicians.map((t) => t.name),
    customer: { name: project.customer.name, phone: project.customer.phone },
    site: { ...project.site },
    bring: bring.map((line) => ({ name: line.name, quantity: line.quantity })),
    status: 'booked',
    updatedAt: now,
  };
}

/** The one reader of visits/{id}; `date` turns a stored time into a Date (null for none). */
export function visitFromRecord(id: string, data: unknown, date: (value: unknown) => Date | null): Visit {
  const d = asRecord(data);
  const customer = asRecord(d.customer);
  const site = asRecord(d.site);
  return {
    id,
    projectId: textOf(d.projectId),
    projectNumber: textOf(d.projectNumber),
    kind: oneOf(VISIT_KINDS, d.kind, 'survey'),
    day: textOf(d.day),
    slot: oneOf(DELIVERY_SLOTS, d.slot, 'morning'),
    technicianUids: textsOf(d.technicianUids),
    technicianNames: textsOf(d.technicianNames),
    customer: { name: textOf(customer.name), phone: textOf(customer.phone) },
    site: {
      region: textOf(site.region) as GhanaRegion | '',
      town: textOf(site.town),
      gpsAddress: textOf(site.gpsAddress),
      landmark: textOf(site.landmark),
    },
    bring: listOf(d.bring).map((line) => {
      const l = asRecord(line);
      return { name: textOf(l.name), quantity: amountOf(l.quantity) };
    }),
    status: oneOf(VISIT_STATUSES, d.status, 'booked'),
    updatedAt: date(d.updatedAt),
  };
}
