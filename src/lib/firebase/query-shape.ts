import type { WhereFilterOp } from 'firebase/firestore/lite';

/**
 * A query as plain data: what it filters and orders by. Services build their queries from shapes, so that unit
 * tests can check the query building and the index test can check every shape against firestore.indexes.json.
 * A shape becomes an SDK query (sdk-query.ts) or a REST one (rest-read.ts); this module loads neither.
 */
export interface QueryShape {
  collection: string;
  where: readonly { field: string; op: WhereFilterOp; value: unknown }[];
  orderBy: readonly { field: string; direction: 'asc' | 'desc' }[];
  limit?: number;
}

/** The newest documents of a collection by one of their dates (testimonials, the inbox), all without `max`. */
export const newestShape = (collection: string, dateField: string, max?: number): QueryShape => ({
  collection,
  where: [],
  orderBy: [{ field: dateField, direction: 'desc' }],
  ...(max !== undefined ? { limit: max } : {}),
});

/** A customer's latest orders, plans or projects, newest first (each with its index: userId + createdAt desc). */
export const latestOwnShape = (collection: 'orders' | 'plans' | 'projects', uid: string, max: number): QueryShape => ({
  collection,
  where: [{ field: 'userId', op: '==', value: uid }],
  orderBy: [{ field: 'createdAt', direction: 'desc' }],
  limit: max,
});

/**
 * The documents of a collection that meet `filters` with `dateField` in [start, end): what the analytics count and
 * sum over a period (orders placed or paid in it, projects accepted or paid in it).
 */
export const betweenShape = (
  collection: string,
  filters: QueryShape['where'],
  dateField: string,
  start: Date,
  end: Date,
): QueryShape => ({
  collection,
  where: [...filters, { field: dateField, op: '>=', value: start }, { field: dateField, op: '<', value: end }],
  orderBy: [],
});

/** One page of a list and where the next starts (null on the last page), whichever path read it. */
export interface ShapePage<D, C> {
  docs: D[];
  next: C | null;
}

/**
 * The one pager of both read paths (REST for the storefront, the SDK for signed-in pages): one page of `shape`,
 * read with one document more than the page holds, the extra one only telling whether another page follows; the
 * next page starts after the page's last document (`cursorOf`). `read` runs the asked shape on its path, after the
 * previous page's cursor.
 */
export async function readShapePage<D, C>(
  shape: QueryShape,
  pageSize: number,
  read: (asked: QueryShape) => Promise<D[]>,
  cursorOf: (doc: D) => C,
): Promise<ShapePage<D, C>> {
  const docs = await read({ ...shape, limit: pageSize + 1 });
  const page = docs.slice(0, pageSize);
  const last = page[page.length - 1];
  return { docs: page, next: docs.length > pageSize && last !== undefined ? cursorOf(last) : null };
}
