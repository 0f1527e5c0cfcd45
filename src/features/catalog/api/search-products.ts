import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { getDocs } from 'firebase/firestore/lite';
import { useMemo } from 'react';
import { PRODUCT_MESSAGES } from '../../../domain/messages';
import type { Product } from '../../../domain/product';
import {
  rankedSearch,
  searchEntries,
  splitByRelevance,
  toSearchEntry,
  type SearchEntry,
} from '../../../domain/product-search';
import { productComparator, type ProductSort } from '../../../domain/product-sort';
import { withServiceError } from '../../../lib/errors';
import { getDb } from '../../../lib/firebase/app';
import { productFromSnapshot } from '../../../lib/firebase/converters';
import { buildQuery, type QueryShape } from '../../../lib/firebase/query-shape';
import { queryKeys } from '../../../lib/query-keys';

/** SPEC.md section 7: search reads the available products ordered by name, then matches on the client. */
export const searchCorpusShape = (): QueryShape => ({
  collection: 'products',
  where: [{ field: 'available', op: '==', value: true }],
  orderBy: [{ field: 'name', direction: 'asc' }],
});

export const QUERY_SHAPES: QueryShape[] = [searchCorpusShape()];

/** The searchable catalogue, normalised once. Read once per session: keystrokes never read Firestore. */
export function getSearchCorpus(): Promise<SearchEntry<Product>[]> {
  return withServiceError(PRODUCT_MESSAGES.searchFailed, async () => {
    const snap = await getDocs(buildQuery(getDb(), searchCorpusShape()));
    return snap.docs.map((doc) => toSearchEntry(productFromSnapshot(doc)));
  });
}

export const searchCorpusQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.products.searchCorpus(),
    queryFn: getSearchCorpus,
    staleTime: 15 * 60_000,
    gcTime: 60 * 60_000,
  });

/** The spec's service call: available products matching the query, best match first. */
export async function searchProducts(query: string): Promise<Product[]> {
  return searchEntries(await getSearchCorpus(), query);
}

export interface SearchParams {
  query: string;
  category: string | null;
  /** null: best match first */
  sort: ProductSort | null;
}

/**
 * Search results for the products page: the products whose name or category has every word (`matches`), then
 * those that only mention a word in their description (`mentions`), each in the chosen order (null: best match).
 * The catalogue is fetched on the first search and then kept: keystrokes read nothing.
 */
export function useProductSearch({ query, category, sort }: SearchParams) {
  const active = query.trim() !== '';
  const corpus = useQuery({ ...searchCorpusQueryOptions(), enabled: active });
  const results = useMemo(() => {
    if (!active || !corpus.data) return { matches: [], mentions: [] };
    let hits = rankedSearch(corpus.data, query);
    if (category) hits = hits.filter((hit) => hit.item.category === category);
    const groups = splitByRelevance(hits);
    if (!sort) return groups;
    const order = productComparator(sort);
    return { matches: [...groups.matches].sort(order), mentions: [...groups.mentions].sort(order) };
  }, [active, corpus.data, query, category, sort]);
  return { ...corpus, results };
}

/** Starts reading the searchable catalogue before the first keystroke (when the search box gets focus). */
export function usePrefetchSearch(): () => void {
  const queryClient = useQueryClient();
  return () => void queryClient.prefetchQuery(searchCorpusQueryOptions());
}
