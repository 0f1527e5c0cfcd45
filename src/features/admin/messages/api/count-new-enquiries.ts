import { queryOptions, useQuery } from '@tanstack/react-query';

import type { QueryShape } from '@/lib/firebase/query-shape';
import { countOf } from '@/lib/firebase/aggregates';
import { buildQuery } from '@/lib/firebase/sdk-query';
import { serviceRead } from '@/lib/firebase/service';
import { queryKeys } from '@/lib/query-keys';
import { ENQUIRY_COLLECTIONS } from './enquiries';
import { INBOX_TEXTS } from '@domain/enquiries/messages';

export interface NewEnquiries {
  messages: number;
  quotes: number;
}

const newShape = (collection: string): QueryShape => ({
  collection,
  where: [{ field: 'status', op: '==', value: 'new' }],
  orderBy: [],
});

export const QUERY_SHAPES: QueryShape[] = Object.values(ENQUIRY_COLLECTIONS).map(newShape);

/** New messages and quote requests, counted on the server (two aggregation reads, no documents). */
export function countNewEnquiries(): Promise<NewEnquiries> {
  return serviceRead(INBOX_TEXTS.loadFailed, async () => {
    const [messages, quotes] = await Promise.all([
      countOf(buildQuery(newShape(ENQUIRY_COLLECTIONS.message))),
      countOf(buildQuery(newShape(ENQUIRY_COLLECTIONS.quote))),
    ]);
    return { messages, quotes };
  });
}

export const newEnquiriesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.admin.newEnquiries(), queryFn: countNewEnquiries, refetchInterval: 120_000 });

/** For the admin navigation's count of new enquiries; not asked (`enabled` false) for staff whose job does not read them. */
export function useNewEnquiries(enabled = true) {
  return useQuery({ ...newEnquiriesQueryOptions(), enabled });
}
