import { z } from 'zod';
import { INSTALLATION_QUOTES } from './brand';
import { FORM_MESSAGES } from './messages';

/**
 * Contact messages and quote requests (DESIGN.md section 2: `messages`, `quotes`): what a visitor may send.
 * firestore.rules enforces the same keys and limits; tests/rules checks both against these constants.
 */
export const ENQUIRY_LIMITS = {
  name: 100,
  email: 254,
  /** +233 and 9 digits */
  phone: 13,
  subject: 150,
  message: 2000,
  service: 150,
  location: 150,
  details: 2000,
} as const;

export const MESSAGE_MIN_LENGTH = 10;

/** The same pattern as firestore.rules: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** Ghana numbers: +233, 00233, 233 or 0, then 9 digits; spaces, dashes, dots and brackets ignored. */
export function normalizeGhanaPhone(input: string): string | null {
  const compact = input.replace(/[\s\-().]/g, '');
  const match = /^(?:\+233|00233|233|0)([1-9][0-9]{8})$/.exec(compact);
  return match ? `+233${match[1]}` : null;
}

/** 'YYYY-MM-DD' of a date in local time (Ghana is on GMT all year). */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A preferred visit date: a real calendar day from today up to a year ahead. */
export function isValidPreferredDate(value: string, now: Date = new Date()): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(y, m - 1, d);
  if (date.getFullYear() !== y || date.getMonth() !== m - 1 || date.getDate() !== d) return false;
  const yearAhead = new Date(now.getFullYear() + 1, now.getMonth(), now.getDate());
  return value >= isoDay(now) && value <= isoDay(yearAhead);
}

const name = z.string().trim().min(2, FORM_MESSAGES.nameRequired).max(ENQUIRY_LIMITS.name, FORM_MESSAGES.nameTooLong);

const email = z
  .string()
  .trim()
  .refine((v) => v.length <= ENQUIRY_LIMITS.email && EMAIL_PATTERN.test(v), FORM_MESSAGES.emailInvalid);

const optionalEmail = z
  .string()
  .trim()
  .refine((v) => v === '' || (v.length <= ENQUIRY_LIMITS.email && EMAIL_PATTERN.test(v)), FORM_MESSAGES.emailInvalid);

const phone = z.string().transform((value, ctx) => {
  const normalized = normalizeGhanaPhone(value);
  if (normalized === null) {
    ctx.addIssue({ code: 'custom', message: FORM_MESSAGES.phoneInvalid });
    return z.NEVER;
  }
  return normalized;
});

const optionalPhone = z.string().transform((value, ctx) => {
  if (value.trim() === '') return '';
  const normalized = normalizeGhanaPhone(value);
  if (normalized === null) {
    ctx.addIssue({ code: 'custom', message: FORM_MESSAGES.phoneInvalid });
    return z.NEVER;
  }
  return normalized;
});

export const contactMessageSchema = z.object({
  name,
  email,
  phone: optionalPhone,
  subject: z
    .string()
    .trim()
    .min(1, FORM_MESSAGES.subjectRequired)
    .max(ENQUIRY_LIMITS.subject, FORM_MESSAGES.subjectTooLong),
  message: z
    .string()
    .trim()
    .min(MESSAGE_MIN_LENGTH, FORM_MESSAGES.messageTooShort)
    .max(ENQUIRY_LIMITS.message, FORM_MESSAGES.messageTooLong),
});

export type ContactMessageForm = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;

export const quoteRequestSchema = z.object({
  service: z
    .string()
    .trim()
    .min(1, FORM_MESSAGES.serviceRequired)
    .max(ENQUIRY_LIMITS.service, FORM_MESSAGES.serviceRequired),
  name,
  phone,
  email: optionalEmail,
  location: z
    .string()
    .trim()
    .min(2, FORM_MESSAGES.locationRequired)
    .max(ENQUIRY_LIMITS.location, FORM_MESSAGES.locationTooLong),
  details: z.string().trim().max(ENQUIRY_LIMITS.details, FORM_MESSAGES.detailsTooLong),
  preferredDate: z.string().refine((v) => v === '' || isValidPreferredDate(v), FORM_MESSAGES.dateInvalid),
});

export type QuoteRequestForm = z.input<typeof quoteRequestSchema>;
export type QuoteRequest = z.output<typeof quoteRequestSchema>;

/** The services the home page offers, one per service category of the catalogue. */
export const SERVICE_OFFERS = [
  {
    id: 'installation',
    title: 'Professional installation',
    category: 'Installation Services',
    text: 'Solar, inverter and battery systems for homes, shops, schools and clinics: mounted, wired and tested by our certified team.',
  },
  {
    id: 'maintenance',
    title: 'Maintenance and support',
    category: 'Maintenance Services',
    text: 'Panel cleaning after the harmattan, battery health checks and repairs, with priority call-outs.',
  },
  {
    id: 'consultation',
    title: 'Free energy audit and custom design',
    category: 'Consultation Services',
    text: 'We list your appliances, size your system and advise on financing options before you buy.',
  },
] as const;

/** What a quote can be asked for: the two installation quotes and the three services. */
export const QUOTE_SERVICES: readonly string[] = [
  ...INSTALLATION_QUOTES.map((q) => q.title),
  ...SERVICE_OFFERS.map((s) => s.title),
];

/** Status of a new enquiry; only admins move it on. */
export const NEW_ENQUIRY_STATUS = 'new';
