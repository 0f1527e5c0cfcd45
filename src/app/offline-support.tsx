import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { createRouter } from './router';
import { Button } from '../components/ui/button';

type AppRouter = ReturnType<typeof createRouter>;

// TanStack Query assumes it starts online and learns otherwise only from 'offline' events: opened offline, its
// reads would fail (and show errors over the kept data) instead of waiting for the connection.
if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);

/** Online: a few seconds after the first screen, when the browser is idle. Offline: at once (kept data is needed). */
const START_DELAY_MS = 4000;

function whenIdle(run: () => void): () => void {
  if (!navigator.onLine) {
    run();
    return () => undefined;
  }
  let idle: number | undefined;
  const timer = setTimeout(() => {
    if ('requestIdleCallback' in window) idle = window.requestIdleCallback(run, { timeout: 3000 });
    else run();
  }, START_DELAY_MS);
  return () => {
    clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}

/**
 * Starts the offline support (issue 11 item 3) without weighing on the first screen: the public data kept on the
 * device (lib/pwa/persist-queries.ts), the service worker (lib/pwa/service-worker.ts) and the enquiries waiting
 * to be sent (lib/pwa/outbox.ts). Production builds only: the dev server has no service worker.
 */
function startOfflineSupport(queryClient: QueryClient, onUpdate: (waiting: boolean) => void): void {
  void import('../lib/pwa/persist-queries')
    .then((m) => m.persistPublicQueries(queryClient))
    .catch((error: unknown) => {
      console.warn('Saved shop data could not be read', error);
    });
  void import('../lib/pwa/service-worker').then((m) => {
    m.onUpdateChange(() => onUpdate(m.updateWaiting()));
    m.startServiceWorker();
  });
  void import('../lib/pwa/outbox').then(async ({ outboxEntries }) => {
    if (outboxEntries().length === 0) return;
    // Their senders register themselves (and send what waits) as these load.
    await Promise.all([import('../features/contact/api/send-message'), import('../features/quotes/api/request-quote')]);
  });
}

/** Not offered mid-checkout: reloading there would lose the shopper's place. */
const NO_UPDATE_OFFER = /^\/checkout(\/|$)/;

/** The offline support, and the offer of a new version ("A new version is available: Reload"), never forced. */
export function OfflineSupport({ queryClient, router }: { queryClient: QueryClient; router: AppRouter }) {
  const [updateWaiting, setUpdateWaiting] = useState(false);
  const [path, setPath] = useState(() => router.state.location.pathname);
  useEffect(() => router.subscribe((state) => setPath(state.location.pathname)), [router]);
  useEffect(() => {
    if (!import.meta.env.PROD) return;
    return whenIdle(() => startOfflineSupport(queryClient, setUpdateWaiting));
  }, [queryClient]);
  if (!updateWaiting || NO_UPDATE_OFFER.test(path)) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-4 bottom-20 z-[65] mx-auto flex max-w-md items-center justify-between gap-3 rounded-md bg-brand-900 p-3 text-sm text-white shadow-lg"
    >
      <span>A new version is available</span>
      <Button
        variant="sun"
        size="sm"
        onClick={() => void import('../lib/pwa/service-worker').then((m) => m.applyUpdate())}
      >
        Reload
      </Button>
    </div>
  );
}
