import { z } from 'zod';
import { DELIVERY_SLOTS, type DeliverySlot } from '@domain/order/order-status';
import { localGhanaPhone } from '@domain/shared/phone';
import { PROJECT_KINDS, slotsLeftOn, type ProjectKind, type ProjectRecord } from '@domain/projects/project';
import {
  projectRequestRefusalMessage,
  projectSiteSchema,
  requestProjectInputSchema,
  slotRefusal,
  type RequestProjectInput,
} from '@domain/projects/project-request';
import { PROJECT_REQUEST_MESSAGES } from '@domain/projects/messages';
import type { ProjectSettings } from '@domain/shop/settings';
import type { SizingInput } from '@domain/sizing/sizing-model';

/**
 * The request form (/projects/new): its values as typed, the checks it makes before sending (the same schema
 * requestProject validates with, and the same rule for the slot), and the request it sends.
 */

export interface RequestFormValues {
  kind: ProjectKind;
  name: string;
  phone: string;
  site: { region: string; town: string; gpsAddress: string; landmark: string };
  day: string;
  slot: DeliverySlot | '';
  message: string;
}

export const blankRequestValues = (kind: ProjectKind, name = ''): RequestFormValues => ({
  kind,
  name,
  phone: '',
  site: { region: '', town: '', gpsAddress: '', landmark: '' },
  day: '',
  slot: '',
  message: '',
});

/**
 * A maintenance visit for an installation (a reminder's link, docs/projects.md "After commissioning"): the
 * installation's customer and site, and the first open survey day at its first time of day still to come, so that
 * one tap sends it.
 */
export const maintenanceRequestValues = (
  installation: Pick<ProjectRecord<unknown>, 'number' | 'customer' | 'site'>,
  openDays: readonly string[],
  now: Date | null = null,
): RequestFormValues => ({
  kind: 'maintenance',
  name: installation.customer.name,
  phone: localGhanaPhone(installation.customer.phone) ?? installation.customer.phone,
  site: { ...installation.site },
  day: openDays[0] ?? '',
  // The first time of day still to come on that day (this afternoon when the morning is over).
  slot: openDays[0] ? ((now ? slotsLeftOn(openDays[0], now)[0] : DELIVERY_SLOTS[0]) ?? '') : '',
  message: `Maintenance of installation ${installation.number}`,
});

/** The form's fields in the order they are on screen: the first one wrong is focused. */
export const REQUEST_FIELD_ORDER = [
  'kind',
  'name',
  'phone',
  'site.region',
  'site.town',
  'site.gpsAddress',
  'site.landmark',
  'day',
  'slot',
  'message',
] as const;
export type RequestField = (typeof REQUEST_FIELD_ORDER)[number];

const { name, phone, message } = requestProjectInputSchema.shape;

/**
 * The form's schema on `today` with the shop's open survey days: each field as requestProject checks it, and the
 * slot by slotRefusal (a day from today on that staff opened, and a time of day not over at `now`).
 */
export function requestFormSchema(
  settings: Pick<ProjectSettings, 'surveyDays'>,
  today: string,
  now: Date | null = null,
) {
  return z
    .object({
      kind: z.enum(PROJECT_KINDS, { error: PROJECT_REQUEST_MESSAGES.kind }),
      name,
      phone,
      site: projectSiteSchema,
      day: z.string(),
      slot: z.string(),
      message,
    })
    .superRefine((values, ctx) => {
      const slot = values.day ? { day: values.day, slot: (values.slot || 'morning') as DeliverySlot } : null;
      const refusal = slotRefusal(slot, settings, today, now);
      if (refusal) ctx.addIssue({ code: 'custom', path: ['day'], message: projectRequestRefusalMessage(refusal) });
      else if (values.day && !values.slot) {
        ctx.addIssue({ code: 'custom', path: ['slot'], message: PROJECT_REQUEST_MESSAGES.slotRequired });
      }
    });
}

export type RequestFormOutput = z.output<ReturnType<typeof requestFormSchema>>;

/** The request requestProject receives: the form's values, the id kept with the draft, where it came from. */
export function requestFrom(
  values: RequestFormOutput,
  context: {
    projectId: string;
    sizing: SizingInput | null;
    fromProductId: string | null;
    servicesProjectId?: string | null;
  },
): RequestProjectInput {
  return {
    projectId: context.projectId,
    kind: values.kind,
    name: values.name,
    phone: values.phone,
    site: values.site,
    slot: values.day && values.slot ? { day: values.day, slot: values.slot as DeliverySlot } : null,
    message: values.message || null,
    sizing: context.sizing,
    fromProductId: context.fromProductId,
    ...(context.servicesProjectId ? { servicesProjectId: context.servicesProjectId } : {}),
  };
}

/** Where a server's field name (`details.fields`) is on the form: the slot's parts are the day and the time. */
export function formFieldOf(serverField: string): RequestField | null {
  if (serverField === 'slot' || serverField === 'slot.day') return 'day';
  if (serverField === 'slot.slot') return 'slot';
  return (REQUEST_FIELD_ORDER as readonly string[]).includes(serverField) ? (serverField as RequestField) : null;
}

// ---------------------------------------------------------------------------------------------------------
// The draft: kept in this tab's session storage until sent, as the checkout keeps its own
// ---------------------------------------------------------------------------------------------------------

const DRAFT_KEY = 'savanna-solar-project-request';

export interface RequestDraft {
  /** The idempotency key of this request: the same until it is sent */
  projectId: string;
  /** The kind the page was opened for (?kind=): a draft is taken up again only by the same page */
  openedAs: ProjectKind;
  values: RequestFormValues;
}

const memory = new Map<string, string>();

function read(): string | null {
  try {
    return sessionStorage.getItem(DRAFT_KEY) ?? memory.get(DRAFT_KEY) ?? null;
  } catch {
    return memory.get(DRAFT_KEY) ?? null;
  }
}

function write(value: string | null): void {
  if (value === null) memory.delete(DRAFT_KEY);
  else memory.set(DRAFT_KEY, value);
  try {
    if (value === null) sessionStorage.removeItem(DRAFT_KEY);
    else sessionStorage.setItem(DRAFT_KEY, value);
  } catch {
    // Storage blocked: kept in memory for this page only.
  }
}

const isText = (v: unknown): v is string => typeof v === 'string';

/** The draft kept in this tab, read defensively (anything malformed: none). */
export function readRequestDraft(): RequestDraft | null {
  const raw = read();
  if (!raw) return null;
  try {
    const d = JSON.parse(raw) as Partial<RequestDraft>;
    const v = d.values as Partial<RequestFormValues> | undefined;
    const kinds = PROJECT_KINDS as readonly unknown[];
    if (!isText(d.projectId) || !v || !kinds.includes(v.kind) || !kinds.includes(d.openedAs)) return null;
    const site = (v.site ?? {}) as Partial<RequestFormValues['site']>;
    const t = (x: unknown) => (isText(x) ? x : '');
    return {
      projectId: d.projectId,
      openedAs: d.openedAs as ProjectKind,
      values: {
        kind: v.kind as ProjectKind,
        name: t(v.name),
        phone: t(v.phone),
        site: {
          region: t(site.region),
          town: t(site.town),
          gpsAddress: t(site.gpsAddress),
          landmark: t(site.landmark),
        },
        day: t(v.day),
        slot: DELIVERY_SLOTS.find((s) => s === v.slot) ?? '',
        message: t(v.message),
      },
    };
  } catch {
    return null;
  }
}

export const writeRequestDraft = (draft: RequestDraft): void => write(JSON.stringify(draft));

export const clearRequestDraft = (): void => write(null);
