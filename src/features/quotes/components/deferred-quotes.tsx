import { Deferred } from '@/components/deferred';
import { Skeleton } from '@/components/ui/skeleton';
import { loadable } from '@/lib/lazy-load';

// Below the fold: the services and quote sections load when they come into view, at the shopper's first tap, key
// or scroll, or 5 s after the page has loaded, whichever is first: the first screen loads less
// JavaScript on a slow connection, and a screen reader user browsing by headings still finds them.
const loadSections = loadable(() => import('./services-section').then((m) => m.QuoteSections));

/** Brings the quote forms' code onto this page without showing them (offline-support.tsx): they then open offline. */
export function preloadQuoteSections(): void {
  void loadSections().catch(() => undefined);
}

const placeholder = <Skeleton className="mx-auto my-12 h-[52rem] max-w-7xl md:h-[36rem]" />;

/** The services (each with "Request a quote") and the installation quotes of the home page. */
export function DeferredQuoteSections() {
  return (
    <Deferred
      what="our services"
      load={loadSections}
      props={{}}
      placeholder={placeholder}
      rootMargin="0px"
      soonAfterMs={5000}
    />
  );
}
