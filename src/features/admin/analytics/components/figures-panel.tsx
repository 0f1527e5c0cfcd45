import type { ReactNode } from 'react';
import { Panel } from '@/components/ui/panel';

/**
 * A panel of figures worked out on the server (installation projects, payment plans): its words while they are
 * worked out, its words when they could not be, else the figures `children` draws from the data.
 */
export function FiguresPanel<T>({
  title,
  query,
  loading,
  failed,
  testId,
  children,
}: {
  title: string;
  query:
    | { isPending: true; isError: false }
    | { isPending: false; isError: true }
    | { isPending: false; isError: false; data: T };
  loading: string;
  failed: string;
  testId: string;
  children: (data: T) => ReactNode;
}) {
  return (
    <Panel title={title}>
      {query.isPending ? (
        <p className="text-sm text-slate-700">{loading}</p>
      ) : query.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {failed}
        </p>
      ) : (
        <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid={testId}>
          {children(query.data)}
        </dl>
      )}
    </Panel>
  );
}

/** One figure of an analytics panel: its label, its value large, and what it counts. */
export function Figure({ label, value, detail }: { label: string; value: string; detail: string }) {
  return (
    <div className="grid gap-1 rounded-lg border border-slate-200 bg-white p-4">
      <dt className="text-sm text-slate-700">{label}</dt>
      <dd className="text-2xl font-bold break-words text-slate-900 tabular-nums">{value}</dd>
      <dd className="text-xs text-slate-600">{detail}</dd>
    </div>
  );
}
