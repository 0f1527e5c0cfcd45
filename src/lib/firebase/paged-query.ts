import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';
import { getDocs, startAfter, type QueryDocumentSnapshot } from 'firebase/firestore/lite';
import type { QueryShape } from './query-shape';
import { buildQuery } from './sdk-query';

/** Where a staff list's next page starts: the last document of the page before (null: the first page). */
export type PageCursor = QueryDocumentSnapshot | null;

/**
 * One page of a shape's documents after the cursor. The shape asks one document more than the page holds: when it
 * comes, there is a next page, starting after the page's last document.
 */
export async function readPage(
  shape: QueryShape,
  size: number,
  after: PageCursor,
): Promise<{ page: QueryDocumentSnapshot[]; next: PageCursor }> {
  const docs = (await getDocs(after ? buildQuery(shape, startAfter(after)) : buildQuery(shape))).docs;
  const page = docs.slice(0, size);
  return { page, next: docs.length > size ? (page[page.length - 1] ?? null) : null };
}

/** The TanStack infinite query of a paged staff list: each page read after the one before, "Load more" while `next`. */
export function pagedQueryOptions<K extends QueryKey, P extends { next: PageCursor }>(
  queryKey: K,
  readPageAfter: (after: PageCursor) => Promise<P>,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => readPageAfter(pageParam),
    initialPageParam: null as PageCursor,
    getNextPageParam: (page: P) => page.next,
  });
}
