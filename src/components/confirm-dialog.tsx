import type { ReactNode } from 'react';
import { DialogActions, TitledDialog } from './ui/dialog';

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
      <DialogActions
        label={confirmLabel}
        busyLabel={busyLabel ?? 'Working...'}
        busy={busy}
        destructive={destructive}
        onAction={onConfirm}
        onCancel={() => onOpenChange(false)}
        cancelLabel={cancelLabel}
        cancelFirst
      />
    </TitledDialog>
  );
}
