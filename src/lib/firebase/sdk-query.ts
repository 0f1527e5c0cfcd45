import { collection, limit, orderBy, query, where, type Query, type QueryConstraint } from 'firebase/firestore/lite';
import { getDb } from './app';
import type { QueryShape } from './query-shape';

/**
 * The Firestore SDK query of a shape: the one way the app builds an SDK query (the storefront's REST reads build
 * theirs from the same shapes, rest-read.ts). `extra` adds constraints a shape does not describe (cursors).
 * A module that builds queries this way exports its shapes as QUERY_SHAPES for the index test.
 */
export function buildQuery(shape: QueryShape, ...extra: QueryConstraint[]): Query {
  const constraints: QueryConstraint[] = [
    ...shape.where.map((w) => where(w.field, w.op, w.value)),
    ...shape.orderBy.map((o) => orderBy(o.field, o.direction)),
    ...extra,
  ];
  if (shape.limit !== undefined) constraints.push(limit(shape.limit));
  return query(collection(getDb(), shape.collection), ...constraints);
}
