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
import { useRejectPayoutMutation } from './api.js';

/** Rejecting returns the held money to the artist; the reason is shown to them. */
export function RejectPayoutDialog({ id, onClose }: { id: number; onClose(): void }) {
  const reject = useRejectPayoutMutation();
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
      toasts.push({ message: `Payout #${id} rejected; the money is back in the wallet`, type: 'success' });
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
      <DialogTitle id="reject-title">Reject payout #{id}</DialogTitle>
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
            Reject
          </Button>
        </DialogActions>
      </Stack>
    </Dialog>
  );
}
