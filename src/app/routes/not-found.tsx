import { Link } from 'react-router';
import { PageMeta } from '@/components/page-meta';
import { buttonVariants } from '@/components/ui/button';

export function Component() {
  return (
    <>
      <PageMeta title="Page not found" description="This page does not exist at Savanna Solar." />
      <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
        <h1 className="text-2xl font-bold text-brand-900">Page not found</h1>
        <p className="text-slate-700">The page you asked for does not exist or has moved.</p>
        <div className="flex gap-2">
          <Link to="/" className={buttonVariants()}>
            Go to Homepage
          </Link>
          <Link to="/products" className={buttonVariants({ variant: 'outline' })}>
            Browse products
          </Link>
        </div>
      </section>
    </>
  );
}
