import { ChevronRight, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/panel';

/**
 * The customer's own lists (orders, payment plans, projects): each record a card linking to its page, and the
 * list's loading, failed (with Try again) and "none yet" states.
 */

/** One record of the list: its number and badges on the first line, what it is below, `aside` at the right. */
export function AccountListRow({
  to,
  label,
  heading,
  aside,
  children,
}: {
  to: string;
  label: string;
  heading: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <li>
      <Link
        to={to}
        className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-700"
        aria-label={label}
      >
        <div className="grid min-w-0 flex-1 gap-1">
          <div className="flex flex-wrap items-center gap-2">{heading}</div>
          {children}
        </div>
        {aside}
        <ChevronRight className="size-5 shrink-0 text-slate-500" aria-hidden="true" />
      </Link>
    </li>
  );
}

/** A record's number as the first line shows it. */
export const AccountListNumber = ({ children }: { children: ReactNode }) => (
  <span className="font-mono text-sm font-semibold break-all text-slate-900">{children}</span>
);

/** The list, or its state while it is not there: loading, failed to load, or none yet (`empty`). */
export function AccountList({
  query,
  count,
  label,
  loading,
  failed,
  empty,
  children,
}: {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  /** How many records the loaded list has. */
  count: number;
  label: string;
  loading: string;
  failed: string;
  /** What says there is none yet, and where to go to make one (a link styled as a button). */
  empty: { icon: LucideIcon; text: string; action?: { to: string; label: string } };
  children: ReactNode;
}) {
  if (query.isPending) {
    return (
      <p role="status" className="text-slate-700">
        {loading}
      </p>
    );
  }
  if (query.isError) {
    return (
      <ErrorState layout="block" onRetry={query.refetch}>
        {failed}
      </ErrorState>
    );
  }
  if (count === 0) {
    const Icon = empty.icon;
    return (
      <section className="flex flex-col items-center gap-4 rounded-lg border border-dashed border-slate-300 px-4 py-12 text-center">
        <Icon className="size-10 text-slate-500" aria-hidden="true" />
        <p className="text-lg font-semibold text-slate-900">{empty.text}</p>
        {empty.action && (
          <Link to={empty.action.to} className={buttonVariants()}>
            {empty.action.label}
          </Link>
        )}
      </section>
    );
  }
  return (
    <ul aria-label={label} className="grid gap-3">
      {children}
    </ul>
  );
}
