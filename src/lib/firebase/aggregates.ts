import {
  getAggregate,
  getCount,
  type AggregateSpec,
  type AggregateSpecData,
  type Query,
} from 'firebase/firestore/lite';

/**
 * Counts and sums done by Firestore on the server (aggregation queries: no documents read), their figures typed by
 * what was asked. Not a stored document: there is nothing to parse, and the figures are read off what this returns.
 */
export async function aggregateOf<S extends AggregateSpec>(query: Query, spec: S): Promise<AggregateSpecData<S>> {
  return (await getAggregate(query, spec)).data();
}

/** How many documents `query` matches, counted on the server. */
export async function countOf(query: Query): Promise<number> {
  return (await getCount(query)).data().count;
}
