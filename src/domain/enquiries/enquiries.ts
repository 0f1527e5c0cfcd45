import { z } from 'zod';
import { normaliseGhanaPhone } from '@domain/shared/phone';
import { EMAIL_MAX_LENGTH, isValidEmail } from '@domain/users/user';
import { asRecord, fieldsOf, textOf, textOrNull } from '@domain/shared/stored-values';
import { FORM_MESSAGES } from './messages';

/** What became of an enquiry: sent, or (offline) kept on the device and sent when the connection returns. */
export type EnquiryOutcome = { kind: 'sent'; id: string } | { kind: 'queued'; id: string };

/**
 * Contact messages and quote requests (DESIGN.md section 2: `messages`, `quotes`): what a visitor may send.
 * firestore.rules enforces the same keys and limits; tests/rules checks both against these constants.
 */
export const ENQUIRY_LIMITS = {
  name: 100,
  email: EMAIL_MAX_LENGTH,
  /** +233 and 9 digits */
  phone: 13,
  subject: 150,
  message: 2000,
  service: 150,
  location: 150,
  details: 2000,
} as const;

export const MESSAGE_MIN_LENGTH = 10;

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

/** A text field, trimmed: from `min` to `max` characters, with what to say when it is shorter or longer. */
const textField = (min: number, max: number, tooShort: string, tooLong: string) =>
  z.string().trim().min(min, tooShort).max(max, tooLong);

const name = textField(2, ENQUIRY_LIMITS.name, FORM_MESSAGES.nameRequired, FORM_MESSAGES.nameTooLong);

/** An email address; with `optional`, an empty field stays ''. */
const emailField = (optional: boolean) =>
  z
    .string()
    .trim()
    .refine((v) => (optional && v === '') || isValidEmail(v), FORM_MESSAGES.emailInvalid);
const optionalEmail = emailField(true);

/** A Ghana phone number (domain/shared/phone), stored as +233XXXXXXXXX; with `optional`, an empty field stays ''. */
const phoneField = (optional: boolean) =>
  z.string().transform((value, ctx) => {
    if (optional && value.trim() === '') return '';
    const normalised = normaliseGhanaPhone(value);
    if (normalised === null) {
      ctx.addIssue({ code: 'custom', message: FORM_MESSAGES.phoneInvalid });
      return z.NEVER;
    }
    return normalised;
  });
const optionalPhone = phoneField(true);

/**
 * How we reply to an enquiry: a phone number or an email address, at least one (most customers have a phone
 * before an email), each checked when given. When both are empty the phone field says so.
 */
const replyTo = { phone: optionalPhone, email: optionalEmail };
const hasReplyTo = (values: { phone: string; email: string }, ctx: z.RefinementCtx) => {
  if (values.phone === '' && values.email === '') {
    ctx.addIssue({ code: 'custom', path: ['phone'], message: FORM_MESSAGES.phoneOrEmailRequired });
  }
};

export const contactMessageSchema = z
  .object({
    name,
    ...replyTo,
    subject: textField(1, ENQUIRY_LIMITS.subject, FORM_MESSAGES.subjectRequired, FORM_MESSAGES.subjectTooLong),
    message: textField(
      MESSAGE_MIN_LENGTH,
      ENQUIRY_LIMITS.message,
      FORM_MESSAGES.messageTooShort,
      FORM_MESSAGES.messageTooLong,
    ),
  })
  .superRefine(hasReplyTo);

export type ContactMessageForm = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;

export const quoteRequestSchema = z
  .object({
    service: textField(1, ENQUIRY_LIMITS.service, FORM_MESSAGES.serviceRequired, FORM_MESSAGES.serviceRequired),
    name,
    ...replyTo,
    location: textField(2, ENQUIRY_LIMITS.location, FORM_MESSAGES.locationRequired, FORM_MESSAGES.locationTooLong),
    details: z.string().trim().max(ENQUIRY_LIMITS.details, FORM_MESSAGES.detailsTooLong),
    preferredDate: z.string().refine((v) => v === '' || isValidPreferredDate(v), FORM_MESSAGES.dateInvalid),
  })
  .superRefine(hasReplyTo);

export type QuoteRequestForm = z.input<typeof quoteRequestSchema>;
export type QuoteRequest = z.output<typeof quoteRequestSchema>;

/** Status of a new enquiry; only admins move it on. */
export const NEW_ENQUIRY_STATUS = 'new';

/**
 * A contact message (messages/{id}) or a quote request (quotes/{id}) as the functions read it: what the visitor
 * sent (the fields of either form, '' when not that form's) and the enquiry limits' verdict once checked
 * (`limitedReason`: '' within the limits, null before the check).
 */
export interface EnquiryRecord {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  service: string;
  location: string;
  details: string;
  userId: string;
  deviceId: string;
  limitedReason: string | null;
}

/** The one reader of messages/{id} and quotes/{id}. */
export function enquiryFromRecord(data: unknown): EnquiryRecord {
  const d = asRecord(data);
  return {
    ...fieldsOf(
      d,
      ['name', 'email', 'phone', 'subject', 'message', 'service', 'location', 'details', 'userId', 'deviceId'],
      textOf,
    ),
    limitedReason: textOrNull(d.limitedReason),
  };
}
