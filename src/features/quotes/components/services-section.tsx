import { ClipboardList, HardHat, Wrench } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { INSTALLATION_QUOTES } from '@domain/shop/brand';
import { PROJECT_REQUEST_LABELS, projectKindOfCategory, projectRequestPath } from '@domain/projects/project-links';
import { SERVICE_OFFERS } from '@domain/catalog/services';

const ICONS = { installation: HardHat, maintenance: Wrench, consultation: ClipboardList } as const;

/** The shop's services, each starting the request of its project (docs/projects.md). */
export function ServicesSection() {
  return (
    <section id="services" aria-labelledby="services-heading" className="mx-auto max-w-7xl px-4 py-12">
      <h2 id="services-heading" className="text-2xl font-bold text-brand-900">
        Our services
      </h2>
      <p className="mt-2 text-slate-700">From a free energy audit to installation and after-sales support.</p>
      <ul className="mt-6 grid gap-4 md:grid-cols-3">
        {SERVICE_OFFERS.map((offer) => {
          const Icon = ICONS[offer.id];
          const kind = projectKindOfCategory(offer.category) ?? 'installation';
          return (
            <li key={offer.id} className="flex flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
              <Icon className="size-8 text-sun-600" aria-hidden="true" />
              <h3 className="mt-3 text-lg font-semibold text-slate-900">{offer.title}</h3>
              <p className="mt-2 flex-1 text-slate-700">{offer.text}</p>
              <div className="mt-4 flex flex-wrap items-center gap-3">
                <Link to={projectRequestPath(kind)} className={buttonVariants()}>
                  {PROJECT_REQUEST_LABELS[kind]}
                </Link>
                <Link
                  to={`/products?category=${encodeURIComponent(offer.category)}`}
                  className="text-sm font-semibold text-brand-800 hover:underline"
                >
                  See prices
                </Link>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * Quotes for the two kinds of solar installation: solar plus grid backup, off-grid solar (docs/storefront.md,
 * "Screens").
 */
export function InstallationQuotesSection() {
  return (
    <section aria-labelledby="quotes-heading" className="bg-brand-900 text-white">
      <div className="mx-auto max-w-7xl px-4 py-12">
        <h2 id="quotes-heading" className="text-2xl font-bold">
          Quotes for solar installations
        </h2>
        <ul className="mt-6 grid gap-4 md:grid-cols-2">
          {INSTALLATION_QUOTES.map((quote) => (
            <li key={quote.id} className="rounded-lg bg-brand-800 p-5">
              <h3 className="text-lg font-semibold text-sun-300">{quote.title}</h3>
              <p className="mt-2 text-brand-50">{quote.text}</p>
              <Link
                to={projectRequestPath('installation')}
                className={buttonVariants({ variant: 'sun', className: 'mt-4' })}
                aria-label={`Request a quote: ${quote.title}`}
              >
                Request a quote
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The home page's services and installation quotes, one after the other. */
export function QuoteSections() {
  return (
    <>
      <ServicesSection />
      <InstallationQuotesSection />
    </>
  );
}
