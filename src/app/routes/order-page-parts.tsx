import { PackageSearch, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageMeta } from '@/components/page-meta';
import { Button, buttonVariants } from '@/components/ui/button';
import type { Order } from '@domain/order/order';
import { dispatchLines } from '@domain/order/order-status';
import { isNotFound } from '@/lib/errors';

/** The frame of the customer's order pages: title and description for search, an h1, the content. */
export function OrderPage({
  title,
  description,
  heading,
  children,
}: {
  title: string;
  description: string;
  heading: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <PageMeta title={title} description={description} />
      <h1 className="mb-6 text-2xl font-bold text-brand-900 sm:text-3xl">{heading}</h1>
      {children}
    </div>
  );
}

/**
 * An order, project or plan of the customer's that could not be shown: not found (or not theirs, with `hint` and a
 * way to their list), or not loaded (with Try again).
 */
export function LoadProblem({
  error,
  onRetry,
  icon: Icon = PackageSearch,
  hint,
  list,
}: {
  error: Error | null;
  onRetry: () => void;
  icon?: LucideIcon;
  hint?: string;
  list: { to: string; label: string };
}) {
  const message = error?.message ?? '';
  const notFound = isNotFound(error);
  return (
    <section
      className="flex flex-col items-center gap-4 rounded-lg border border-dashed border-slate-300 px-4 py-12 text-center"
      role={notFound ? undefined : 'alert'}
    >
      <Icon className="size-10 text-slate-500" aria-hidden="true" />
      <p className="text-lg font-semibold text-slate-900">{message}</p>
      {notFound && hint && <p className="text-slate-700">{hint}</p>}
      <div className="flex flex-wrap justify-center gap-2">
        {!notFound && <Button onClick={onRetry}>Try again</Button>}
        <Link to={list.to} className={buttonVariants({ variant: notFound ? 'default' : 'outline' })}>
          {list.label}
        </Link>
      </div>
    </section>
  );
}

/** An order that could not be shown (LoadProblem, with the way to My orders). */
export const OrderLoadProblem = ({ error, onRetry }: { error: Error | null; onRetry: () => void }) => (
  <LoadProblem
    error={error}
    onRetry={onRetry}
    hint="Check the order number, or find it in your orders."
    list={{ to: '/orders', label: 'My orders' }}
  />
);

/** Who brings the order and when, as staff recorded it when sending it out (nothing when they recorded none). */
export function OrderDispatchBlock({ order }: { order: Pick<Order, 'status' | 'dispatch'> }) {
  const lines = dispatchLines(order.dispatch);
  if (lines.length === 0 || (order.status !== 'out_for_delivery' && order.status !== 'delivered')) return null;
  return (
    <section aria-label="Your delivery" className="rounded-lg border border-brand-100 bg-brand-50 p-4 text-sm">
      <h2 className="mb-2 font-semibold text-brand-900">Your delivery</h2>
      <dl className="grid gap-1">
        {lines.map((line) => (
          <div key={line.label}>
            <dt className="inline text-slate-700">{line.label}: </dt>
            <dd className="inline text-slate-900">
              {line.tel ? (
                <a href={`tel:${line.tel}`} className="underline">
                  {line.value}
                </a>
              ) : (
                line.value
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
