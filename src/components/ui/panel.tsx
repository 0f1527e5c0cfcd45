import { cva, type VariantProps } from 'class-variance-authority';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

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
