import { queryOptions, useQuery } from '@tanstack/react-query';
import { getDocs, type DocumentData } from 'firebase/firestore/lite';
import { oneOf, textOf, textOrNull } from '@domain/shared/stored-values';
import { toDate } from '@/lib/firebase/converters';
import { newestShape } from '@/lib/firebase/query-shape';
import { buildQuery } from '@/lib/firebase/sdk-query';
import { serviceRead } from '@/lib/firebase/service';
import { queryKeys } from '@/lib/query-keys';
import { ENQUIRY_COLLECTIONS, type InboxItem } from './enquiries';
import { INBOX_TEXTS } from '@domain/enquiries/messages';
import { MESSAGE_STATUSES, QUOTE_STATUSES } from '@domain/enquiries/enquiry-statuses';

/** How many of each the inbox shows: the newest. */
export const INBOX_LIMIT = 200;

const inboxShape = (kind: InboxItem['kind']) => newestShape(ENQUIRY_COLLECTIONS[kind], 'createdAt', INBOX_LIMIT);

export const QUERY_SHAPES = [inboxShape('message'), inboxShape('quote')];

/** A messages or quotes document as an inbox item; an unknown status reads as new. */
export function inboxItemFromData(kind: InboxItem['kind'], id: string, d: DocumentData): InboxItem {
  const base = {
    id,
    name: textOf(d.name),
    email: textOf(d.email),
    phone: textOf(d.phone),
    createdAt: toDate(d.createdAt),
    updatedAt: toDate(d.updatedAt),
    limitedReason: textOf(d.limitedReason),
  };
  if (kind === 'message') {
    return {
      ...base,
      kind,
      subject: textOf(d.subject),
      message: textOf(d.message),
      status: oneOf(MESSAGE_STATUSES, d.status, 'new'),
    };
  }
  return {
    ...base,
    kind,
    service: textOf(d.service),
    location: textOf(d.location),
    details: textOf(d.details),
    preferredDate: textOrNull(d.preferredDate),
    status: oneOf(QUOTE_STATUSES, d.status, 'new'),
  };
}

/** Messages and quote requests, newest first, as one list. */
export function getInbox(): Promise<InboxItem[]> {
  return serviceRead(
    INBOX_TEXTS.loadFailed,
    async () => {
      const kinds = ['message', 'quote'] as const;
      const snaps = await Promise.all(kinds.map((kind) => getDocs(buildQuery(inboxShape(kind)))));
      return kinds
        .flatMap((kind, i) => snaps[i]!.docs.map((d) => inboxItemFromData(kind, d.id, d.data())))
        .sort((a, b) => (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0));
    },
    { large: true },
  );
}

export const inboxQueryOptions = () => queryOptions({ queryKey: queryKeys.admin.inbox(), queryFn: getInbox });

export function useInbox() {
  return useQuery(inboxQueryOptions());
}
