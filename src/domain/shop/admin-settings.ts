import { z } from 'zod';
import { GHANA_REGIONS, type GhanaRegion } from '@domain/shared/ghana-regions';
import { formatGhanaPhone, isGhanaPhone } from '@domain/shared/phone';
import {
  DEFAULT_BUSINESS_SETTINGS,
  MAX_SURVEY_DAYS,
  REGION_DELIVERY_LIMITS,
  upcomingSurveyDays,
  type MapPosition,
  type RegionDelivery,
  type RegionDeliveryTable,
  type ShopSettings,
} from './settings';
import { isValidEmail } from '@domain/users/user';
import { shopDay } from '@domain/shared/date-time';
import { planTemplateRowsFrom, planTemplateRowsSchema, planTemplatesFrom } from '@domain/plans/plan-template-form';
import { SETTINGS_MESSAGES } from './messages';

/**
 * The admin's settings form: business constants with their defaults (docs/storefront.md, "Settings and prices")
 * and the contact details the footer, the error screen and the chat button show. Limits as in firestore.rules'
 * validSettings. Loads zod: import only from the lazily loaded admin screens.
 */

const twoDecimals = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;
const amount = (max: number, message: string) =>
  z
    .number({ error: message })
    .min(0, { error: message })
    .max(max, { error: message })
    .refine(twoDecimals, { error: message });

/** Every contact detail may stay empty (a fresh shop has none); the storefront leaves it out. */
const optionalPhone = z
  .string()
  .trim()
  .refine((v) => v === '' || isGhanaPhone(v), { error: SETTINGS_MESSAGES.phone })
  .transform((v) => (v === '' ? '' : formatGhanaPhone(v)));
const optionalText = (min: number, max: number, message: string) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || (v.length >= min && v.length <= max), { error: message });
const coordinate = (text: string, limit: number) => {
  const n = Number(text.trim());
  return text.trim() !== '' && Number.isFinite(n) && Math.abs(n) <= limit ? n : null;
};

const workingDays = z
  .number({ error: SETTINGS_MESSAGES.regionDays })
  .int({ error: SETTINGS_MESSAGES.regionDays })
  .min(1, { error: SETTINGS_MESSAGES.regionDays })
  .max(REGION_DELIVERY_LIMITS.days, { error: SETTINGS_MESSAGES.regionDays });

/** One region's delivery terms (docs/delivery-fees.md): a row of the settings' delivery table. */
const regionRow = z
  .object({
    region: z.enum(GHANA_REGIONS),
    fee: amount(REGION_DELIVERY_LIMITS.fee, SETTINGS_MESSAGES.regionFee),
    freeFrom: amount(REGION_DELIVERY_LIMITS.freeFrom, SETTINGS_MESSAGES.regionFreeFrom),
    minDays: workingDays,
    maxDays: workingDays,
  })
  .refine((row) => row.maxDays >= row.minDays, { error: SETTINGS_MESSAGES.regionDaysOrder, path: ['maxDays'] });

export type RegionRow = z.input<typeof regionRow>;

const wholeNumber = (min: number, max: number, message: string) =>
  z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });

/** Installation projects' settings (docs/projects.md); limits as resolveProjectSettings and firestore.rules. */
const projectsSchema = z.object({
  surveyDays: z
    .array(z.string().regex(/^\d{4}-\d{2}-\d{2}$/))
    .max(MAX_SURVEY_DAYS, { error: SETTINGS_MESSAGES.surveyDays }),
  proposalValidDays: wholeNumber(1, 90, SETTINGS_MESSAGES.proposalValidDays),
  depositPercent: wholeNumber(0, 100, SETTINGS_MESSAGES.depositPercent),
  batteryCheckMonths: wholeNumber(1, 24, SETTINGS_MESSAGES.batteryCheckMonths),
  panelCleaningMonth: wholeNumber(1, 12, SETTINGS_MESSAGES.panelCleaningMonth),
});

export const settingsFormSchema = z.object({
  business: z.object({
    taxRate: amount(100, SETTINGS_MESSAGES.taxRate),
    deliveryFee: amount(100_000, SETTINGS_MESSAGES.deliveryFee),
    freeDeliveryThreshold: amount(10_000_000, SETTINGS_MESSAGES.freeDeliveryThreshold),
    /** Every region, in GHANA_REGIONS' order. */
    regions: z.array(regionRow).length(GHANA_REGIONS.length),
  }),
  payment: z.object({
    holdMinutes: z
      .number({ error: SETTINGS_MESSAGES.holdMinutes })
      .int({ error: SETTINGS_MESSAGES.holdMinutes })
      .min(5, { error: SETTINGS_MESSAGES.holdMinutes })
      .max(1440, { error: SETTINGS_MESSAGES.holdMinutes }),
  }),
  display: z.object({ pricesIncludeTax: z.boolean() }),
  projects: projectsSchema,
  planTemplates: planTemplateRowsSchema,
  contact: z.object({
    phones: z.array(z.object({ value: optionalPhone })).max(5, { error: SETTINGS_MESSAGES.phonesRequired }),
    email: z
      .string()
      .trim()
      .refine((v) => v === '' || isValidEmail(v), { error: SETTINGS_MESSAGES.email }),
    whatsapp: optionalPhone.transform((v) => v.replace(/\s/g, '')),
    address: optionalText(3, 300, SETTINGS_MESSAGES.address),
    hours: optionalText(3, 200, SETTINGS_MESSAGES.hours),
    /** The map's position as typed (two numbers), both or neither. */
    map: z
      .object({ lat: z.string(), lng: z.string() })
      .refine(
        ({ lat, lng }) =>
          (lat.trim() === '' && lng.trim() === '') || (coordinate(lat, 90) !== null && coordinate(lng, 180) !== null),
        { error: SETTINGS_MESSAGES.map, path: ['lat'] },
      )
      .transform(({ lat, lng }): MapPosition | null => {
        const la = coordinate(lat, 90);
        const ln = coordinate(lng, 180);
        return la === null || ln === null ? null : { lat: la, lng: ln };
      }),
  }),
});

export type SettingsFormInput = z.input<typeof settingsFormSchema>;
export type SettingsFormValues = z.output<typeof settingsFormSchema>;

/**
 * A region's row as the form starts it: its own terms, else the general fee and free-delivery amount with these
 * days (what staff see and may change before saving: a save stores every region's terms).
 */
export const NEW_REGION_DAYS = { minDays: 2, maxDays: 5 } as const;

function regionRowsFrom(business: ShopSettings['business']): RegionRow[] {
  return GHANA_REGIONS.map((region) => ({
    region,
    ...(business.regions?.[region] ?? {
      fee: business.deliveryFee,
      freeFrom: business.freeDeliveryThreshold,
      ...NEW_REGION_DAYS,
    }),
  }));
}

/** The regions' table a validated form stores. */
export function regionTableFrom(rows: readonly (RegionDelivery & { region: GhanaRegion })[]): RegionDeliveryTable {
  return Object.fromEntries(rows.map(({ region, ...terms }) => [region, terms]));
}

/** The form's values for the current settings (phones and regions as rows; survey days already past left out). */
export function settingsFormFrom(settings: ShopSettings, today: string = shopDay(new Date())): SettingsFormInput {
  const { taxRate, deliveryFee, freeDeliveryThreshold } = settings.business;
  return {
    business: { taxRate, deliveryFee, freeDeliveryThreshold, regions: regionRowsFrom(settings.business) },
    payment: { ...settings.payment },
    display: { ...settings.display },
    projects: { ...settings.projects, surveyDays: upcomingSurveyDays(settings.projects.surveyDays, today) },
    planTemplates: planTemplateRowsFrom(settings.planTemplates),
    contact: {
      ...settings.contact,
      phones: settings.contact.phones.map((value) => ({ value })),
      map: settings.contact.map
        ? { lat: String(settings.contact.map.lat), lng: String(settings.contact.map.lng) }
        : { lat: '', lng: '' },
    },
  };
}

/** The settings a validated form stores. */
export function settingsFrom(values: SettingsFormValues): ShopSettings {
  return {
    business: { ...values.business, regions: regionTableFrom(values.business.regions) },
    payment: values.payment,
    display: values.display,
    projects: { ...values.projects, surveyDays: [...new Set(values.projects.surveyDays)].sort() },
    planTemplates: planTemplatesFrom(values.planTemplates),
    contact: { ...values.contact, phones: values.contact.phones.map((p) => p.value).filter((p) => p !== '') },
  };
}

/** The business settings' defaults (docs/storefront.md, "Settings and prices"), shown beside each field. */
export const BUSINESS_DEFAULTS = DEFAULT_BUSINESS_SETTINGS;
