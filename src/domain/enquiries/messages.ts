/**
 * The enquiries' words: the contact and quote forms' (what they say once sent, saved or not sent, their field
 * errors and hints), and the admin inbox's (docs/abuse-limits.md says what an enquiry makes the shop send).
 */
import type { MessageStatus, QuoteStatus } from './enquiry-statuses';

/** The contact form (DESIGN.md section 2: `messages`), in the shop's own words. */
export const CONTACT_MESSAGES = {
  sentTitle: 'Message sent! ✅',
  sentText: 'Thank you. We reply within one working day.',
  failedTitle: 'Message not sent',
  failedText: 'We could not send your message. Check your connection and try again: what you typed is still here.',
  queuedTitle: 'Message saved',
  queuedText: 'You are offline: your message will be sent when the connection returns.',
} as const;

/** Quote requests (DESIGN.md section 2: `quotes`), in the shop's own words. */
export const QUOTE_MESSAGES = {
  sentTitle: 'Quote request sent! ✅',
  sentText: 'We will call you within one working day to arrange your quote.',
  failedTitle: 'Quote request not sent',
  failedText: 'We could not send your request. Check your connection and try again: what you typed is still here.',
  queuedTitle: 'Quote request saved',
  queuedText: 'You are offline: your request will be sent when the connection returns.',
} as const;

/** Field errors of the contact and quote forms. */
export const FORM_MESSAGES = {
  nameRequired: 'Please enter your name.',
  nameTooLong: 'Your name can be at most 100 characters.',
  emailInvalid: 'Please enter a valid email address',
  phoneInvalid: 'Please enter a Ghana phone number, e.g. 024 123 4567 or +233 24 123 4567.',
  phoneOrEmailRequired: 'Please enter a phone number or an email address, so that we can reply.',
  subjectRequired: 'Please enter a subject.',
  subjectTooLong: 'The subject can be at most 150 characters.',
  messageTooShort: 'Please write your message (at least 10 characters).',
  messageTooLong: 'Your message can be at most 2,000 characters.',
  serviceRequired: 'Please choose a service.',
  locationRequired: 'Please enter the town or area, e.g. Tamale, Kalpohin.',
  locationTooLong: 'The location can be at most 150 characters.',
  detailsTooLong: 'The details can be at most 2,000 characters.',
  dateInvalid: 'Please choose a date from today onwards, within the next year.',
} as const;

/** What the contact and quote forms say under their phone and email fields: either is enough. */
export const REPLY_TO_HINTS = {
  phone: 'We call or WhatsApp you on this number. A phone or an email is enough; both are welcome.',
  email: 'Give it if you would like our reply by email.',
} as const;

/** The inbox's words for each status of a contact message or a quote request. */
export const ENQUIRY_STATUS_LABELS: Record<MessageStatus | QuoteStatus, string> = {
  new: 'New',
  read: 'Read',
  replied: 'Replied',
  archived: 'Archived',
  contacted: 'Contacted',
  quoted: 'Quoted',
  won: 'Won',
  lost: 'Lost',
};

/** The admin inbox's own words. */
export const INBOX_TEXTS = {
  loadFailed: 'We could not load the inbox. Check your connection and try again.',
  updateFailed: 'We could not change the status. Please try again.',
} as const;
