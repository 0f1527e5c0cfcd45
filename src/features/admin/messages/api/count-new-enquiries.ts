import { queryOptions, useQuery } from '@tanstack/react-query';
import { collection, getCount, query, where } from 'firebase/firestore/lite';
import { getDb } from '../../../../lib/firebase/app';
import { serviceRead } from '../../../../lib/firebase/read';
import { queryKeys } from '../../../../lib/query-keys';
import { INBOX_TEXTS } from './enquiries';

export interface NewEnquiries {
  messages: number;
  quotes: number;
}

/** New messages and quote requests, counted on the server (two aggregation reads, no documents). */
export function countNewEnquiries(): Promise<NewEnquiries> {
  return serviceRead(INBOX_TEXTS.loadFailed, async () => {
    const db = getDb();
    const [messages, quotes] = await Promise.all([
      getCount(query(collection(db, 'messages'), where('status', '==', 'new'))),
      getCount(query(collection(db, 'quotes'), where('status', '==', 'new'))),
    ]);
    return { messages: messages.data().count, quotes: quotes.data().count };
  });
}

export const newEnquiriesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.admin.newEnquiries(), queryFn: countNewEnquiries, refetchInterval: 120_000 });

/** For the admin navigation's count. */
export function useNewEnquiries() {
  return useQuery(newEnquiriesQueryOptions());
}
