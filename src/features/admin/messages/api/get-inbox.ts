import { queryOptions, useQuery } from '@tanstack/react-query';
import { collection, getDocs, limit, orderBy, query, type DocumentData } from 'firebase/firestore/lite';
import { serviceRead } from '../../../../lib/firebase/read';
import { getDb } from '../../../../lib/firebase/app';
import { toDate } from '../../../../lib/firebase/converters';
import { queryKeys } from '../../../../lib/query-keys';
import {
  INBOX_TEXTS,
  MESSAGE_STATUSES,
  QUOTE_STATUSES,
  type InboxItem,
  type MessageStatus,
  type QuoteStatus,
} from './enquiries';

/** How many of each the inbox shows: the newest. */
export const INBOX_LIMIT = 200;

const text = (v: unknown) => (typeof v === 'string' ? v : '');

function itemFrom(kind: 'message' | 'quote', id: string, d: DocumentData): InboxItem {
  const base = {
    id,
    name: text(d.name),
    email: text(d.email),
    phone: text(d.phone),
    createdAt: toDate(d.createdAt),
    updatedAt: toDate(d.updatedAt),
  };
  if (kind === 'message') {
    const status = (MESSAGE_STATUSES as readonly string[]).includes(d.status) ? (d.status as MessageStatus) : 'new';
    return { ...base, kind, subject: text(d.subject), message: text(d.message), status };
  }
  const status = (QUOTE_STATUSES as readonly string[]).includes(d.status) ? (d.status as QuoteStatus) : 'new';
  return {
    ...base,
    kind,
    service: text(d.service),
    location: text(d.location),
    details: text(d.details),
    preferredDate: typeof d.preferredDate === 'string' ? d.preferredDate : null,
    status,
  };
}

/** Messages and quote requests, newest first, as one list. */
export function getInbox(): Promise<InboxItem[]> {
  return serviceRead(
    INBOX_TEXTS.loadFailed,
    async () => {
      const db = getDb();
      const [messages, quotes] = await Promise.all([
        getDocs(query(collection(db, 'messages'), orderBy('createdAt', 'desc'), limit(INBOX_LIMIT))),
        getDocs(query(collection(db, 'quotes'), orderBy('createdAt', 'desc'), limit(INBOX_LIMIT))),
      ]);
      return [
        ...messages.docs.map((d) => itemFrom('message', d.id, d.data())),
        ...quotes.docs.map((d) => itemFrom('quote', d.id, d.data())),
      ].sort((a, b) => (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0));
    },
    { large: true },
  );
}

export const inboxQueryOptions = () => queryOptions({ queryKey: queryKeys.admin.inbox(), queryFn: getInbox });

export function useInbox() {
  return useQuery(inboxQueryOptions());
}
