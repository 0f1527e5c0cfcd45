import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLoadable } from '@/components/lazy-part';
import { loadable } from '@/lib/lazy-load';
import { readNetworkStatus, subscribeNetworkStatus } from '@/lib/use-network-status';
import { whenIdle } from '@/lib/when-idle';
import type { createRouter } from './router';

// TanStack Query assumes it starts online and learns otherwise only from 'offline' events: opened offline, its
// reads would fail (and show errors over the kept data) instead of waiting for the connection. It follows the
// shop's one network status instead (which also counts the shop's own requests failing, lib/use-network-status.ts).
if (typeof navigator !== 'undefined') {
  const online = () => readNetworkStatus() !== 'offline';
  onlineManager.setOnline(online());
  onlineManager.setEventListener((setOnline) => subscribeNetworkStatus(() => setOnline(online())));
}

const offlineSupport = loadable(() => import('./offline-support'));

/**
 * Starts the offline support (kept public data, service worker, outbox, the offer of a new
 * version) without weighing on the first screen: the service worker's and the outbox's code loads only when the
 * browser is idle, or at once offline; keeping the public data starts as soon as the page has taken over.
 */
export function OfflineStart({
  queryClient,
  router,
}: {
  queryClient: QueryClient;
  router: ReturnType<typeof createRouter>;
}) {
  const [due, setDue] = useState(false);
  useEffect(() => whenIdle(() => setDue(true)), []);
  // The public data shown is kept on the device from the first screen on, not after the idle wait: a page opened
  // from a link and left after a glance must open offline later (README, "Offline and installable"). Once the
  // page has taken over: restoring kept data during hydration would change what the prerendered page shows.
  useEffect(() => {
    if (!import.meta.env.PROD) return;
    void import('@/lib/pwa/persist-queries')
      .then((m) => m.persistPublicQueries(queryClient))
      .catch((error: unknown) => console.warn('Saved shop data could not be read', error));
  }, [queryClient]);
  const { state } = useLoadable(offlineSupport, due);
  return state.kind === 'ready' ? <state.value.OfflineSupport router={router} /> : null;
}
