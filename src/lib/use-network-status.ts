import { useSyncExternalStore } from 'react';

export type NetworkStatus = 'online' | 'offline' | 'slow';

interface NetworkInformation extends EventTarget {
  effectiveType?: string;
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
