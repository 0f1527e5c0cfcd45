/** The admin inbox: contact messages and quote requests as one list (DESIGN.md section 2). */
export const MESSAGE_STATUSES = ['new', 'read', 'replied', 'archived'] as const;
export const QUOTE_STATUSES = ['new', 'contacted', 'quoted', 'won', 'lost'] as const;
/** Where each kind of enquiry is kept. */
export const ENQUIRY_COLLECTIONS = { message: 'messages', quote: 'quotes' } as const;

export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

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

export const INBOX_TEXTS = {
  loadFailed: 'We could not load the inbox. Check your connection and try again.',
  updateFailed: 'We could not change the status. Please try again.',
} as const;
