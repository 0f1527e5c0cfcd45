/**
 * The service worker's page side (issue 11 item 3): registers /sw.js (written by `vite build`, see
 * scripts/pwa-config.ts), offers a new version instead of forcing it, and hands the worker the scripts this page
 * loaded before it was in control, so that the pages seen on the first visit open offline too.
 * Loaded after the first screen (lib/pwa/pwa-features.tsx): none of it weighs on the home route.
 */
import { Workbox } from 'workbox-window';

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

/** Fetches through the worker the scripts and styles loaded before it controlled this page (it caches them). */
function cacheWhatThisPageLoaded(): void {
  const urls = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => {
      const url = new URL(name);
      return url.origin === location.origin && url.pathname.startsWith('/assets/');
    });
  for (const url of new Set(urls)) void fetch(url).catch(() => undefined);
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
