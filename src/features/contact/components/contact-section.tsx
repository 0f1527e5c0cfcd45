import { Deferred } from '@/components/deferred';
import { Skeleton } from '@/components/ui/skeleton';
import type { ContactSettings } from '@domain/shop/settings';
import { loadable } from '@/lib/lazy-load';

// Nothing of this section is needed for the first screen: the address, the form and the map load as it comes near.
const loadPanelCode = loadable(() => import('./contact-panel'));
const loadPanel = loadable(() => loadPanelCode().then((m) => m.ContactPanel));

/**
 * Brings the section's code and its form's onto this page without showing them (the offline support does, once the
 * service worker controls the page: lib/pwa/service-worker.ts), so that offline the form is there to write a message
 * for the outbox, even on a page opened before the worker came. The map still waits for the section.
 */
export function preloadContactForm(): void {
  void loadPanelCode().then(
    (m) => m.preloadForm(),
    () => undefined,
  );
}

const placeholder = <Skeleton className="h-[54rem] lg:h-[26rem]" />;

/** #contact on the home page: how to reach the shop, a contact form and a map of the Tamale shop. */
export function ContactSection({ contact }: { contact: ContactSettings }) {
  return (
    <section id="contact" aria-labelledby="contact-heading" className="mx-auto max-w-7xl px-4 py-12">
      <h2 id="contact-heading" className="text-2xl font-bold text-brand-900">
        Contact us
      </h2>
      <p className="mt-2 mb-6 text-slate-700">Questions about a product, an order or your system? Send us a message.</p>
      <Deferred what="the contact details" load={loadPanel} props={{ contact }} placeholder={placeholder} />
    </section>
  );
}
