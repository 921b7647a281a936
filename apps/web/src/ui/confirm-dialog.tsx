import { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { ErrorAlert } from './error-alert.js';

/**
 * The app's confirm dialog ('Confirm Action', 'Are you sure you want to proceed?' unless told
 * otherwise): Confirm runs `onConfirm` with a loading state; on success the dialog reports
 * `onConfirmed` and closes, on failure it stays open, shows the error and reports `onError`.
 * While the action runs neither Cancel, Escape nor a click outside closes it. 400 px wide at most.
 */
export function ConfirmDialog({
  title = 'Confirm Action',
  children = 'Are you sure you want to proceed?',
  confirmLabel = 'Confirm',
  dismissLabel = 'Cancel',
  confirmColor = 'primary',
  onConfirm,
  onConfirmed,
  onError,
  onClose,
}: {
  title?: string;
  children?: ReactNode;
  confirmLabel?: string;
  /** The button that closes without acting; say what it keeps when "Cancel" would be ambiguous. */
  dismissLabel?: string;
  confirmColor?: 'primary' | 'success' | 'error';
  onConfirm(): Promise<unknown>;
  /** The action succeeded (called before onClose). */
  onConfirmed?(): void;
  /** The action failed; the dialog stays open with the error shown. */
  onError?(error: unknown): void;
  onClose(): void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
    } catch (failure) {
      setError(failure);
      setBusy(false);
      onError?.(failure);
      return;
    }
    setBusy(false);
    onConfirmed?.();
    onClose();
  };
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby="confirm-dialog-title"
      slotProps={{ paper: { sx: { maxWidth: 400 } } }}
    >
      <DialogTitle id="confirm-dialog-title">{title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <div>{children}</div>
        <ErrorAlert error={error ?? undefined} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {dismissLabel}
        </Button>
        <Button variant="contained" color={confirmColor} onClick={() => void run()} loading={busy}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
