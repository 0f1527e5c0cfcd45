import { cva, type VariantProps } from 'class-variance-authority';
import { Trash2 } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-md text-sm font-medium whitespace-nowrap transition-colors ' +
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ' +
    'disabled:pointer-events-none disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60 ' +
    '[&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-brand-800 text-white hover:bg-brand-900',
        sun: 'bg-sun-500 text-slate-950 hover:bg-sun-400',
        outline: 'border border-slate-300 bg-white text-slate-900 hover:bg-slate-50',
        ghost: 'text-slate-800 hover:bg-slate-100',
        destructive: 'bg-red-700 text-white hover:bg-red-800',
        link: 'text-brand-800 underline-offset-4 hover:underline',
      },
      size: {
        default: 'h-10 px-4 py-2',
        sm: 'h-9 px-3',
        lg: 'h-12 px-6 text-base',
        icon: 'size-10',
        // Inside a sentence (links such as "Sign up"): no box of its own.
        inline: 'h-auto p-0',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /**
     * While an action runs: the button keeps its place in the tab order (and keyboard focus stays on it), but is
     * announced as busy and unavailable and ignores presses. Never `disabled` for this: a disabled button drops
     * focus to the page body.
     */
    busy?: boolean;
    /** What it says while busy ("Saving..."); by default its usual words. */
    busyLabel?: ReactNode;
  };

export function Button({
  className,
  variant,
  size,
  type = 'button',
  busy = false,
  busyLabel,
  children,
  onClick,
  'aria-busy': ariaBusy,
  'aria-disabled': ariaDisabled,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={cn(buttonVariants({ variant, size }), className)}
      aria-busy={busy || ariaBusy || undefined}
      aria-disabled={busy || ariaDisabled || undefined}
      onClick={(event) => {
        if (busy) {
          // Also stops a submit button from sending its form again.
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      {...props}
    >
      {busy && busyLabel !== undefined ? busyLabel : children}
    </button>
  );
}

/** A form's submit button on a line of its own, at its own width (not stretched by the form's grid). */
export function SubmitButton(props: Omit<ButtonProps, 'type'>) {
  return (
    <div>
      <Button type="submit" {...props} />
    </div>
  );
}

/** A list row's remove button: a bin icon, named for what it removes ("Remove phone 2"). */
export function RemoveButton({
  label,
  ...props
}: { label: string } & Omit<ButtonProps, 'children' | 'variant' | 'size'>) {
  return (
    <Button variant="ghost" size="icon" aria-label={label} {...props}>
      <Trash2 aria-hidden="true" />
    </Button>
  );
}
