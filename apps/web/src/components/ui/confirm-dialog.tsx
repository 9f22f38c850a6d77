import type * as React from 'react';
import { useT } from '@/lib/i18n';
import { Button } from './button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog';
import { Spinner } from './spinner';

interface ConfirmDialogProps {
  title: React.ReactNode;
  description: React.ReactNode;
  /** The destructive button. */
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  /** While the confirmed action runs: both buttons wait and a spinner says `busyLabel`. */
  busy?: boolean;
  busyLabel?: string;
  /** The button that opens the dialog; without it the dialog is controlled by `open`. */
  trigger?: React.ReactNode;
  open?: boolean;
  /** Cancel, Escape or a click outside, unless busy (controlled dialogs). */
  onCancel?: () => void;
  /** The dialog closes as soon as the action is confirmed (else it stays until closed). */
  closeOnConfirm?: boolean;
}

/**
 * Asks before something is removed or ended: nothing happens until the destructive button is
 * pressed. Opened by its own `trigger`, or from outside with `open` and `onCancel`.
 */
function ConfirmDialog({
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  busy = false,
  busyLabel,
  trigger,
  open,
  onCancel,
  closeOnConfirm = false,
}: ConfirmDialogProps) {
  const t = useT();
  const busyReason = t('common.busyReason');
  const controlled =
    open === undefined ? {} : { open, onOpenChange: (next: boolean) => !next && !busy && onCancel?.() };
  const confirm = (
    <Button type="button" variant="destructive" onClick={onConfirm} disabled={busy} disabledReason={busyReason}>
      {busy && <Spinner size="sm" className="text-current" label={busyLabel ?? t('common.deleting')} />}
      {confirmLabel ?? t('common.delete')}
    </Button>
  );
  return (
    <Dialog {...controlled}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline" disabled={busy} disabledReason={busyReason}>
              {cancelLabel ?? t('common.cancel')}
            </Button>
          </DialogClose>
          {closeOnConfirm ? <DialogClose asChild>{confirm}</DialogClose> : confirm}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

export { ConfirmDialog, type ConfirmDialogProps };
