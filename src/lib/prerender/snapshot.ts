import { hydrate, onlineManager, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { HydrationState } from 'react-router';
import { deserializeQueryData, serializeQueryData } from '../query-json';

/**
 * A prerendered page's data: what its first screen showed when `npm run build` wrote it, embedded
 * in the page so that the app's first render in the browser shows the same thing (hydration) without asking
 * Firestore first. Prices and stock may have changed since the build: every query in it is refreshed at once, and
 * until the catalogue's have come back nothing can be added to the cart (usePricesChecked).
 */
export interface PageSnapshot {
  /** The address the page was rendered for (path and query). */
  url: string;
  queries: DehydratedState;
  router: HydrationState;
}

export const SNAPSHOT_ELEMENT_ID = 'shop-data';

/** The <script> that carries the snapshot: JSON that cannot close the script element early. */
export function snapshotScript(snapshot: PageSnapshot): string {
  return `<script id="${SNAPSHOT_ELEMENT_ID}" type="application/json">${scriptSafe(serializeQueryData(snapshot))}</script>`;
}

/** JSON that cannot end its <script> early: no "<", no line separators. */
export function scriptSafe(json: string): string {
  return json.replace(/</g, '\\u003c').replace(/\u2028|\u2029/g, ' ');
}

/** The snapshot of the page as loaded, or null (the app's shell, or a page rendered for another address). */
export function readPageSnapshot(doc: Document, location: Pick<Location, 'pathname' | 'search'>): PageSnapshot | null {
  const text = doc.getElementById(SNAPSHOT_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const snapshot = deserializeQueryData<PageSnapshot>(text);
    return snapshot.url === `${location.pathname}${location.search}` ? snapshot : null;
  } catch (error) {
    console.error('The page data could not be read', error);
    return null;
  }
}

// The catalogue queries of the snapshot whose fresh copy has not come back yet.
let unchecked = new Set<string>();
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function settle(hash: string) {
  if (unchecked.delete(hash) && unchecked.size === 0) notify();
}

/**
 * Puts the snapshot's data in the cache, marked out of date whatever its age: each query the page shows reads its
 * fresh copy as it mounts (and one it does not show, when a screen first asks for it).
 */
export function applySnapshot(queryClient: QueryClient, snapshot: PageSnapshot): void {
  hydrate(queryClient, snapshot.queries);
  const hashes = new Set(snapshot.queries.queries.map((q) => q.queryHash));
  void queryClient.invalidateQueries({ predicate: (q) => hashes.has(q.queryHash), refetchType: 'none' });
  unchecked = new Set(snapshot.queries.queries.filter((q) => q.queryKey[0] === 'products').map((q) => q.queryHash));
  const cache = queryClient.getQueryCache();
  const unsubscribe = cache.subscribe((event) => {
    if (event.type !== 'updated' || !unchecked.has(event.query.queryHash)) return;
    // A read that came back (fresh data, or a failure: then checkout confirms the price), not a read starting.
    if (event.action.type === 'success' || event.action.type === 'error') settle(event.query.queryHash);
    if (unchecked.size === 0) unsubscribe();
  });
  // Offline, prices cannot be checked now: the cart takes the product (checkout confirms every price and the total).
  const unsubscribeOnline = onlineManager.subscribe((online) => {
    if (online) return;
    unchecked.clear();
    notify();
    unsubscribeOnline();
  });
  if (!onlineManager.isOnline()) {
    unchecked.clear();
    unsubscribeOnline();
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * False while the prices shown come from the prerendered page and their fresh copy has not come back: "Add to
 * cart" waits ("Checking price...") rather than take a price that may have changed.
 */
export function usePricesChecked(): boolean {
  // The prerendered page (and so its hydration) says "Checking price..." too: its prices are the build's.
  return useSyncExternalStore(
    subscribe,
    () => unchecked.size === 0,
    () => false,
  );
}

/** Resolves once the prices shown have been checked (at once when there was nothing to check). */
export function pricesChecked(): Promise<void> {
  return new Promise((resolve) => {
    if (unchecked.size === 0) return resolve();
    const unsubscribe = subscribe(() => {
      if (unchecked.size > 0) return;
      unsubscribe();
      resolve();
    });
  });
}
