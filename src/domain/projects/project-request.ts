import { z } from 'zod';
import { boundedText, optionalText } from '@domain/shared/text-schemas';
import { shopDay } from '@domain/shared/date-time';
import { GHANA_REGIONS } from '@domain/shared/ghana-regions';
import { DELIVERY_SLOTS } from '@domain/order/order-status';
import { orderSearchKeys } from '@domain/order/order-search';
import { isDocumentId, ORDER_ID_PATTERN } from '@domain/order/order-schemas';
import { isGhanaPhone, normaliseGhanaPhone } from '@domain/shared/phone';
import {
  FINAL_PROJECT_STAGES,
  normaliseGhanaPostGps,
  PROJECT_KINDS,
  PROJECT_STAGES,
  slotHasPassed,
  slotsLeftOn,
  type ProjectDto,
  type ProjectStage,
  type VisitSlot,
} from './project';
import { PROJECT_MESSAGES, PROJECT_REQUEST_MESSAGES } from './messages';
import type { ProjectSettings } from '@domain/shop/settings';
import { BATTERY_CHEMISTRIES, LIMITS, SYSTEM_VOLTAGES } from '@domain/sizing/sizing-model';
import { normaliseInput } from '@domain/sizing/sizing';
import { PROJECT_MESSAGE_MAX } from './project-limits';

/**
 * A customer's request for a project (docs/projects.md, "Requests and the customer's pages"): what the request
 * form checks and what requestProject validates with. Loads zod: import only from lazily loaded code.
 */

/** At most this many projects of one customer that are not final (commissioned, lost, cancelled). */
export const MAX_OPEN_PROJECTS = 5;

/** The stages of a project still open: the requestProject limit counts these. */
export const OPEN_PROJECT_STAGES: readonly ProjectStage[] = PROJECT_STAGES.filter(
  (stage) => !FINAL_PROJECT_STAGES.includes(stage),
);

export const LANDMARK_MAX = 300;

/** Why requestProject refuses, in `details.reason` (the words are PROJECT_MESSAGES and PROJECT_REQUEST_MESSAGES). */
export type ProjectRequestRefusal =
  'slot_past' | 'slot_closed' | 'slot_required' | 'too_many_open' | 'not_your_installation' | 'not_commissioned';

const num = (min: number, max: number) => z.number({ error: PROJECT_REQUEST_MESSAGES.sizing }).min(min).max(max);

const applianceSchema = z.object({
  key: z.string().max(40),
  name: z.string().max(200),
  watts: num(LIMITS.watts.min, LIMITS.watts.max),
  quantity: num(LIMITS.quantity.min, LIMITS.quantity.max),
  hoursPerDay: num(LIMITS.hoursPerDay.min, LIMITS.hoursPerDay.max),
  dutyCycle: num(0, 1),
  motor: z.boolean(),
  atOnce: z.boolean(),
});

/** The calculator's whole input, as the calculator holds it (sizing-model.ts), normalised by its own rule. */
export const sizingInputSchema = z
  .object(
    {
      appliances: z.array(applianceSchema).max(LIMITS.appliances),
      goal: z.enum(['backup', 'off-grid']),
      backupHours: num(LIMITS.backupHours.min, LIMITS.backupHours.max),
      autonomyDays: num(LIMITS.autonomyDays.min, LIMITS.autonomyDays.max),
      chemistry: z.enum(BATTERY_CHEMISTRIES as [string, ...string[]]),
      systemVoltage: z.union(SYSTEM_VOLTAGES.map((v) => z.literal(v))),
      peakSunHours: num(LIMITS.peakSunHours.min, LIMITS.peakSunHours.max),
    },
    { error: PROJECT_REQUEST_MESSAGES.sizing },
  )
  .transform((input) => normaliseInput(input as Parameters<typeof normaliseInput>[0]));

const slotSchema = z.object(
  {
    day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: PROJECT_REQUEST_MESSAGES.slotRequired }),
    slot: z.enum(DELIVERY_SLOTS, { error: PROJECT_REQUEST_MESSAGES.slotRequired }),
  },
  { error: PROJECT_REQUEST_MESSAGES.slotRequired },
);

/** The site: region, town, GhanaPost GPS address (normalised) and a landmark. */
export const projectSiteSchema = z.object({
  region: z.enum(GHANA_REGIONS, { error: PROJECT_REQUEST_MESSAGES.region }),
  town: boundedText(PROJECT_MESSAGES.town, 2, 80),
  gpsAddress: z
    .string({ error: PROJECT_MESSAGES.gpsAddress })
    .max(20, { error: PROJECT_MESSAGES.gpsAddress })
    .refine((gps) => normaliseGhanaPostGps(gps) !== null, { error: PROJECT_MESSAGES.gpsAddress })
    .transform((gps) => normaliseGhanaPostGps(gps) ?? gps),
  landmark: boundedText(PROJECT_REQUEST_MESSAGES.landmark, 3, LANDMARK_MAX),
});

/**
 * requestProject's input. `projectId` is the client's idempotency key (like placeOrder's order id): the same id
 * again answers the first project and writes nothing. The callable protocol sends an absent field as null.
 */
export const requestProjectInputSchema = z.object({
  projectId: z
    .string({ error: PROJECT_REQUEST_MESSAGES.invalidProjectId })
    .regex(ORDER_ID_PATTERN, { error: PROJECT_REQUEST_MESSAGES.invalidProjectId }),
  kind: z.enum(PROJECT_KINDS, { error: PROJECT_REQUEST_MESSAGES.kind }),
  name: boundedText(PROJECT_REQUEST_MESSAGES.name, 2, 100),
  phone: z
    .string({ error: PROJECT_REQUEST_MESSAGES.phone })
    .max(30, { error: PROJECT_REQUEST_MESSAGES.phone })
    .refine(isGhanaPhone, { error: PROJECT_REQUEST_MESSAGES.phone })
    .transform((phone) => normaliseGhanaPhone(phone) ?? phone),
  site: projectSiteSchema,
  slot: slotSchema.nullish().transform((slot): VisitSlot | null => slot ?? null),
  message: optionalText(PROJECT_REQUEST_MESSAGES.message, PROJECT_MESSAGE_MAX),
  sizing: sizingInputSchema.nullish().transform((s) => s ?? null),
  fromProductId: z
    .string()
    .refine(isDocumentId)
    .nullish()
    .transform((id) => id ?? null),
  /** A maintenance visit's installation: the caller's own commissioned project (docs/projects.md, "After commissioning") */
  servicesProjectId: z
    .string()
    .refine(isDocumentId)
    .nullish()
    .transform((id) => id ?? null),
});

export type RequestProjectInput = z.input<typeof requestProjectInputSchema>;
export type RequestProjectRequest = z.output<typeof requestProjectInputSchema>;

export interface RequestProjectResponse {
  project: ProjectDto;
  /** The same project id was sent before: this is the project it made (nothing was written again). */
  alreadyRequested: boolean;
}

/**
 * The survey days a customer may pick on `today` (ISO, the shop's time zone): those open from today on, and with
 * `now`, only those with a time of day still to come (today's evening over, today is not offered).
 */
export function openSurveyDays(
  settings: Pick<ProjectSettings, 'surveyDays'>,
  today: string,
  now: Date | null = null,
): string[] {
  return settings.surveyDays.filter((day) => day >= today && (!now || slotsLeftOn(day, now).length > 0));
}

/** Today in the shop's time zone, as survey days are kept. */
export const shopToday = (now: Date = new Date()): string => shopDay(now);

/**
 * Whether a requested slot may be taken: a day from today on that staff opened, and a time of day not yet over
 * (with `now`); none only when no day is open (staff then call to agree one). null when it may.
 */
export function slotRefusal(
  slot: VisitSlot | null,
  settings: Pick<ProjectSettings, 'surveyDays'>,
  today: string,
  now: Date | null = null,
): 'slot_past' | 'slot_closed' | 'slot_required' | null {
  const open = openSurveyDays(settings, today, now);
  if (!slot) return open.length > 0 ? 'slot_required' : null;
  // With the time (`now`): a time of day already over today is past too (this morning, asked at 21:56).
  if (slot.day < today || (now && slotHasPassed(slot, now))) return 'slot_past';
  return open.includes(slot.day) ? null : 'slot_closed';
}

/** The words of a refusal of requestProject. */
export function projectRequestRefusalMessage(reason: ProjectRequestRefusal): string {
  switch (reason) {
    case 'slot_past':
      return PROJECT_MESSAGES.slotPast;
    case 'slot_closed':
      return PROJECT_MESSAGES.slotClosed;
    case 'slot_required':
      return PROJECT_REQUEST_MESSAGES.slotRequired;
    case 'too_many_open':
      return PROJECT_REQUEST_MESSAGES.tooManyOpen(MAX_OPEN_PROJECTS);
    case 'not_your_installation':
      return PROJECT_REQUEST_MESSAGES.notYourInstallation;
    case 'not_commissioned':
      return PROJECT_REQUEST_MESSAGES.notCommissioned;
  }
}

/**
 * The keys stored on a project for the staff's search: its number in lower case ("sp-2611-48213") and the
 * customer's as orders store them (orderSearchKeys: name and email word beginnings, the phone's endings).
 */
export function projectSearchKeys(number: string, customer: { name: string; email: string; phone: string }): string[] {
  return [
    ...new Set([
      number.toLowerCase(),
      ...orderSearchKeys({ email: customer.email, displayName: customer.name, phone: customer.phone }),
    ]),
  ];
}
