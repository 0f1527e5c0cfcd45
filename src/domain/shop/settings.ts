import type { GhanaRegion } from '@domain/shared/ghana-regions';
import type { PlanTemplate } from '@domain/plans/plan-template-terms';
import { normaliseGhanaPhone } from '@domain/shared/phone';

/** settings/global: business constants (docs/storefront.md, "Settings and prices") and the shop's contact details. */
export interface BusinessSettings {
  /** Percent, e.g. 12.5 */
  taxRate: number;
  /** GHS */
  deliveryFee: number;
  /** GHS: orders at or above this subtotal ship free */
  freeDeliveryThreshold: number;
  /**
   * Each region's own delivery terms (docs/delivery-fees.md); a region without a row pays `deliveryFee` below
   * `freeDeliveryThreshold`, as does a delivery whose region is not chosen yet. Absent while no region has one.
   */
  regions?: RegionDeliveryTable;
}

/** One region's delivery terms, set by staff in Admin › Settings. */
export interface RegionDelivery {
  /** GHS, charged below `freeFrom` */
  fee: number;
  /** GHS: a subtotal at or above this is delivered free to this region */
  freeFrom: number;
  /** How long delivery takes there, in working days: from `minDays` to `maxDays` (1 to 60). */
  minDays: number;
  maxDays: number;
}

export type RegionDeliveryTable = Partial<Record<GhanaRegion, RegionDelivery>>;

/** Limits of a region's terms, as firestore.rules' validRegionDelivery and the settings form check them. */
export const REGION_DELIVERY_LIMITS = { fee: 100_000, freeFrom: 10_000_000, days: 60 } as const;

/** Where the shop is on the contact page's map (degrees, WGS 84). */
export interface MapPosition {
  lat: number;
  lng: number;
}

/**
 * The shop's contact details: each is set by staff in Admin › Settings; until it is, it is
 * empty ('' or [] or null) and the storefront leaves it out (no placeholder, no dead link).
 */
export interface ContactSettings {
  phones: string[];
  email: string;
  /** WhatsApp number in international form, e.g. +233241234567; '' until set */
  whatsapp: string;
  address: string;
  hours: string;
  /** The shop's position for the contact page's map and directions; null until set */
  map: MapPosition | null;
}

export interface ShopSettings {
  business: BusinessSettings;
  contact: ContactSettings;
  payment: PaymentSettings;
  display: DisplaySettings;
  /** Installation projects (settings/global.projects): survey days, proposal validity, deposit, reminders */
  projects: ProjectSettings;
  /** Payment plans offered to shoppers (settings/global.planTemplates, docs/plans.md "Templates") */
  planTemplates: PlanTemplate[];
}

/**
 * How prices are shown. By default shelf prices are before tax and the tax is added in
 * the cart; a shop may show them with the tax in instead. Either way the totals are the same and every price
 * says which it is.
 */
export interface DisplaySettings {
  pricesIncludeTax: boolean;
}

export const DEFAULT_DISPLAY_SETTINGS: DisplaySettings = { pricesIncludeTax: false };

/** settings/global.display read defensively: prices before tax unless it says otherwise. */
export function resolveDisplaySettings(raw: unknown): DisplaySettings {
  return { pricesIncludeTax: (raw as { pricesIncludeTax?: unknown } | null | undefined)?.pricesIncludeTax === true };
}

export const DEFAULT_BUSINESS_SETTINGS: BusinessSettings = {
  taxRate: 0,
  deliveryFee: 0,
  freeDeliveryThreshold: 5,
};

/** A fresh shop's contact details: none (shown until settings/global is read, or if it cannot be). */
export const EMPTY_CONTACT: ContactSettings = {
  phones: [],
  email: '',
  whatsapp: '',
  address: '',
  hours: '',
  map: null,
};

/** True once the shop has set any way to reach it (a phone, an email, WhatsApp or an address). */
export function hasContactDetails(contact: ContactSettings): boolean {
  return contact.phones.length > 0 || contact.email !== '' || contact.whatsapp !== '' || contact.address !== '';
}

/** A position on Earth, or null: what the settings and the map accept. */
export function mapPositionFrom(raw: unknown): MapPosition | null {
  const { lat, lng } = (raw ?? {}) as { lat?: unknown; lng?: unknown };
  return typeof lat === 'number' &&
    typeof lng === 'number' &&
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    Math.abs(lat) <= 90 &&
    Math.abs(lng) <= 180
    ? { lat, lng }
    : null;
}

/** The digits wa.me takes: a Ghana number in international form without "+", anything else as its digits. */
function whatsappDigits(phone: string): string {
  return (normaliseGhanaPhone(phone) ?? phone).replace(/\D/g, '');
}

/**
 * wa.me link for a phone number written in any common form (a Ghana number in any form people write it); with
 * no number, a link that lets the sender choose whom to send `text` to.
 */
export function whatsappLink(phone: string, text?: string): string {
  const base = `https://wa.me/${whatsappDigits(phone)}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

/** The shop's WhatsApp chat link, or null while the shop has no WhatsApp number (nothing to show then). */
export function shopWhatsappLink(contact: Pick<ContactSettings, 'whatsapp'>, text?: string): string | null {
  return whatsappDigits(contact.whatsapp).length >= 8 ? whatsappLink(contact.whatsapp, text) : null;
}

/** A tel: link for a phone number in any common form (a Ghana number as +233…). */
export function telLink(phone: string): string {
  return `tel:${normaliseGhanaPhone(phone) ?? phone.replace(/[^\d+]/g, '')}`;
}

/** Directions to the shop on OpenStreetMap. */
export function directionsLink({ lat, lng }: MapPosition): string {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`;
}

/** Paying online: how long an order awaiting its Mobile Money payment holds its stock. */
export interface PaymentSettings {
  /** Minutes; unpaid after that, the order is cancelled and its stock returned. */
  holdMinutes: number;
}

export const DEFAULT_PAYMENT_SETTINGS: PaymentSettings = { holdMinutes: 30 };

/** settings/global.payment read defensively: a whole number of minutes from 1 to 24 hours, else the default. */
export function resolvePaymentSettings(raw: unknown): PaymentSettings {
  const hold = (raw as { holdMinutes?: unknown } | null | undefined)?.holdMinutes;
  return typeof hold === 'number' && Number.isInteger(hold) && hold >= 1 && hold <= 1440
    ? { holdMinutes: hold }
    : DEFAULT_PAYMENT_SETTINGS;
}

/**
 * settings/global.projects: installation projects (docs/projects.md). Staff open survey days in Admin ›
 * Settings; a customer picks one of them (and a time of day) when asking for an audit or an installation.
 */
export interface ProjectSettings {
  /** ISO days (the shop's time zone) open for survey visits; days already past are ignored */
  surveyDays: string[];
  /** How long a proposal may be accepted, in days from when it is sent (1 to 90) */
  proposalValidDays: number;
  /** Percent of an accepted option's total paid as the deposit (0 to 100) */
  depositPercent: number;
  /** A battery check is due this many months after commissioning, and again every as many (1 to 24) */
  batteryCheckMonths: number;
  /** The month (1 to 12) panels are cleaned, after the harmattan's dust */
  panelCleaningMonth: number;
}

export const DEFAULT_PROJECT_SETTINGS: ProjectSettings = {
  surveyDays: [],
  proposalValidDays: 14,
  depositPercent: 30,
  batteryCheckMonths: 6,
  panelCleaningMonth: 3,
};

const wholeIn = (value: unknown, min: number, max: number, fallback: number): number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : fallback;

export const DEFAULT_SETTINGS: ShopSettings = {
  business: DEFAULT_BUSINESS_SETTINGS,
  contact: EMPTY_CONTACT,
  payment: DEFAULT_PAYMENT_SETTINGS,
  display: DEFAULT_DISPLAY_SETTINGS,
  projects: DEFAULT_PROJECT_SETTINGS,
  planTemplates: [],
};

/** settings/global.projects read defensively: each value in its range, else its default. */
export function resolveProjectSettings(raw: unknown): ProjectSettings {
  const r = (raw ?? {}) as Record<string, unknown>;
  const d = DEFAULT_PROJECT_SETTINGS;
  return {
    surveyDays: Array.isArray(r.surveyDays)
      ? r.surveyDays.filter((day): day is string => typeof day === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(day)).sort()
      : d.surveyDays,
    proposalValidDays: wholeIn(r.proposalValidDays, 1, 90, d.proposalValidDays),
    depositPercent: wholeIn(r.depositPercent, 0, 100, d.depositPercent),
    batteryCheckMonths: wholeIn(r.batteryCheckMonths, 1, 24, d.batteryCheckMonths),
    panelCleaningMonth: wholeIn(r.panelCleaningMonth, 1, 12, d.panelCleaningMonth),
  };
}

/** The open survey days from `today` on (ISO days compare as text): days already past drop out. */
export const upcomingSurveyDays = (days: readonly string[], today: string): string[] =>
  [...new Set(days.filter((day) => day >= today))].sort();

/** The ISO days from `today` for `count` days (today included): what "open the next N days" adds. */
export function nextDays(today: string, count: number): string[] {
  const start = new Date(`${today}T00:00:00Z`);
  return Array.from({ length: Math.max(0, count) }, (_, i) =>
    new Date(start.getTime() + i * 86_400_000).toISOString().slice(0, 10),
  );
}

/** At most this many survey days open at once (firestore.rules checks the list's size, not each day). */
export const MAX_SURVEY_DAYS = 90;
