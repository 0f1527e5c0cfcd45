import type { ReactNode } from 'react';
import { Button } from './ui/button';
import { DialogFooter, TitledDialog } from './ui/dialog';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** The button that backs out; "Cancel" unless that would read like the action itself. */
  cancelLabel?: string;
  busyLabel?: string;
  busy?: boolean;
  destructive?: boolean;
  onConfirm: () => void;
  children?: ReactNode;
}

/** Asks before something that cannot be undone (or is costly to undo); Cancel has the focus first. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  busyLabel,
  busy,
  destructive,
  onConfirm,
  children,
}: ConfirmDialogProps) {
  return (
    <TitledDialog
      open={open}
      onOpenChange={onOpenChange}
      size="md"
      role="alertdialog"
      title={title}
      description={description}
    >
      {children}
      <DialogFooter>
        <Button variant="outline" onClick={() => onOpenChange(false)} autoFocus>
          {cancelLabel}
        </Button>
        <Button variant={destructive ? 'destructive' : 'default'} busy={busy} onClick={onConfirm}>
          {busy ? (busyLabel ?? 'Working...') : confirmLabel}
        </Button>
      </DialogFooter>
    </TitledDialog>
  );
}
