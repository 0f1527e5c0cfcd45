import { useSyncExternalStore } from 'react';

export type NetworkStatus = 'online' | 'offline' | 'slow';

interface NetworkInformation extends EventTarget {
  effectiveType?: string;
  saveData?: boolean;
}

function connection(): NetworkInformation | undefined {
  return (navigator as Navigator & { connection?: NetworkInformation }).connection;
}

/** SPEC.md section 4: offline, slow (effective connection type 2g or slow-2g), or online. */
export function readNetworkStatus(): NetworkStatus {
  if (!navigator.onLine) return 'offline';
  const type = connection()?.effectiveType;
  return type === '2g' || type === 'slow-2g' ? 'slow' : 'online';
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  connection()?.addEventListener('change', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
    connection()?.removeEventListener('change', onChange);
  };
}

export function useNetworkStatus(): NetworkStatus {
  return useSyncExternalStore(subscribe, readNetworkStatus, () => 'online');
}

/**
 * Issue 11 item 4: low data when the shopper asked the browser to save data (Save-Data) or the connection is 2G:
 * heavy extras (map tiles) wait until asked. Read once, when the part is shown.
 */
export function prefersLowData(): boolean {
  const info = connection();
  return info?.saveData === true || info?.effectiveType === '2g' || info?.effectiveType === 'slow-2g';
}
