import type { ReactNode } from 'react';
import { PageMeta } from './page-meta';

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

/** A white panel with an optional heading. */
export function Panel({ title, children, className }: { title?: string; children: ReactNode; className?: string }) {
  return (
    <section className={`rounded-lg border border-slate-200 bg-white p-4 ${className ?? ''}`}>
      {title && <h2 className="mb-3 text-base font-semibold text-slate-900">{title}</h2>}
      {children}
    </section>
  );
}

/** What a list shows while it loads, when it fails, or when it is empty. */
export function ListState({ children, role }: { children: ReactNode; role?: 'alert' | 'status' }) {
  return (
    <p role={role} className="rounded-md border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">
      {children}
    </p>
  );
}
