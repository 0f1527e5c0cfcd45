import { queryOptions, useQuery } from '@tanstack/react-query';
import { newestShape } from '@/lib/firebase/query-shape';
import { runShapeQuery } from '@/lib/firebase/rest-read';
import { serviceRead } from '@/lib/firebase/service';
import { queryKeys } from '@/lib/query-keys';

/** How many of each the showcase shows: the newest. */
export const SHOWCASE_LIMIT = 12;

/** The showcase's collections: newest first by which date, and the words when they cannot be read. */
const SHOWCASE = {
  installations: { dateField: 'completedAt', failed: 'Failed to fetch installations' },
  testimonials: { dateField: 'createdAt', failed: 'Failed to fetch testimonials' },
} as const;

/**
 * The one reader of the showcase's collections: the newest SHOWCASE_LIMIT documents by a date, over REST
 * (storefront pages: no SDK), each through its converter; cached 10 minutes.
 */
export function showcaseReader<T>(
  collection: keyof typeof SHOWCASE,
  fromData: (id: string, data: Record<string, unknown>) => T,
) {
  const { dateField, failed } = SHOWCASE[collection];
  const shape = newestShape(collection, dateField, SHOWCASE_LIMIT);
  const read = (): Promise<T[]> =>
    serviceRead(failed, async () => (await runShapeQuery(shape)).map((d) => fromData(d.id, d.data)));
  const listOptions = () =>
    queryOptions({ queryKey: queryKeys.showcase[collection](), queryFn: read, staleTime: 10 * 60_000 });
  return { shape, read, queryOptions: listOptions, useList: () => useQuery(listOptions()) };
}
