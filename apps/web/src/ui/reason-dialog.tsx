import { useId, useState, type ReactNode } from 'react';
import { useForm, type UseFormSetError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { ErrorAlert } from './error-alert.js';
import { FormTextField } from './form-text-field.js';
import { applyFieldErrors } from './server-errors.js';

export interface ReasonDialogProps {
  /** False keeps the dialog mounted but hidden (the text typed is cleared on close). */
  open?: boolean;
  title: ReactNode;
  /** What the action does, above the fields. */
  intro?: ReactNode;
  /** Fields asked before the reason (e.g. a choice of kind of rejection). */
  children?: ReactNode;
  /** The contract's rule for the reason: its messages are the field's. */
  reasonSchema: z.ZodType<string, string>;
  label?: string;
  helperText?: string;
  required?: boolean;
  /** Longest reason the field lets you type (the contract's max). */
  maxLength?: number;
  /** The request field that carries the reason, whose 422 messages go on the field. */
  serverField?: string;
  confirmLabel: string;
  confirmColor?: 'error' | 'primary' | 'warning';
  maxWidth?: 'xs' | 'sm';
  /** Runs the action with the valid reason; a failure keeps the dialog open with the error. */
  onConfirm(reason: string): Promise<unknown>;
  onClose(): void;
}

/**
 * Asks for the reason of an action someone else will read (a rejection, a reversal, a
 * takedown): the reason is checked with the contract before anything is sent, the action
 * runs with a pending button and cannot be closed meanwhile, and the dialog closes on
 * success or stays open with the server's messages (field ones on the field).
 */
export function ReasonDialog({
  open = true,
  title,
  intro,
  children,
  reasonSchema,
  label = 'Reason',
  helperText,
  required = false,
  maxLength = 500,
  serverField = 'reason',
  confirmLabel,
  confirmColor = 'error',
  maxWidth = 'sm',
  onConfirm,
  onClose,
}: ReasonDialogProps) {
  const titleId = useId();
  const [schema] = useState(() => z.object({ reason: reasonSchema }));
  const [rest, setRest] = useState<string[]>([]);
  const form = useForm<{ reason: string }>({ resolver: zodResolver(schema), defaultValues: { reason: '' } });
  const isPending = form.formState.isSubmitting;
  const close = () => {
    form.reset();
    setRest([]);
    onClose();
  };
  const submit = form.handleSubmit(async ({ reason }) => {
    setRest([]);
    try {
      await onConfirm(reason);
      close();
    } catch (error) {
      // The server names the field as its request does; the form calls it "reason".
      const onReason: UseFormSetError<Record<string, string>> = (_field, fieldError, options) =>
        form.setError('reason', fieldError, options);
      setRest(applyFieldErrors(error, onReason, [serverField]));
    }
  });
  return (
    <Dialog open={open} onClose={isPending ? undefined : close} fullWidth maxWidth={maxWidth} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <Stack component="form" noValidate onSubmit={submit}>
        <DialogContent>
          <Stack spacing={2}>
            {intro}
            {children}
            <FormTextField
              control={form.control}
              name="reason"
              label={label}
              fullWidth
              multiline
              minRows={2}
              autoFocus
              required={required}
              helperText={helperText}
              inputProps={{ maxLength }}
            />
            <ErrorAlert messages={rest} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={isPending}>
            Cancel
          </Button>
          <Button type="submit" color={confirmColor} variant="contained" loading={isPending}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </Stack>
    </Dialog>
  );
}
