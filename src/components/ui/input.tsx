import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

const inputVariants = cva(
  'h-11 w-full rounded-md border border-slate-300 bg-white text-base text-slate-900 placeholder:text-slate-500 ' +
    'focus-visible:border-brand-700 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-700 ' +
    'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-600 aria-invalid:border-red-600',
  {
    variants: {
      // `trailingButton`: room on the right for a button laid over the input (show/hide password).
      padding: { default: 'px-3', trailingButton: 'pr-12 pl-3' },
    },
    defaultVariants: { padding: 'default' },
  },
);

/** A text input; 16 px text so that phones do not zoom in on focus. */
export function Input({
  className,
  type = 'text',
  padding,
  ...props
}: ComponentProps<'input'> & VariantProps<typeof inputVariants>) {
  return <input type={type} className={cn(inputVariants({ padding }), className)} {...props} />;
}

export function Label({ className, ...props }: ComponentProps<'label'>) {
  return <label className={cn('text-sm font-medium text-slate-800', className)} {...props} />;
}
