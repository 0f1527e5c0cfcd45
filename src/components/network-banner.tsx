import { useEffect, useState, type ReactNode } from 'react';
import { loadable } from '@/lib/lazy-load';
import { useNetworkStatus } from '@/lib/use-network-status';
import { useLoadable } from './lazy-part';

/** How old the kept data on screen is: only ever shown offline, so its code is not on the first screen. */
const lastUpdated = loadable(() => import('@/lib/pwa/last-updated'));

function SavedDataAge() {
  const { state } = useLoadable(lastUpdated);
  return state.kind === 'ready' ? <state.value.LastUpdated /> : null;
}

/** "Connection Restored!" shows for 3 s (docs/storefront.md, "Network, time-outs and retries"). */
export const RESTORED_MS = 3000;

/**
 * Red banner offline ("Connection Lost"), green for 3 s when the connection returns ("Connection Restored!"),
 * yellow on a slow connection (docs/storefront.md, "Network, time-outs and retries"). It says so itself rather than
 * through a toast: the toast library loads on demand, and offline, before the shopper has touched anything, it cannot
 * load.
 */
export function NetworkBanner() {
  const status = useNetworkStatus();
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onOnline = () => {
      clearTimeout(timer);
      setRestored(true);
      timer = setTimeout(() => setRestored(false), RESTORED_MS);
    };
    const onOffline = () => {
      clearTimeout(timer);
      setRestored(false);
    };
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
    };
  }, []);

  if (status === 'offline') {
    return (
      <Banner status="offline" className="bg-red-700 text-white">
        <strong>Connection Lost</strong> You are offline. What you have done is kept; pages you open now may not load.
        <SavedDataAge />
      </Banner>
    );
  }
  if (restored) {
    return (
      <Banner status="restored" className="bg-brand-800 text-white">
        <strong>Connection Restored!</strong>
      </Banner>
    );
  }
  if (status === 'slow') {
    return (
      <Banner status="slow" className="bg-sun-300 text-slate-950">
        Slow connection detected. Pages may take longer to load.
      </Banner>
    );
  }
  return null;
}

function Banner({ status, className, children }: { status: string; className: string; children: ReactNode }) {
  return (
    <div
      role="status"
      data-testid="network-banner"
      data-status={status}
      className={`sticky top-header z-[60] px-4 py-2 text-center text-sm font-medium ${className}`}
    >
      {children}
    </div>
  );
}
