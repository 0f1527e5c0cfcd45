import { ArrowRight, BatteryCharging, ShieldCheck, Wrench } from 'lucide-react';
import { Link } from 'react-router';
import { PageMeta } from '@/components/page-meta';
import { Deferred } from '@/components/deferred';
import { buttonVariants } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { SHOP_CITY, SITE_DESCRIPTION, TAGLINE } from '@domain/shop/brand';
import { FeaturedProducts } from '@/features/catalog/components/featured-products';
import { ContactSection } from '@/features/contact/components/contact-section';
import { DeferredQuoteSections } from '@/features/quotes/components/deferred-quotes';
import { useSettings } from '@/lib/settings/get-settings';
import { loadable } from '@/lib/lazy-load';

// Below the fold: the installations and testimonials (their code and their reads) come as they come near, at the
// shopper's first tap, key or scroll, or 5 s after the page shows (a screen reader user finds them too), so that
// the first screen loads less on a slow connection (tests/e2e/performance.spec.ts).
const loadInstallations = loadable(() =>
  import('@/features/showcase/components/installations-list').then((m) => m.InstallationsList),
);
const loadTestimonials = loadable(() =>
  import('@/features/showcase/components/testimonials-list').then((m) => m.TestimonialsList),
);
const SOON_MS = 5000;

function CardsPlaceholder({ height }: { height: string }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
      {Array.from({ length: 3 }, (_, i) => (
        <Skeleton key={i} className={height} />
      ))}
    </div>
  );
}

/** A section of stories below the fold, its list loaded as it comes near (see above). */
function ShowcaseSection({
  id,
  title,
  what,
  load,
  height,
  className,
}: {
  id: string;
  title: string;
  /** The list in a sentence, said if it cannot load: "We could not load {what}." */
  what: string;
  load: typeof loadInstallations;
  height: string;
  className?: string;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={className}>
      <div className="mx-auto max-w-7xl px-4 py-12">
        <h2 id={`${id}-heading`} className="mb-6 text-2xl font-bold text-brand-900">
          {title}
        </h2>
        <Deferred
          what={what}
          load={load}
          props={{}}
          placeholder={<CardsPlaceholder height={height} />}
          soonAfterMs={SOON_MS}
        />
      </div>
    </section>
  );
}

const PROMISES = [
  {
    icon: BatteryCharging,
    title: 'Power through every outage',
    text: 'Inverters and batteries sized for your home or shop.',
  },
  { icon: Wrench, title: 'Professional installation', text: 'Certified technicians across the Northern Region.' },
  { icon: ShieldCheck, title: 'Genuine, warrantied products', text: 'Trusted brands with local after-sales support.' },
];

export function Component() {
  const { contact } = useSettings();
  return (
    <>
      <PageMeta title="Solar power and backup in Tamale" description={SITE_DESCRIPTION} path="/" />
      <section id="hero" className="bg-gradient-to-b from-amber-50 to-white">
        <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 md:grid-cols-2 md:py-20">
          <div className="flex flex-col justify-center gap-5">
            <p className="text-sm font-semibold tracking-wide text-sun-800 uppercase">{TAGLINE}</p>
            <h1 className="text-3xl font-extrabold text-brand-900 sm:text-5xl">
              End power outages. Cut your electricity bills.
            </h1>
            <p className="text-lg text-slate-700">
              Solar panels, inverters, batteries and UPS units, installed and supported from {SHOP_CITY}.
            </p>
            <div className="flex flex-wrap gap-3">
              <Link to="/products" className={buttonVariants({ size: 'lg' })}>
                Shop products <ArrowRight aria-hidden="true" />
              </Link>
              <Link to="/#installations" className={buttonVariants({ size: 'lg', variant: 'outline' })}>
                See our installations
              </Link>
            </div>
            <p className="text-slate-700">
              Not sure what size you need?{' '}
              <Link to="/solar-calculator" className="font-semibold text-brand-800 underline hover:text-brand-900">
                Size my solar system
              </Link>
            </p>
          </div>
          <ul className="grid gap-3 self-center">
            {PROMISES.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-3 rounded-lg bg-white p-4 shadow-sm">
                <Icon className="size-8 shrink-0 text-sun-500" aria-hidden="true" />
                <div>
                  <p className="font-semibold text-slate-900">{title}</p>
                  <p className="text-sm text-slate-700">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="featured-heading" className="mx-auto max-w-7xl px-4 py-12">
        <div className="mb-6 flex items-end justify-between gap-4">
          <h2 id="featured-heading" className="text-2xl font-bold text-brand-900">
            Featured products
          </h2>
          <Link to="/products" className="text-sm font-semibold text-brand-800 hover:underline">
            View all products
          </Link>
        </div>
        <FeaturedProducts />
      </section>

      <DeferredQuoteSections />

      <ShowcaseSection
        id="installations"
        title="Our installations"
        what="our installations"
        load={loadInstallations}
        height="h-72"
      />
      <ShowcaseSection
        id="testimonials"
        title="What our customers say"
        what="what our customers say"
        load={loadTestimonials}
        height="h-40"
        className="bg-amber-50"
      />

      <ContactSection contact={contact} />
    </>
  );
}
