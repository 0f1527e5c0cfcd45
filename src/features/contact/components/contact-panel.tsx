import { lazy, Suspense } from 'react';
import { LazyBoundary } from '../../../components/lazy-boundary';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { SHOP_CITY, SHOP_LOCATION, SHOP_NAME } from '../../../domain/brand';
import type { ContactSettings } from '../../../domain/settings';
import { ContactDetails } from './contact-details';

// The form library and the map are the heaviest parts of the home page: each loads on its own.
const ContactForm = lazy(() => import('./contact-form').then((m) => ({ default: m.ContactForm })));
const ShopMap = lazy(() => import('./shop-map').then((m) => ({ default: m.ShopMap })));

function CouldNotLoad({ what, retry }: { what: string; retry: () => void }) {
  return (
    <p className="rounded-md bg-amber-50 p-4 text-sm text-slate-800">
      The {what} could not load. Check your connection.{' '}
      <Button variant="link" className="h-auto p-0" onClick={retry}>
        Try again
      </Button>
    </p>
  );
}

export const FORM_PLACEHOLDER_CLASS = 'h-[26rem] sm:h-80';
export const MAP_PLACEHOLDER_CLASS = 'h-72 sm:h-80';

/** The contact form, the shop's address and its map. */
export function ContactPanel({ contact }: { contact: ContactSettings }) {
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <div>
        <h3 className="sr-only">Send us a message</h3>
        <LazyBoundary fallback={(retry) => <CouldNotLoad what="contact form" retry={retry} />}>
          <Suspense fallback={<Skeleton className={FORM_PLACEHOLDER_CLASS} />}>
            <ContactForm />
          </Suspense>
        </LazyBoundary>
      </div>
      <div className="grid content-start gap-4">
        <h3 className="text-lg font-semibold text-slate-900">Visit our shop</h3>
        <ContactDetails contact={contact} />
        <LazyBoundary fallback={(retry) => <CouldNotLoad what="map" retry={retry} />}>
          <Suspense fallback={<Skeleton className={MAP_PLACEHOLDER_CLASS} />}>
            <ShopMap lat={SHOP_LOCATION.lat} lng={SHOP_LOCATION.lng} label={`${SHOP_NAME}, ${SHOP_CITY}`} />
          </Suspense>
        </LazyBoundary>
      </div>
    </div>
  );
}
