/**
 * The statuses staff move an enquiry through in the admin inbox (DESIGN.md section 2), below the inbox's words
 * (messages.ts), which name every one.
 */

/** A contact message's statuses. */
export const MESSAGE_STATUSES = ['new', 'read', 'replied', 'archived'] as const;
/** A quote request's statuses. */
export const QUOTE_STATUSES = ['new', 'contacted', 'quoted', 'won', 'lost'] as const;

export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];
