import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Button } from './button';

const panelVariants = cva('rounded-lg border border-slate-200 bg-white p-4', {
  variants: {
    // staff: the admin pages' flat panels; shopper: the customer pages' raised ones with a brand heading.
    variant: { staff: '', shopper: 'shadow-sm' },
  },
  defaultVariants: { variant: 'staff' },
});

const headingVariants = cva('mb-3 font-semibold', {
  variants: { variant: { staff: 'text-base text-slate-900', shopper: 'text-lg text-brand-900' } },
  defaultVariants: { variant: 'staff' },
});

/** A white panel (a section) with an optional heading. */
export function Panel({
  title,
  variant,
  className,
  children,
}: { title?: string; className?: string; children: ReactNode } & VariantProps<typeof panelVariants>) {
  return (
    <section className={cn(panelVariants({ variant }), className)}>
      {title && <h2 className={headingVariants({ variant })}>{title}</h2>}
      {children}
    </section>
  );
}

// The messages a panel or a list shows (one module with Panel: the entry chunk lists every shared chunk for
// preloading, and the home route's JavaScript budget is counted to the byte).

const alertVariants = cva('rounded-md p-3 text-sm', {
  variants: {
    variant: {
      error: 'bg-red-50 text-red-800',
      success: 'bg-brand-50 text-brand-900',
      warning: 'bg-amber-50 text-slate-800',
    },
  },
  defaultVariants: { variant: 'error' },
});

/** A short message in a form or a panel: an error (role alert), or a success or warning (role status). */
export function Alert({ variant, className, ...props }: ComponentProps<'p'> & VariantProps<typeof alertVariants>) {
  return (
    <p
      role={variant === 'error' || !variant ? 'alert' : 'status'}
      className={cn(alertVariants({ variant }), className)}
      {...props}
    />
  );
}

/** A form's or an action's failure, in words, while there is one (nothing when `error` is empty). */
export function ErrorAlert({ error, className }: { error: string | undefined; className?: string }) {
  if (!error) return null;
  return (
    <Alert variant="error" role="alert" className={className}>
      {error}
    </Alert>
  );
}

const errorStateVariants = cva('rounded-md bg-red-50 text-red-800', {
  variants: {
    // panel: a list or page that could not load, centred in its place; block: a section's, from the left;
    // inline: a line in the flow of a page, its Try again a link after the words.
    layout: {
      panel: 'grid justify-items-center gap-2 p-6',
      block: 'flex flex-col items-start gap-3 p-4',
      inline: 'p-4',
    },
  },
  defaultVariants: { layout: 'panel' },
});

/** What could not be loaded, in words, with a Try again button (none when trying again cannot help). */
export function ErrorState({
  children,
  onRetry,
  layout,
  className,
}: {
  children: ReactNode;
  onRetry?: () => unknown;
  className?: string;
} & VariantProps<typeof errorStateVariants>) {
  const retry = onRetry && (
    <Button
      variant={layout === 'inline' ? 'link' : 'outline'}
      size={layout === 'inline' ? 'inline' : undefined}
      onClick={() => void onRetry()}
    >
      Try again
    </Button>
  );
  return (
    <div role="alert" className={cn(errorStateVariants({ layout }), className)}>
      {layout === 'block' ? <p>{children}</p> : children}
      {layout === 'inline' && retry ? ' ' : null}
      {retry}
    </div>
  );
}

/** A list with nothing to show, or still loading (role status). */
export function EmptyState({ children, role }: { children: ReactNode; role?: 'status' }) {
  return (
    <p role={role} className="rounded-md border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">
      {children}
    </p>
  );
}
