import {
  collection,
  limit,
  orderBy,
  query,
  where,
  type Firestore,
  type Query,
  type QueryConstraint,
  type WhereFilterOp,
} from 'firebase/firestore/lite';

/**
 * A query as plain data: what it filters and orders by. Services build their queries from shapes, so that unit
 * tests can check the query building and the index test can check every shape against firestore.indexes.json.
 */
export interface QueryShape {
  collection: string;
  where: readonly { field: string; op: WhereFilterOp; value: unknown }[];
  orderBy: readonly { field: string; direction: 'asc' | 'desc' }[];
  limit?: number;
}

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
