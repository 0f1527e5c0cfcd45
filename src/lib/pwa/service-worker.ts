/**
 * The service worker's page side: registers /sw.js (written by `vite build`, see
 * scripts/pwa-config.ts), offers a new version instead of forcing it, and hands the worker the scripts this page
 * loaded before it was in control, so that the pages seen on the first visit open offline too.
 * Loaded after the first screen (lib/pwa/pwa-features.tsx): none of it weighs on the home route.
 */
import { Workbox } from 'workbox-window';
import { PAGES_CACHE, PICTURES_CACHE, PRERENDERED_ADDRESS } from './cache-names';

type Listener = () => void;
const listeners = new Set<Listener>();
let waiting: Workbox | null = null;

/** True when a new version is installed and waits for the shopper to choose Reload. */
export function updateWaiting(): boolean {
  return waiting !== null;
}

export function onUpdateChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The shopper chose Reload: the waiting version takes over, then the page reloads once on it. */
export function applyUpdate(): void {
  const wb = waiting;
  if (!wb) return;
  // The browser's own event: Workbox's 'controlling' does not fire for a version found by an earlier page.
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  wb.messageSkipWaiting();
}

/** The shop's own pictures, which the worker keeps (scripts/pwa-config.ts). */
const SHOP_PICTURE = /^\/(products|installations)\/[^/]+\.(svg|png|jpe?g|webp)$/;

/**
 * Fetches through the worker the scripts and styles loaded before it controlled this page (it caches them), and
 * keeps the pictures this page showed: a page opened from a link and seen once shows its product's picture offline.
 * The worker's picture route answers only requests for images, not a script's fetch, so they go to its cache here.
 * A prerendered page keeps itself too (the worker keeps the pages it answers, not the one opened before it came):
 * opened again, from the same link, it shows at once, online or offline. The browser has it already, so asking for
 * it costs a "not modified".
 */
function cacheWhatThisPageLoaded(): void {
  if (PRERENDERED_ADDRESS.test(location.pathname) && 'caches' in window) {
    void caches
      .open(PAGES_CACHE)
      .then((cache) => cache.add(location.pathname))
      .catch(() => undefined);
  }
  const loaded = performance.getEntriesByType('resource').map((entry) => new URL(entry.name));
  const own = loaded.filter((url) => url.origin === location.origin);
  const code = own.filter((url) => url.pathname.startsWith('/assets/')).map((url) => url.href);
  for (const url of new Set(code)) void fetch(url).catch(() => undefined);
  const pictures = own.filter((url) => SHOP_PICTURE.test(url.pathname)).map((url) => url.href);
  if (pictures.length === 0 || !('caches' in window)) return;
  void caches
    .open(PICTURES_CACHE)
    .then((cache) => Promise.all([...new Set(pictures)].map((url) => cache.add(url).catch(() => undefined))))
    .catch(() => undefined);
}

/**
 * Calls `callback` once the worker controls this page (at once if it already does): code loaded from then on comes
 * from the worker's copy on the phone, not over the network.
 */
export function whenControlled(callback: () => void): void {
  if (!('serviceWorker' in navigator)) return;
  if (navigator.serviceWorker.controller) callback();
  else navigator.serviceWorker.addEventListener('controllerchange', callback, { once: true });
}

let started = false;

export function startServiceWorker(): void {
  if (started || !('serviceWorker' in navigator)) return;
  started = true;
  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => {
    waiting = wb;
    for (const listener of listeners) listener();
  });
  // Already in control when this page loaded: everything came through it. Otherwise, once it takes control.
  const warm = () => {
    if (navigator.serviceWorker.controller) return;
    navigator.serviceWorker.addEventListener('controllerchange', cacheWhatThisPageLoaded, { once: true });
  };
  wb.register().then(warm, (error: unknown) => console.warn('The offline support could not start', error));
}
