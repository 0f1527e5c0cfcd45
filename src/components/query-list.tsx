import { Fragment, type ReactNode } from 'react';
import { ErrorState } from './ui/panel';

/** What a list's query gives (a TanStack Query result fits). */
export interface ListQuery<T> {
  data: readonly T[] | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * A list read from the shop (a grid of cards on the customer pages): placeholders while it loads, what could
 * not load with Try again, what to say when it is empty, or the list.
 */
export interface QueryListProps<T> {
  query: ListQuery<T>;
  /** The grid's classes, for the placeholders and the list alike. */
  className: string;
  loadingLabel: string;
  placeholder: ReactNode;
  placeholders?: number;
  /** Said when the list could not be read. */
  failed: string;
  /** Said when there is nothing to list (without it, an empty list). */
  empty?: string;
  label?: string;
  itemClassName?: string;
  children: (item: T) => ReactNode;
}

export function QueryList<T extends { id: string }>({
  query,
  className,
  loadingLabel,
  placeholder,
  placeholders = 3,
  failed,
  empty,
  label,
  itemClassName,
  children,
}: QueryListProps<T>) {
  if (query.isPending) {
    return (
      <div className={className} role="status" aria-busy="true" aria-label={loadingLabel}>
        {Array.from({ length: placeholders }, (_, i) => (
          <Fragment key={i}>{placeholder}</Fragment>
        ))}
      </div>
    );
  }
  if (query.isError || !query.data) {
    return (
      <ErrorState layout="inline" onRetry={query.refetch}>
        {failed}
      </ErrorState>
    );
  }
  if (query.data.length === 0 && empty) return <p className="text-slate-600">{empty}</p>;
  return (
    <ul className={className} aria-label={label}>
      {query.data.map((item) => (
        <li key={item.id} className={itemClassName}>
          {children(item)}
        </li>
      ))}
    </ul>
  );
}
