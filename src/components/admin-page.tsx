import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { PageMeta } from './page-meta';
import { Button } from './ui/button';
import { EmptyState, ErrorState } from './ui/panel';
import { Field, Input, NativeSelect } from './ui/input';

interface AdminPageProps {
  /** The page's heading; the document title is "Admin · {title}" unless `metaTitle` says otherwise. */
  title: string;
  metaTitle?: string;
  description: string;
  actions?: ReactNode;
  children: ReactNode;
}

/** The frame of an admin page: its title, what it is for, the page's main actions, then its content. */
export function AdminPage({ title, metaTitle, description, actions, children }: AdminPageProps) {
  return (
    <>
      <PageMeta title={metaTitle ?? `Admin · ${title}`} description={description} />
      <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
            <p className="text-sm text-slate-600">{description}</p>
          </div>
          {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
        </div>
        {children}
      </div>
    </>
  );
}

interface AdminListProps<T> {
  /** The read behind the list (a TanStack query). */
  query: { data: T | undefined; isPending: boolean; isError: boolean; refetch: () => unknown };
  /** Said while it loads, e.g. "Loading orders…". */
  loading: string;
  /** Said when it could not be read (with Try again). */
  failed: ReactNode;
  /** Said when there is nothing to list (none: the list is never empty, or says so itself). */
  empty?: ReactNode;
  /** The list, once read and not empty. */
  children: (data: T) => ReactNode;
}

/** An admin list's place on its page: loading, could not load (with Try again), nothing to list, or the list. */
export function AdminList<T>({ query, loading, failed, empty, children }: AdminListProps<T>) {
  if (query.isPending) return <EmptyState role="status">{loading}</EmptyState>;
  if (query.isError || query.data === undefined) return <ErrorState onRetry={query.refetch}>{failed}</ErrorState>;
  if (empty) return <EmptyState>{empty}</EmptyState>;
  return children(query.data);
}

/** An admin list's next page (a TanStack infinite query): a button below the list while there is one. */
export function LoadMore({
  query,
  label,
}: {
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
  /** e.g. "Load more orders" */
  label: string;
}) {
  if (!query.hasNextPage) return null;
  return (
    <div className="flex justify-center">
      <Button
        variant="outline"
        busy={query.isFetchingNextPage}
        busyLabel="Loading..."
        onClick={() => void query.fetchNextPage()}
      >
        {label}
      </Button>
    </div>
  );
}

/** An admin list's filters: a white box of labelled controls (role search). */
export function FilterBar({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div className={cn('grid gap-3 rounded-lg border border-slate-200 bg-white p-3', className)} role="search">
      {children}
    </div>
  );
}

/** A labelled text, search or date input among an admin list's filters. */
export function FilterInput({ label, ...props }: { label: string } & Omit<ComponentProps<'input'>, 'id'>) {
  const id = useId();
  return (
    <Field id={id} label={label}>
      <Input id={id} {...props} />
    </Field>
  );
}

/** An admin list's search box: what staff type, given to `onChange` as they type. */
export function SearchFilter({
  placeholder,
  value,
  onChange,
}: {
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
}) {
  return (
    <FilterInput
      label="Search"
      type="search"
      placeholder={placeholder}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/** A labelled select among an admin list's filters (or a page's own choice, e.g. the analytics period). */
export function FilterSelect<V extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: V;
  /** [value, label] in the order shown. */
  options: readonly (readonly [V, string])[];
  onChange: (value: V) => void;
}) {
  const id = useId();
  return (
    <Field id={id} label={label}>
      <NativeSelect id={id} value={value} options={options} onChange={(e) => onChange(e.target.value as V)} />
    </Field>
  );
}
