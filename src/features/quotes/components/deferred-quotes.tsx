import { Deferred } from '../../../components/deferred';
import { Skeleton } from '../../../components/ui/skeleton';

// Below the fold: the services and quote sections load when they come into view or at the shopper's first tap,
// key or scroll (usually well before), so that the first screen loads less JavaScript on a slow connection.
const loadSections = () => import('./services-section').then((m) => m.QuoteSections);

const placeholder = <Skeleton className="mx-auto my-12 h-[52rem] max-w-7xl md:h-[36rem]" />;

/** The services (each with "Request a quote") and the installation quotes of the home page. */
export function DeferredQuoteSections() {
  return <Deferred load={loadSections} props={{}} placeholder={placeholder} rootMargin="0px" orOnInteraction />;
}
