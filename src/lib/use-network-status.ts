import { useSyncExternalStore } from 'react';

export type NetworkStatus = 'online' | 'offline' | 'slow';

interface NetworkInformation extends EventTarget {
  effectiveType?: string;
  saveData?: boolean;
}

function connection(): NetworkInformation | undefined {
  return (navigator as Navigator & { connection?: NetworkInformation }).connection;
}

/**
 * The browser's own flag is not enough: a phone on "lie-fi" (Wi-Fi or data with no bundle left) says it is online
 * while nothing loads, and a page opened while the connection is down may say so too. So a request of the shop's own
 * that fails for want of a network (reportNetworkFailure) counts as offline until one comes back
 * (reportNetworkSuccess), the browser says 'online', or RECHECK_MS have passed (then the paused reads try again and
 * say again if they still fail).
 */
let unreachable = false;
let recheck: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();
export const RECHECK_MS = 15_000;

function setUnreachable(value: boolean) {
  clearTimeout(recheck);
  if (value) recheck = setTimeout(() => setUnreachable(false), RECHECK_MS);
  if (unreachable === value) return;
  unreachable = value;
  listeners.forEach((listener) => listener());
}

/** A request of the shop's own could not reach the network (fetch rejected with a TypeError). */
export function reportNetworkFailure(): void {
  setUnreachable(true);
}

/** A request of the shop's own came back. */
export function reportNetworkSuccess(): void {
  if (unreachable) setUnreachable(false);
}

if (typeof window !== 'undefined') window.addEventListener('online', () => setUnreachable(false));

/**
 * docs/storefront.md, "Network, time-outs and retries": offline, slow (effective connection type 2g or slow-2g), or
 * online.
 */
export function readNetworkStatus(): NetworkStatus {
  if (!navigator.onLine || unreachable) return 'offline';
  const type = connection()?.effectiveType;
  return type === '2g' || type === 'slow-2g' ? 'slow' : 'online';
}

/** Calls `onChange` when the network status may have changed (the one source for the banner and TanStack Query). */
export function subscribeNetworkStatus(onChange: () => void): () => void {
  listeners.add(onChange);
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  connection()?.addEventListener('change', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
    connection()?.removeEventListener('change', onChange);
  };
}

export function useNetworkStatus(): NetworkStatus {
  return useSyncExternalStore(subscribeNetworkStatus, readNetworkStatus, () => 'online');
}

/**
 * Low data when the shopper asked the browser to save data (Save-Data) or the connection is 2G:
 * heavy extras (map tiles) wait until asked. Read once, when the part is shown.
 */
export function prefersLowData(): boolean {
  const info = connection();
  return info?.saveData === true || info?.effectiveType === '2g' || info?.effectiveType === 'slow-2g';
}
