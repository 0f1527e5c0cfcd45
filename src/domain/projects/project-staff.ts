import { z } from 'zod';
import { technicianUidsSchema } from './visits';
import { boundedText } from '@domain/shared/text-schemas';
import { shopDay } from '@domain/shared/date-time';
import { normaliseOrderNumberSearch } from '@domain/order/order-number';
import { PHONE_END_MAX, PHONE_END_MIN } from '@domain/order/order-search';
import { DELIVERY_SLOTS } from '@domain/order/order-status';
import { localGhanaPhone, normaliseGhanaPhone } from '@domain/shared/phone';
import { SURVEY_MOUNTS, SURVEY_SHADINGS, type ProjectRecord, type ProjectStage, type SurveyRecord } from './project';
import { CLOSE_MESSAGES, NEEDS_ACTION_LABELS, PROJECT_MESSAGES, PROJECT_STAFF_MESSAGES } from './messages';
import { hasEveryWord, parseWordSearch } from '@domain/shared/search-keys';
import type { StaffNoteStamp } from '@domain/shared/stored-values';
import { LIMITS, type Appliance } from '@domain/sizing/sizing-model';

/**
 * The staff's callables on a project (docs/projects.md, "Survey, notifications and the board"): their inputs
 * (zod) and the staff's words for what is wrong. Shared by functions/ (which validate) and the admin forms (which
 * check the same before sending). Loads zod: import only from the functions and the lazily loaded admin screens.
 */

/** Whether a visit booked for `booked` (ISO day) is recorded as done before that day: staff confirm it first. */
export const beforeBookedDay = (booked: string | null | undefined, today: string): boolean =>
  Boolean(booked) && today < booked!;

/** A project's id as the callables take it (the same form as an order's: letters, digits, dashes). */
export const projectIdSchema = z
  .string({ error: PROJECT_STAFF_MESSAGES.projectId })
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{5,127}$/, { error: PROJECT_STAFF_MESSAGES.projectId });

const isoDay = z
  .string({ error: PROJECT_STAFF_MESSAGES.day })
  .refine((day) => /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(new Date(`${day}T00:00:00Z`).getTime()), {
    error: PROJECT_STAFF_MESSAGES.day,
  });

/** bookSurvey: confirm the customer's slot or move it (a day from today on). */
export const bookSurveySchema = z.object({
  projectId: projectIdSchema,
  day: isoDay,
  slot: z.enum(DELIVERY_SLOTS, { error: PROJECT_STAFF_MESSAGES.slot }),
  /** The technicians who visit (docs/staff-roles.md, "Visits"); none yet is allowed. */
  technicianUids: technicianUidsSchema,
});
export type BookSurveyRequest = z.input<typeof bookSurveySchema>;

/** Whether a survey on `day` may be booked on `today` (ISO days): not in the past. */
export const isBookableDay = (day: string, today: string): boolean => day >= today;

const range = (min: number, max: number, message: string) =>
  z.number({ error: message }).min(min, { error: message }).max(max, { error: message });

/** One appliance as the calculator keeps it (sizing-model.ts, Appliance), inside the calculator's LIMITS. */
export const surveyApplianceSchema: z.ZodType<Appliance> = z.object({
  key: z.string().max(40).default('c'),
  name: boundedText(PROJECT_STAFF_MESSAGES.applianceName, 1, LIMITS.nameLength),
  watts: range(1, LIMITS.watts.max, PROJECT_STAFF_MESSAGES.applianceWatts),
  quantity: z
    .number({ error: PROJECT_STAFF_MESSAGES.applianceQuantity })
    .int({ error: PROJECT_STAFF_MESSAGES.applianceQuantity })
    .min(1, { error: PROJECT_STAFF_MESSAGES.applianceQuantity })
    .max(LIMITS.quantity.max, { error: PROJECT_STAFF_MESSAGES.applianceQuantity }),
  hoursPerDay: range(0, LIMITS.hoursPerDay.max, PROJECT_STAFF_MESSAGES.applianceHours),
  dutyCycle: z.number().min(0).max(1),
  motor: z.boolean(),
  atOnce: z.boolean(),
}) as unknown as z.ZodType<Appliance>;

/** What staff found at the site (SurveyRecord), each number in a range a real site can have. */
export const surveyRecordSchema: z.ZodType<SurveyRecord> = z.object({
  mount: z.enum(SURVEY_MOUNTS, { error: PROJECT_STAFF_MESSAGES.mount }),
  shading: z.enum(SURVEY_SHADINGS, { error: PROJECT_STAFF_MESSAGES.shading }),
  cableRunM: range(0, 500, PROJECT_STAFF_MESSAGES.cableRunM),
  gridHoursPerDay: range(0, 24, PROJECT_STAFF_MESSAGES.gridHoursPerDay),
  generatorKva: range(0, 500, PROJECT_STAFF_MESSAGES.generatorKva),
  generatorFuelPerMonth: range(0, 100_000, PROJECT_STAFF_MESSAGES.generatorFuelPerMonth),
  prepaidPerMonth: range(0, 100_000, PROJECT_STAFF_MESSAGES.prepaidPerMonth),
  appliances: z
    .array(surveyApplianceSchema, { error: PROJECT_STAFF_MESSAGES.appliances })
    .min(1, { error: PROJECT_STAFF_MESSAGES.appliances })
    .max(LIMITS.appliances, { error: PROJECT_STAFF_MESSAGES.tooManyAppliances }),
  notes: z.string().trim().max(2000, { error: PROJECT_STAFF_MESSAGES.surveyNotes }).default(''),
}) as unknown as z.ZodType<SurveyRecord>;

export const recordSurveySchema = z.object({ projectId: projectIdSchema, survey: surveyRecordSchema });
export type RecordSurveyRequest = z.infer<typeof recordSurveySchema>;

export const CLOSE_OUTCOMES = ['lost', 'cancelled'] as const;
export type CloseOutcome = (typeof CLOSE_OUTCOMES)[number];

/** closeProject: lost (before acceptance) or cancelled, with why; only while the deposit is not paid. */
export const closeProjectSchema = z.object({
  projectId: projectIdSchema,
  outcome: z.enum(CLOSE_OUTCOMES, { error: PROJECT_STAFF_MESSAGES.outcome }),
  reason: boundedText(PROJECT_STAFF_MESSAGES.closeReason, 3, 500),
});
export type CloseProjectRequest = z.infer<typeof closeProjectSchema>;

/** addProjectNote: a staff-only note on a project (projects/{id}/staffNotes). */
export const projectNoteSchema = z.object({
  projectId: projectIdSchema,
  note: boundedText(PROJECT_STAFF_MESSAGES.note, 1, 1000),
});
export type ProjectNoteRequest = z.infer<typeof projectNoteSchema>;

/** A staff note on a project as the admin page lists it (D: Date in the app). */
export type ProjectStaffNote<D> = StaffNoteStamp<D>;

/** Why closeProject refuses a project whose deposit is paid: its cancellation refunds it (another action). */
export const DEPOSIT_PAID_REFUSAL = 'deposit_paid' as const;

// ---------------------------------------------------------------------------------------------------------
// The board: search and what needs action
// ---------------------------------------------------------------------------------------------------------

/**
 * What a staff search asks of the server: one key of the project's `searchKeys` (array-contains) and the
 * other words, checked on the projects answered. A project number ("SP-2611-48213", "sp2611 48213") is its key
 * in lower case; a whole phone is its last 9 digits (an ending, as the keys keep them); otherwise words, the
 * longest asked of the server. Null for nothing to search.
 */
export const parseProjectSearch = (text: string) => parseStaffSearch(text, 'SP');

/**
 * A staff search of documents keyed as projects and plans are (a number with `prefix`, the customer's phone
 * endings, name and email words): the one key asked of the server and the other words.
 */
export function parseStaffSearch(text: string, prefix: 'SP' | 'SS'): { key: string; words: string[] } | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const number = normaliseOrderNumberSearch(trimmed, prefix);
  if (number) return { key: number.toLowerCase(), words: [] };
  const phone = normaliseGhanaPhone(trimmed);
  const local = phone ? localGhanaPhone(phone) : null;
  if (local) return { key: local.slice(-PHONE_END_MAX), words: [] };
  const digits = trimmed.replace(/[\s-]/g, '');
  if (/^\d+$/.test(digits) && digits.length >= PHONE_END_MIN && digits.length <= PHONE_END_MAX) {
    return { key: digits, words: [] };
  }
  const lower = trimmed.toLowerCase();
  if (/^\S+@\S+\.\S+$/.test(lower)) return { key: lower, words: [] };
  return parseWordSearch(lower);
}

/** Whether a project has every other word of a search (the server checked one). */
export const matchesProjectSearchWords = (project: { searchKeys: string[] }, words: string[]): boolean =>
  hasEveryWord(project.searchKeys, words);

export type NeedsAction = keyof typeof NEEDS_ACTION_LABELS;
export const NEEDS_ACTIONS = Object.keys(NEEDS_ACTION_LABELS) as NeedsAction[];

const addDays = (day: string, days: number) =>
  new Date(new Date(`${day}T00:00:00Z`).getTime() + days * 86_400_000).toISOString().slice(0, 10);

/** The window of each "needs action" list, as the board asks the server (today: the shop's ISO day). */
export function needsActionWindow(
  need: NeedsAction,
  today: string,
): { stage: ProjectStage; field: string | null; from?: unknown; before?: unknown } {
  switch (need) {
    case 'request_overdue':
      return { stage: 'requested', field: 'requestedSlot.day', before: today };
    case 'survey_overdue':
      return { stage: 'survey_booked', field: 'surveySlot.day', before: today };
    case 'proposal_expiring':
      return {
        stage: 'proposal_sent',
        field: 'proposalValidUntil',
        before: new Date(`${addDays(today, 4)}T00:00:00Z`),
      };
    case 'deposit_awaited':
      return { stage: 'accepted', field: null };
    case 'install_this_week':
      return { stage: 'install_scheduled', field: 'installation.day', from: today, before: addDays(today, 7) };
  }
}

/** Why a project needs staff now (the board's "Needs action"), or null: the same rules as needsActionWindow. */
export function needsActionOf(
  project: Pick<ProjectRecord<Date>, 'stage' | 'requestedSlot' | 'surveySlot' | 'proposalValidUntil' | 'installation'>,
  today: string,
): NeedsAction | null {
  switch (project.stage) {
    case 'requested':
      return project.requestedSlot && project.requestedSlot.day < today ? 'request_overdue' : null;
    case 'survey_booked':
      return project.surveySlot && project.surveySlot.day < today ? 'survey_overdue' : null;
    case 'proposal_sent':
      return project.proposalValidUntil && shopDay(project.proposalValidUntil) <= addDays(today, 3)
        ? 'proposal_expiring'
        : null;
    case 'accepted':
      return 'deposit_awaited';
    case 'install_scheduled':
      return project.installation && project.installation.day >= today && project.installation.day < addDays(today, 7)
        ? 'install_this_week'
        : null;
    default:
      return null;
  }
}

/** The staff's words for a refusal reason (`details.reason` of a project callable), or null for another reason. */
export function staffRefusalWords(reason: unknown): string | null {
  switch (reason) {
    case 'wrong_stage':
      return PROJECT_MESSAGES.wrongStage;
    case 'not_allowed':
      return PROJECT_MESSAGES.notAllowed;
    case 'not_found':
      return PROJECT_MESSAGES.notFound;
    case 'slot_past':
      return PROJECT_MESSAGES.slotPast;
    case 'deposit_paid':
      return CLOSE_MESSAGES.depositPaid;
    case 'deposit_awaited':
      return CLOSE_MESSAGES.depositAwaited;
    default:
      return null;
  }
}
