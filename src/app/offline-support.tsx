import { useEffect, useState } from 'react';
import type { createRouter } from './router';
import { Button } from '@/components/ui/button';
import { preloadContactForm } from '@/features/contact/components/contact-section';
import { preloadQuoteSections } from '@/features/quotes/components/deferred-quotes';

type AppRouter = ReturnType<typeof createRouter>;

/**
 * Starts the offline support (docs/offline-and-focus.md) without weighing on the first screen: the service worker
 * (lib/pwa/service-worker.ts) and the enquiries waiting to be sent (lib/pwa/outbox.ts); the public data is kept
 * on the device from the first screen on (offline-start.tsx). Production builds only: the dev server has no
 * service worker.
 */
function startOfflineSupport(onUpdate: (waiting: boolean) => void): void {
  void import('@/lib/pwa/service-worker').then((m) => {
    m.onUpdateChange(() => onUpdate(m.updateWaiting()));
    m.startServiceWorker();
    // Every public form's code (the contact form, the quote requests) is brought onto the page, not only when its
    // section comes into view: offline the shopper can still write, and the outbox sends it later. Once the worker
    // controls the page, so that it comes from the phone's copy and costs no data.
    m.whenControlled(() => {
      preloadContactForm();
      preloadQuoteSections();
    });
  });
  void import('@/lib/pwa/outbox').then(async ({ outboxEntries }) => {
    if (outboxEntries().length === 0) return;
    // Their senders register themselves (and send what waits) as these load.
    await Promise.all([import('@/features/contact/api/send-message'), import('@/features/quotes/api/request-quote')]);
  });
}

/** Not offered mid-checkout: reloading there would lose the shopper's place. */
const NO_UPDATE_OFFER = /^\/checkout(\/|$)/;

/**
 * Loaded when the browser is idle after the first screen, or at once offline (offline-start.tsx). The offline support, and the offer of a new version ("A new version is available: Reload"), never forced. */
export function OfflineSupport({ router }: { router: AppRouter }) {
  const [updateWaiting, setUpdateWaiting] = useState(false);
  const [path, setPath] = useState(() => router.state.location.pathname);
  useEffect(() => router.subscribe((state) => setPath(state.location.pathname)), [router]);
  useEffect(() => {
    if (import.meta.env.PROD) startOfflineSupport(setUpdateWaiting);
  }, []);
  if (!updateWaiting || NO_UPDATE_OFFER.test(path)) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-4 bottom-dock-offer z-[65] mx-auto flex max-w-md items-center justify-between gap-3 rounded-md bg-brand-900 p-3 text-sm text-white shadow-lg"
    >
      <span>A new version is available</span>
      <Button
        variant="sun"
        size="sm"
        onClick={() => void import('@/lib/pwa/service-worker').then((m) => m.applyUpdate())}
      >
        Reload
      </Button>
    </div>
  );
}
