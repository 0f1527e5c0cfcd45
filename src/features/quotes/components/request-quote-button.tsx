import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { LoadFailed } from '@/components/lazy-part';
import { Button, type ButtonProps } from '@/components/ui/button';
import { loadable } from '@/lib/lazy-load';
import type { QuoteDialogProps } from './quote-dialog';

const loadDialog = loadable(() => import('./quote-dialog'));

interface RequestQuoteButtonProps extends Omit<ButtonProps, 'onClick'> {
  service?: string;
  /** Text to start the details with, e.g. a sizing summary from the solar calculator. */
  details?: string;
  children?: ReactNode;
  /** Open the form as soon as it is mounted (the shopper tapped before this button's code arrived). */
  initiallyOpen?: boolean;
}

/**
 * "Request a quote": opens the quote form. The form's code (form library, validation, dialog) loads on first use,
 * or as the pointer comes near, so that pages showing this button stay light.
 */
export function RequestQuoteButton({
  service,
  details,
  children,
  initiallyOpen,
  ...buttonProps
}: RequestQuoteButtonProps) {
  const [Dialog, setDialog] = useState<ComponentType<QuoteDialogProps> | null>(null);
  const [open, setOpen] = useState(initiallyOpen === true);
  const [loading, setLoading] = useState(initiallyOpen === true);
  const [failed, setFailed] = useState(false);
  const preload = () => void loadDialog().catch(() => undefined);
  const loadAndShow = () =>
    loadDialog().then(
      (m) => {
        setDialog(() => m.QuoteDialog);
        setLoading(false);
        setFailed(false);
      },
      () => {
        // Offline: said in place (the toast library may not be here either), tried again with the connection.
        setOpen(false);
        setLoading(false);
        setFailed(true);
      },
    );
  const onClick = () => {
    setOpen(true);
    if (Dialog) return;
    setLoading(true);
    void loadAndShow();
  };
  useEffect(() => {
    if (!failed) return;
    window.addEventListener('online', preload, { once: true });
    return () => window.removeEventListener('online', preload);
  }, [failed]);
  useEffect(() => {
    if (initiallyOpen) void loadAndShow();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount
  }, []);
  return (
    <>
      <Button
        {...buttonProps}
        busy={loading}
        busyLabel="Opening..."
        onClick={onClick}
        onPointerEnter={preload}
        onFocus={preload}
      >
        {children ?? 'Request a quote'}
      </Button>
      {failed && <LoadFailed what="the quote form" onRetry={onClick} className="mt-2" />}
      {Dialog && <Dialog open={open} onOpenChange={setOpen} service={service} details={details} />}
    </>
  );
}
