import { startTransition, useEffect, useState } from 'react';
import type { ToasterProps } from 'sonner';
import { loadSonner, onToasterWanted, TOAST_DURATION_MS, toasterMounted } from '@/lib/toast';
import { onFirstInteraction } from '@/lib/use-in-view';
import { lazyComponent } from './lazy-part';

// Outside every error boundary: offline, the toaster is simply not there yet; it loads once back online.
const Toaster = lazyComponent(
  () =>
    loadSonner().then(({ Toaster: SonnerToaster }) => {
      function MountedToaster(props: ToasterProps) {
        useEffect(() => toasterMounted(), []);
        return <SonnerToaster {...props} />;
      }
      return MountedToaster;
    }),
  { what: 'notifications', failure: 'silent' },
);

const HEADER_CLEARANCE_PX = 72;

/** Mounts the toaster on the first interaction or the first toast, whichever comes first. */
export function AppToaster() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    // Mounted between frames, not inside the first tap's own (see useInView).
    const want = () => startTransition(() => setWanted(true));
    const unsubscribe = onToasterWanted(want);
    const stopListening = onFirstInteraction(want);
    return () => {
      unsubscribe();
      stopListening();
    };
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Toaster
      visibleToasts={1}
      duration={TOAST_DURATION_MS}
      position="top-center"
      // Below the sticky header (4 rem): a toast never covers the cart, menu or account buttons, and a
      // finger resting on it (which pauses it) cannot hide them either.
      offset={{ top: HEADER_CLEARANCE_PX }}
      mobileOffset={{ top: HEADER_CLEARANCE_PX }}
      richColors
      closeButton
      // The close button at least 24 × 24 px (WCAG 2.5.8), over a toast that can itself take focus.
      toastOptions={{ classNames: { closeButton: '!size-6' } }}
    />
  );
}
