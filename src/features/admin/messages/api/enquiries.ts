/**
 * The admin inbox: contact messages and quote requests as one list (DESIGN.md section 2). Their statuses are
 * domain/enquiries/enquiry-statuses.ts, the inbox's words domain/enquiries/messages.ts.
 */
import type { MessageStatus, QuoteStatus } from '@domain/enquiries/enquiry-statuses';

/** Where each kind of enquiry is kept. */
export const ENQUIRY_COLLECTIONS = { message: 'messages', quote: 'quotes' } as const;

interface Base {
  id: string;
  name: string;
  email: string;
  phone: string;
  createdAt: Date | null;
  updatedAt: Date | null;
  /** Why nobody was notified of it: over the public enquiry limits (docs/abuse-limits.md); '' when it was not */
  limitedReason: string;
}

export interface InboxMessage extends Base {
  kind: 'message';
  subject: string;
  message: string;
  status: MessageStatus;
}

export interface InboxQuote extends Base {
  kind: 'quote';
  service: string;
  location: string;
  details: string;
  preferredDate: string | null;
  status: QuoteStatus;
}

export type InboxItem = InboxMessage | InboxQuote;

/** The status a reply moves an enquiry to (a message is replied; a quote request, contacted). */
export const repliedStatus = (item: InboxItem): MessageStatus | QuoteStatus =>
  item.kind === 'message' ? 'replied' : 'contacted';
