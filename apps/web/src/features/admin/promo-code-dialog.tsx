import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { z } from 'zod';
import { CreatePromoCodeRequest, PROMO_MAX_DAYS } from '@liner/domain';
import { ErrorAlert } from '../../ui/error-alert.js';
import { FormDateInput } from '../../ui/form-date-input.js';
import { FormTextField } from '../../ui/form-text-field.js';
import { applyFieldErrors } from '../../ui/server-errors.js';
import { useToasts } from '../../ui/toasts.js';
import { useCreatePromoCodeMutation } from './promo-codes-api.js';

type PromoFormInput = z.input<typeof CreatePromoCodeRequest>;
type PromoFormOutput = z.output<typeof CreatePromoCodeRequest>;
const FIELDS = ['code', 'durationDays', 'maxUses', 'expiresOn'] as const;

/** New promotional code: its name, the free days it gives, and optionally a use limit and a last day. */
export function PromoCodeDialog({ onClose }: { onClose(): void }) {
  const create = useCreatePromoCodeMutation();
  const toasts = useToasts();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [messages, setMessages] = useState<string[]>([]);
  const form = useForm<PromoFormInput, unknown, PromoFormOutput>({
    resolver: zodResolver(CreatePromoCodeRequest),
    defaultValues: { code: '', durationDays: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    setMessages([]);
    try {
      const created = await create.mutateAsync(values);
      toasts.push({ message: `Promotional code ${created.code} created`, type: 'success' });
      onClose();
    } catch (error) {
      setMessages(applyFieldErrors(error, form.setError, FIELDS));
    }
  });
  const busy = form.formState.isSubmitting;
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby="promo-code-title"
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
    >
      <DialogTitle id="promo-code-title">New promotional code</DialogTitle>
      <DialogContent>
        <Stack component="form" id="promo-code-form" noValidate spacing={2} onSubmit={submit} sx={{ pt: 1 }}>
          <FormTextField
            control={form.control}
            name="code"
            label="Code"
            required
            fullWidth
            autoFocus
            inputProps={{ maxLength: 40, style: { textTransform: 'uppercase' } }}
            helperText="What people type, e.g. SPRING-26. Letters, digits, dashes and underscores"
          />
          <FormTextField
            control={form.control}
            name="durationDays"
            label="Free days"
            required
            fullWidth
            inputProps={{ inputMode: 'numeric' }}
            helperText={`Days without the subscription check, 1 to ${PROMO_MAX_DAYS}`}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormTextField
              control={form.control}
              name="maxUses"
              label="Uses limit"
              optional
              fullWidth
              inputProps={{ inputMode: 'numeric' }}
              helperText="Empty: any number of accounts"
            />
            <FormDateInput
              control={form.control}
              name="expiresOn"
              label="Last day"
              optional
              fullWidth
              helperText="Empty: never expires (UTC)"
            />
          </Stack>
          <ErrorAlert messages={messages} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" form="promo-code-form" variant="contained" loading={busy}>
          Create code
        </Button>
      </DialogActions>
    </Dialog>
  );
}
