import { infiniteQueryOptions, keepPreviousData, type QueryKey } from '@tanstack/react-query';
import { getDocs, startAfter, type QueryDocumentSnapshot } from 'firebase/firestore/lite';
import { readShapePage, type QueryShape } from './query-shape';
import { buildQuery } from './sdk-query';

/** A page of a list read a page at a time (the admin's orders, products and users): its documents, and where the next page starts. */
export interface CursorPage {
  docs: QueryDocumentSnapshot[];
  /** The last document of this page when another page follows, else null. */
  next: QueryDocumentSnapshot | null;
}

/** One page of `shape` after the cursor, read with the SDK through the one pager (readShapePage). */
export function readCursorPage(
  shape: QueryShape,
  pageSize: number,
  after: QueryDocumentSnapshot | null,
): Promise<CursorPage> {
  const read = async (asked: QueryShape) =>
    (await getDocs(after ? buildQuery(asked, startAfter(after)) : buildQuery(asked))).docs;
  return readShapePage(shape, pageSize, read, (doc) => doc);
}

/**
 * The infinite query of such a list: its pages follow each other's `next`. While a new search or filter loads,
 * the rows found before stay in place (no flash of "Loading…").
 */
export const cursorPagesOptions = <Page extends { next: QueryDocumentSnapshot | null }>(
  queryKey: QueryKey,
  readPage: (after: QueryDocumentSnapshot | null) => Promise<Page>,
) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => readPage(pageParam),
    initialPageParam: null as QueryDocumentSnapshot | null,
    getNextPageParam: (page: Page) => page.next,
    placeholderData: keepPreviousData,
  });
