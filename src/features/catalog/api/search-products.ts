import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { PRODUCT_MESSAGES } from '@domain/catalog/messages';
import type { Product } from '@domain/catalog/product';
import {
  rankedSearch,
  searchEntries,
  splitByRelevance,
  toSearchEntry,
  type SearchEntry,
} from '@domain/catalog/product-search';
import {
  applySearchIndexChanges,
  buildSearchIndex,
  SEARCH_INDEX_CHANGES,
  SEARCH_INDEX_PATH,
  searchIndexEntries,
  type SearchIndexChange,
  type SearchIndexFile,
  type SearchIndexRow,
} from '@domain/catalog/search-index';
import { productComparator, type ProductSort } from '@domain/catalog/product-sort';
import { serviceRead } from '@/lib/firebase/service';
import { productFromData } from '@/lib/firebase/converters';
import type { QueryShape } from '@/lib/firebase/query-shape';
import { runShapeQuery, type RestCursor } from '@/lib/firebase/rest-read';
import { queryKeys } from '@/lib/query-keys';

/**
 * docs/storefront.md, "Reading the catalogue": search reads the available products ordered by name, then matches on the
 * client.
 */
export const searchCorpusShape = (limit?: number): QueryShape => ({
  collection: 'products',
  where: [{ field: 'available', op: '==', value: true }],
  orderBy: [{ field: 'name', direction: 'asc' }],
  ...(limit !== undefined ? { limit } : {}),
});

/**
 * The catalogue is read in slices of this many products: on a slow connection the first results show after the
 * first slice while the rest arrives, instead of after the whole catalogue.
 */
export const SEARCH_SLICE_SIZE = 250;

interface CorpusSlice {
  entries: SearchEntry<Product>[];
  next: RestCursor | null;
}

/** One slice of the searchable catalogue, normalised for matching; reads at most size + 1 documents. */
export function getSearchCorpusSlice(after: RestCursor | null, size: number = SEARCH_SLICE_SIZE): Promise<CorpusSlice> {
  return serviceRead(
    PRODUCT_MESSAGES.searchFailed,
    async () => {
      const shape = searchCorpusShape(size + 1);
      const docs = await runShapeQuery(shape, after);
      const kept = docs.slice(0, size);
      return {
        entries: kept.map((d) => toSearchEntry(productFromData(d.id, d.data))),
        next: docs.length > size ? (kept[kept.length - 1]?.cursor ?? null) : null,
      };
    },
    { large: true },
  );
}

/** The searchable catalogue slice by slice, as it arrives. */
async function* corpusSlices(): AsyncGenerator<SearchEntry<Product>[]> {
  let after: RestCursor | null = null;
  do {
    const slice: CorpusSlice = await getSearchCorpusSlice(after);
    yield slice.entries;
    after = slice.next;
  } while (after);
}

/** The whole searchable catalogue (all available products). */
export async function getSearchCorpus(): Promise<SearchEntry<Product>[]> {
  const entries: SearchEntry<Product>[] = [];
  for await (const slice of corpusSlices()) entries.push(...slice);
  return entries;
}

/** The built index (`/search-index.json`), or null where there is none (the development server, Node). */
async function fetchBuiltIndex(): Promise<SearchIndexFile | null> {
  let url: URL;
  try {
    url = new URL(SEARCH_INDEX_PATH, globalThis.location?.href);
  } catch {
    return null; // no page to serve it
  }
  const response = await fetch(url);
  if (response.status === 404 || !(response.headers.get('content-type') ?? '').includes('json')) return null;
  if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
  const file = (await response.json()) as SearchIndexFile;
  return file.version === 1 ? file : null;
}

/** The products changed since the index was built (searchIndexChanges, written by a function). */
export const searchIndexChangesShape = (since: number): QueryShape => ({
  collection: SEARCH_INDEX_CHANGES,
  where: [{ field: 'changedAt', op: '>', value: new Date(since) }],
  orderBy: [{ field: 'changedAt', direction: 'asc' }],
});

export const QUERY_SHAPES: QueryShape[] = [searchCorpusShape(), searchIndexChangesShape(0)];

/**
 * The searchable catalogue's rows: the built index and the changes since (docs/search.md). Without a built index
 * (the development server) they are made from the catalogue itself. Rows, not entries, are what is kept on the
 * device: a third of the size.
 */
export function getSearchIndex(): Promise<SearchIndexRow[]> {
  return serviceRead(
    PRODUCT_MESSAGES.searchFailed,
    async () => {
      const built = await fetchBuiltIndex();
      if (!built) {
        const products = (await getSearchCorpus()).map((entry) => entry.item);
        return buildSearchIndex(products, 0).rows;
      }
      const docs = await runShapeQuery(searchIndexChangesShape(built.builtAt));
      const changes: SearchIndexChange[] = docs.map((d) => ({
        id: d.id,
        row: typeof d.data.row === 'string' ? (JSON.parse(d.data.row) as SearchIndexRow) : null,
        changedAt: d.data.changedAt instanceof Date ? d.data.changedAt.getTime() : 0,
      }));
      return applySearchIndexChanges(built, changes);
    },
    { large: true },
  );
}

/**
 * Read once per session and kept (and kept on the device, like the other catalogue data: search works offline
 * after a first visit): keystrokes read nothing.
 */
export const searchCorpusQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.products.searchCorpus(),
    queryFn: getSearchIndex,
    staleTime: 15 * 60_000,
    gcTime: 60 * 60_000,
  });

/** The search service call: available products matching the query, best match first. */
export async function searchProducts(query: string): Promise<Product[]> {
  return searchEntries(searchIndexEntries(await getSearchIndex()), query);
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
 * The search index is read on the first search (or when the box gets focus) and then kept: later keystrokes read
 * nothing.
 */
export function useProductSearch({ query, category, sort }: SearchParams) {
  const active = query.trim() !== '';
  const corpus = useQuery({ ...searchCorpusQueryOptions(), enabled: active });
  // Normalised once when the index arrives; each keystroke only runs the matcher.
  const entries = useMemo(() => (corpus.data ? searchIndexEntries(corpus.data) : undefined), [corpus.data]);
  const results = useMemo(() => {
    if (!active || !entries || entries.length === 0) return { matches: [], mentions: [] };
    let hits = rankedSearch(entries, query);
    if (category) hits = hits.filter((hit) => hit.item.category === category);
    const groups = splitByRelevance(hits);
    if (!sort) return groups;
    const order = productComparator(sort);
    return { matches: [...groups.matches].sort(order), mentions: [...groups.mentions].sort(order) };
  }, [active, entries, query, category, sort]);
  return { ...corpus, results, complete: corpus.isSuccess && !corpus.isFetching };
}

/** Starts reading the searchable catalogue before the first keystroke (when the search box gets focus). */
export function usePrefetchSearch(): () => void {
  const queryClient = useQueryClient();
  return () => void queryClient.prefetchQuery(searchCorpusQueryOptions());
}
