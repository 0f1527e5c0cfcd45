import { queryOptions, useQuery } from '@tanstack/react-query';
import { SHOWCASE_QUERY } from '@domain/shop/showcase';
import type { QueryShape } from '@/lib/firebase/query-shape';
import { runShapeQuery } from '@/lib/firebase/rest-read';
import { serviceRead } from '@/lib/firebase/service';
import { queryKeys } from '@/lib/query-keys';

/** The showcase's collections, and the words when they cannot be read. */
const SHOWCASE = {
  installations: { failed: 'Failed to fetch installations' },
  testimonials: { failed: 'Failed to fetch testimonials' },
} as const;

/** What the storefront shows (domain/shop/showcase.ts, SHOWCASE_QUERY): the visible ones in staff's order, the first 12. */
export const visibleShowcaseShape = (collection: keyof typeof SHOWCASE): QueryShape => ({
  collection,
  ...SHOWCASE_QUERY,
});

/**
 * The one reader of the showcase's collections for the storefront: the visible ones in order, over REST
 * (storefront pages: no SDK), each through its converter; cached 10 minutes.
 */
export function showcaseReader<T>(
  collection: keyof typeof SHOWCASE,
  fromData: (id: string, data: Record<string, unknown>) => T,
) {
  const { failed } = SHOWCASE[collection];
  const shape = visibleShowcaseShape(collection);
  const read = (): Promise<T[]> =>
    serviceRead(failed, async () => (await runShapeQuery(shape)).map((d) => fromData(d.id, d.data)));
  const listOptions = () =>
    queryOptions({ queryKey: queryKeys.showcase[collection](), queryFn: read, staleTime: 10 * 60_000 });
  return { shape, read, queryOptions: listOptions, useList: () => useQuery(listOptions()) };
}
