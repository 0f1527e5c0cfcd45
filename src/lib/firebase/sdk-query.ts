import {
  collection,
  limit,
  orderBy,
  query,
  where,
  type Firestore,
  type Query,
  type QueryConstraint,
} from 'firebase/firestore/lite';
import type { QueryShape } from './query-shape';

/** The Firestore query of a shape; `extra` adds constraints a shape does not describe (cursors). */
export function buildQuery(db: Firestore, shape: QueryShape, ...extra: QueryConstraint[]): Query {
  const constraints: QueryConstraint[] = [
    ...shape.where.map((w) => where(w.field, w.op, w.value)),
    ...shape.orderBy.map((o) => orderBy(o.field, o.direction)),
    ...extra,
  ];
  if (shape.limit !== undefined) constraints.push(limit(shape.limit));
  return query(collection(db, shape.collection), ...constraints);
}
