import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Button, type ButtonProps } from '../../../components/ui/button';
import { notify } from '../../../lib/toast';
import type { QuoteDialogProps } from './quote-dialog';

const loadDialog = () => import('./quote-dialog');

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
  const preload = () => void loadDialog().catch(() => undefined);
  const loadAndShow = () =>
    loadDialog().then(
      (m) => {
        setDialog(() => m.QuoteDialog);
        setLoading(false);
      },
      () => {
        setOpen(false);
        setLoading(false);
        notify.error('The quote form could not open', 'Check your connection and try again.');
      },
    );
  const onClick = () => {
    setOpen(true);
    if (Dialog) return;
    setLoading(true);
    void loadAndShow();
  };
  useEffect(() => {
    if (initiallyOpen) void loadAndShow();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount
  }, []);
  return (
    <>
      <Button
        {...buttonProps}
        aria-busy={loading || undefined}
        onClick={onClick}
        onPointerEnter={preload}
        onFocus={preload}
      >
        {loading ? 'Opening...' : (children ?? 'Request a quote')}
      </Button>
      {Dialog && <Dialog open={open} onOpenChange={setOpen} service={service} details={details} />}
    </>
  );
}
