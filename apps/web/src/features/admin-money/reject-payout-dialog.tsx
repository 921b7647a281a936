import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { RejectPayoutRequest } from '@liner/domain';
import { ErrorAlert } from '../../ui/error-alert.js';
import { FormTextField } from '../../ui/form-text-field.js';
import { applyFieldErrors } from '../../ui/server-errors.js';
import { useToasts } from '../../ui/toasts.js';
import { useRejectPayoutMutation, useReturnPayoutMutation } from './api.js';

const WORDS = {
  reject: { title: 'Reject payout', button: 'Reject', done: 'rejected; the money is back in the wallet' },
  return: { title: 'Mark payout returned', button: 'Mark returned', done: 'returned; the money is back in the wallet' },
} as const;

/**
 * Rejecting (a pending payout) or marking returned (a sent payment that came back) puts the
 * money back in the artist's wallet; the reason is shown to them.
 */
export function RejectPayoutDialog({
  id,
  action = 'reject',
  onClose,
}: {
  id: number;
  action?: 'reject' | 'return';
  onClose(): void;
}) {
  const rejecter = useRejectPayoutMutation();
  const returner = useReturnPayoutMutation();
  const reject = action === 'reject' ? rejecter : returner;
  const words = WORDS[action];
  const toasts = useToasts();
  const [rest, setRest] = useState<string[]>([]);
  const form = useForm<z.input<typeof RejectPayoutRequest>, unknown, z.output<typeof RejectPayoutRequest>>({
    resolver: zodResolver(RejectPayoutRequest),
    defaultValues: { reason: '' },
  });
  const submit = form.handleSubmit(async ({ reason }) => {
    setRest([]);
    try {
      await reject.mutateAsync({ id, reason });
      toasts.push({ message: `Payout #${id} ${words.done}`, type: 'success' });
      onClose();
    } catch (error) {
      setRest(applyFieldErrors(error, form.setError, ['reason']));
    }
  });
  return (
    <Dialog
      open
      onClose={reject.isPending ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="reject-title"
    >
      <DialogTitle id="reject-title">
        {words.title} #{id}
      </DialogTitle>
      <Stack component="form" noValidate onSubmit={submit}>
        <DialogContent>
          <Stack spacing={2}>
            <FormTextField
              control={form.control}
              name="reason"
              label="Reason"
              fullWidth
              multiline
              minRows={2}
              autoFocus
              helperText="The artist sees this."
              inputProps={{ maxLength: 500 }}
            />
            <ErrorAlert messages={rest} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={reject.isPending}>
            Cancel
          </Button>
          <Button type="submit" color="error" variant="contained" loading={reject.isPending}>
            {words.button}
          </Button>
        </DialogActions>
      </Stack>
    </Dialog>
  );
}
