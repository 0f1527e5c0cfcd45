import * as DialogPrimitive from '@radix-ui/react-dialog';
import { cva, type VariantProps } from 'class-variance-authority';
import { X } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Button } from './button';
import { rememberOpener, restoreOpener } from './dialog-focus';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;

const layerVariants = cva('', {
  variants: {
    // `top`: above every other layer of the page (the accounts modals).
    layer: { default: 'z-[100]', top: 'z-[1000]' },
  },
  defaultVariants: { layer: 'default' },
});

const contentVariants = cva(
  'fixed top-1/2 left-1/2 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 ' +
    '-translate-y-1/2 gap-4 overflow-y-auto rounded-lg bg-white p-6 shadow-xl focus:outline-none',
  {
    variants: {
      size: { default: 'max-w-lg', md: 'max-w-md', wide: 'max-w-3xl' },
      // `column`: the parts stack and may shrink, so that one part (a list) can take the height that is left.
      layout: { grid: 'grid', column: 'flex flex-col' },
    },
    defaultVariants: { size: 'default', layout: 'grid' },
  },
);

export function DialogContent({
  className,
  children,
  size,
  layout,
  layer,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> &
  VariantProps<typeof contentVariants> &
  VariantProps<typeof layerVariants>) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={cn('fixed inset-0 bg-slate-950/60', layerVariants({ layer }))} />
      <DialogPrimitive.Content
        className={cn(contentVariants({ size, layout }), layerVariants({ layer }), className)}
        onOpenAutoFocus={(event) => {
          if (event.currentTarget instanceof Element) rememberOpener(event.currentTarget);
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented || !(event.currentTarget instanceof Element)) return;
          // Back to what opened the dialog (Radix alone only knows a `Dialog.Trigger`, which the shop rarely uses).
          if (restoreOpener(event.currentTarget)) event.preventDefault();
        }}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          className="absolute top-3 right-3 rounded-sm p-1 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
          aria-label="Close"
        >
          <X className="size-5" aria-hidden="true" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 pr-6', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />;
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-lg font-semibold', className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-sm text-slate-600', className)} {...props} />;
}

interface TitledDialogProps extends VariantProps<typeof contentVariants>, VariantProps<typeof layerVariants> {
  /** Open unless said otherwise (dialogs mounted only while open). */
  open?: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  role?: 'dialog' | 'alertdialog';
  className?: string;
  children: ReactNode;
}

/** The usual dialog: its title and description, then its content (a form, a footer with the actions). */
export function TitledDialog({
  open = true,
  onOpenChange,
  title,
  description,
  size,
  layer,
  role,
  className,
  children,
}: TitledDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {/* Radix's role="dialog" stays unless another is asked for (an undefined role would remove it). */}
      <DialogContent size={size} layer={layer} className={className} {...(role ? { role } : {})}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}

interface DialogActionsProps {
  /** The main action's words, and its words while it runs. */
  label: ReactNode;
  busyLabel: string;
  busy?: boolean;
  /** The main action cannot be taken (yet): nothing to act on. */
  disabled?: boolean;
  /** The main action; without it the main button submits the dialog's form. */
  onAction?: () => void;
  onCancel: () => void;
  /** The button that backs out; "Cancel" unless that would read like the action itself. */
  cancelLabel?: string;
  destructive?: boolean;
  /** Cancel has the focus first (dialogs that ask before something that cannot be undone). */
  cancelFirst?: boolean;
}

/** A dialog's footer: Cancel, then its main action, busy (announced, ignoring presses) while that runs. */
export function DialogActions({
  label,
  busyLabel,
  busy = false,
  disabled,
  onAction,
  onCancel,
  cancelLabel = 'Cancel',
  destructive,
  cancelFirst,
}: DialogActionsProps) {
  return (
    <DialogFooter>
      <Button variant="outline" onClick={onCancel} autoFocus={cancelFirst}>
        {cancelLabel}
      </Button>
      <Button
        type={onAction ? 'button' : 'submit'}
        variant={destructive ? 'destructive' : 'default'}
        busy={busy}
        busyLabel={busyLabel}
        disabled={disabled}
        onClick={onAction}
      >
        {label}
      </Button>
    </DialogFooter>
  );
}
