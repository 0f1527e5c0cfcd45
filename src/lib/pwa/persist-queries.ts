/**
 * Keeps the shop's public data on the device: the catalogue, product pages, the shop's settings,
 * installations and testimonials, persisted to IndexedDB, so that pages seen before open offline with their
 * content (and "last updated", lib/pwa/last-updated.tsx). Never a user's, an order's or the admin area's data.
 * Loaded once the page has taken over (app/offline-start.tsx), in a chunk of its own.
 */
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { InfiniteData, Query, QueryClient } from '@tanstack/react-query';
import { persistQueryClient, persistQueryClientSave } from '@tanstack/react-query-persist-client';
import { del, get, set } from 'idb-keyval';
import { queryKeys } from '../query-keys';
import { deserializeQueryData, serializeQueryData } from '../query-json';
import { isPublicData } from './public-data';

const MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;
/** Raise when the shape of the kept data changes: older copies are then dropped. */
const BUSTER = 'shop-1';

/**
 * A product list's later pages start after a Firestore snapshot, which cannot be kept: only lists showing their
 * first page are kept (and are refetched from the start once back online, see below).
 */
function isFirstPageOnly(query: Query): boolean {
  const data = query.state.data as Partial<InfiniteData<unknown>> | undefined;
  return !Array.isArray(data?.pageParams) || data.pageParams.length <= 1;
}

let started = false;

/** Restores what was kept, then keeps the public data as it changes. */
export function persistPublicQueries(queryClient: QueryClient): Promise<void> {
  if (started) return Promise.resolve();
  started = true;
  // Kept data must outlive the in-memory cache's 10 minutes, or it would be dropped from the device too.
  for (const key of [
    queryKeys.products.all(),
    queryKeys.settings(),
    ...Object.values(queryKeys.showcase).map((k) => k()),
  ]) {
    queryClient.setQueryDefaults(key, { gcTime: MAX_AGE_MS });
  }
  const persister = createAsyncStoragePersister({
    storage: { getItem: (key) => get<string>(key).then((v) => v ?? null), setItem: set, removeItem: del },
    key: 'savanna-shop-data',
    // Written as soon as it changes (writes never overlap): with a delay, a page glanced at and left within it
    // (a link opened from a chat) would not be kept.
    throttleTime: 0,
    serialize: serializeQueryData,
    deserialize: deserializeQueryData,
  });
  const options = {
    queryClient,
    persister,
    buster: BUSTER,
    dehydrateOptions: {
      shouldDehydrateQuery: (query: Query) =>
        query.state.status === 'success' && isPublicData(query.queryKey) && isFirstPageOnly(query),
    },
  };
  // What this page holds before the kept copies are restored (a prerendered page's data, the reads of its first
  // moments), to tell the kept copies from it afterwards.
  const restoreStarted = Date.now();
  const before = new Map(
    queryClient
      .getQueryCache()
      .getAll()
      .map((query) => [query.queryHash, query.state.dataUpdatedAt]),
  );
  const [, restored] = persistQueryClient({ ...options, maxAge: MAX_AGE_MS });
  return restored.then(async () => {
    // A copy kept on the device is from an earlier visit: it shows at once, and is read again now where it is on
    // screen (online; offline the read waits) and when next used, so that a product deleted since says so. That
    // includes a copy that replaced a prerendered page's (newer than the build's): it is no fresher for being kept
    // minutes ago, and until it is read again the page's prices are not checked (lib/prerender/snapshot.ts).
    await queryClient.invalidateQueries(
      {
        predicate: (query) =>
          query.state.dataUpdatedAt > 0 &&
          query.state.dataUpdatedAt < restoreStarted &&
          query.state.dataUpdatedAt !== before.get(query.queryHash),
        refetchType: 'active',
      },
      // A read already under way (the screen's own, as it appeared) is the check: it is not started again.
      { cancelRefetch: false },
    );
    // What the page showed before this started (a prerendered page's data, the reads of its first seconds) is
    // kept now: the subscription above saves only on later changes, and a quick visit may bring none.
    await persistQueryClientSave(options);
    // A kept list's "Show more" would start after a snapshot that was not kept: lists are fetched again when used.
    await queryClient.invalidateQueries({ queryKey: queryKeys.products.lists(), refetchType: 'none' });
  });
}
