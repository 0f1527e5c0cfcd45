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

/** A user's latest orders, newest first (index: userId + createdAt desc). */
export const latestOrdersShape = (uid: string, max: number): QueryShape => ({
  collection: 'orders',
  where: [{ field: 'userId', op: '==', value: uid }],
  orderBy: [{ field: 'createdAt', direction: 'desc' }],
  limit: max,
});
