import { useState } from 'react';
import { lazyComponent } from '@/components/lazy-part';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { SHOP_CITY, SHOP_NAME } from '@domain/shop/brand';
import { hasContactDetails, type ContactSettings, type MapPosition } from '@domain/shop/settings';
import { prefersLowData } from '@/lib/use-network-status';
import { ContactDetails } from './contact-details';

// The form library and the map are the heaviest parts of the home page: each loads on its own.
export const FORM_PLACEHOLDER_CLASS = 'h-[26rem] sm:h-80';
export const MAP_PLACEHOLDER_CLASS = 'h-72 sm:h-80';

const ContactForm = lazyComponent(() => import('./contact-form').then((m) => m.ContactForm), {
  what: 'the contact form',
  loading: <Skeleton className={FORM_PLACEHOLDER_CLASS} />,
});
/** For contact-section.tsx's preloadContactForm. */
export const preloadForm = ContactForm.preload;
const ShopMap = lazyComponent(() => import('./shop-map').then((m) => m.ShopMap), {
  what: 'the map',
  loading: <Skeleton className={MAP_PLACEHOLDER_CLASS} />,
});

/**
 * The map, except on 2G or with Save-Data: there neither its code nor its tiles load until the
 * shopper asks with "Show map"; the address above says where the shop is meanwhile.
 */
function MapOnRequest({ label, position }: { label: string; position: MapPosition }) {
  const [shown, setShown] = useState(() => !prefersLowData());
  if (shown) return <ShopMap lat={position.lat} lng={position.lng} label={label} />;
  return (
    <div className="grid place-items-center gap-2 rounded-lg bg-sky-50 p-6 text-center text-sm text-slate-700">
      <p>The map is not loaded, to save your data.</p>
      <Button variant="outline" onClick={() => setShown(true)}>
        Show map
      </Button>
    </div>
  );
}

/** The contact form, the shop's address and its map (once the shop has set where it is). */
export function ContactPanel({ contact }: { contact: ContactSettings }) {
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <div>
        <h3 className="sr-only">Send us a message</h3>
        <ContactForm />
      </div>
      <div className="grid content-start gap-4">
        {(hasContactDetails(contact) || contact.map) && (
          <h3 className="text-lg font-semibold text-slate-900">Visit our shop</h3>
        )}
        <ContactDetails contact={contact} />
        {contact.map && <MapOnRequest label={`${SHOP_NAME}, ${SHOP_CITY}`} position={contact.map} />}
      </div>
    </div>
  );
}
