import { Deferred } from '@/components/deferred';
import { Skeleton } from '@/components/ui/skeleton';
import type { ContactSettings } from '@domain/shop/settings';
import { loadable } from '@/lib/lazy-load';

// Nothing of this section is needed for the first screen: the address, the form and the map load as it comes near.
const loadPanel = loadable(() => import('./contact-panel').then((m) => m.ContactPanel));

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
