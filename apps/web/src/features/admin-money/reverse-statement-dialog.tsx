import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { ReverseStatementRequest } from '@liner/domain';
import { ErrorAlert } from '../../ui/error-alert.js';
import { FormTextField } from '../../ui/form-text-field.js';
import { applyFieldErrors } from '../../ui/server-errors.js';
import { useToasts } from '../../ui/toasts.js';
import { useReverseStatementMutation } from './api.js';

/** Reversing takes the statement's money and sales back from everyone it paid; the reason is shown to them. */
export function ReverseStatementDialog({ id, onClose }: { id: number; onClose(): void }) {
  const reverse = useReverseStatementMutation();
  const toasts = useToasts();
  const [rest, setRest] = useState<string[]>([]);
  const form = useForm<z.input<typeof ReverseStatementRequest>, unknown, z.output<typeof ReverseStatementRequest>>({
    resolver: zodResolver(ReverseStatementRequest),
    defaultValues: { reason: '' },
  });
  const submit = form.handleSubmit(async ({ reason }) => {
    setRest([]);
    try {
      await reverse.mutateAsync({ id, reason });
      toasts.push({ message: `Statement #${id} reversed`, type: 'success' });
      onClose();
    } catch (error) {
      setRest(applyFieldErrors(error, form.setError, ['reason']));
    }
  });
  return (
    <Dialog
      open
      onClose={reverse.isPending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="reverse-statement-title"
    >
      <DialogTitle id="reverse-statement-title">Reverse statement #{id}</DialogTitle>
      <Stack component="form" noValidate onSubmit={submit}>
        <DialogContent>
          <Stack spacing={2}>
            <Alert severity="warning">
              Every earning of this statement is taken back, split shares and held money included, and its sales leave
              the sales figures. Money already paid out stays with the earner as a carried deficit that their next
              earnings repay. This cannot be undone; import the corrected report afterwards.
            </Alert>
            <FormTextField
              control={form.control}
              name="reason"
              label="Reason"
              fullWidth
              multiline
              minRows={2}
              autoFocus
              helperText="Shown to the operators and to everyone this statement paid."
              inputProps={{ maxLength: 500 }}
            />
            <ErrorAlert messages={rest} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={reverse.isPending}>
            Cancel
          </Button>
          <Button type="submit" color="error" variant="contained" loading={reverse.isPending}>
            Reverse statement
          </Button>
        </DialogActions>
      </Stack>
    </Dialog>
  );
}
