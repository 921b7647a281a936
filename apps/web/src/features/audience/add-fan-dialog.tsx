import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import {
  ANALYTICS_PLATFORMS,
  AUDIENCE_FIELD_LABELS,
  AUDIENCE_SOCIAL_LINKS,
  type AudienceFan,
  AudienceFanInput,
  type AudienceFanField,
} from '@liner/domain';
import { COUNTRY_OPTIONS } from '../../lib/country-options.js';
import { ErrorAlert } from '../../ui/error-alert.js';
import { FormTextField } from '../../ui/form-text-field.js';
import { applyFieldErrors } from '../../ui/server-errors.js';
import { useToasts } from '../../ui/toasts.js';
import { useAddFanMutation } from './api.js';

type Values = AudienceFanInput;
type ChoiceField = 'country' | 'service' | 'subscription_type';

const FIELDS: readonly AudienceFanField[] = [
  'name',
  'email',
  'country',
  'service',
  'subscription_type',
  'age',
  'followers',
  'image',
  ...AUDIENCE_SOCIAL_LINKS,
  'blast_email_subscribed',
];

const CHOICES: Record<ChoiceField, { value: string; label: string }[]> = {
  country: COUNTRY_OPTIONS.map((option) => ({ value: option.code, label: option.name })),
  service: ANALYTICS_PLATFORMS.map((platform) => ({ value: platform.slug, label: platform.name })),
  subscription_type: [
    { value: 'free', label: 'Free' },
    { value: 'premium', label: 'Premium' },
  ],
};

/** A fan added by hand: the same checks as each line of an import (the shared contract). */
export function AddFanDialog({ onClose }: { onClose(): void }) {
  const toasts = useToasts();
  const add = useAddFanMutation();
  const [rest, setRest] = useState<string[]>([]);
  const form = useForm<Values, unknown, AudienceFan>({
    resolver: zodResolver(AudienceFanInput),
    defaultValues: { email: '', blast_email_subscribed: false },
  });

  const submit = form.handleSubmit(async (fan) => {
    setRest([]);
    try {
      await add.mutateAsync(fan);
      toasts.push({ message: 'Fan added', type: 'success' });
      onClose();
    } catch (error) {
      setRest(applyFieldErrors(error, form.setError, FIELDS));
    }
  });

  const choice = (field: ChoiceField) => (
    <Controller
      control={form.control}
      name={field}
      render={({ field: bound, fieldState }) => (
        <TextField
          select
          label={AUDIENCE_FIELD_LABELS[field]}
          name={bound.name}
          value={(bound.value as string | null | undefined) ?? ''}
          onChange={(event) => bound.onChange(event.target.value || null)}
          onBlur={bound.onBlur}
          inputRef={bound.ref}
          error={!!fieldState.error}
          helperText={fieldState.error?.message}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          fullWidth
        >
          <option value="">Not known</option>
          {CHOICES[field].map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </TextField>
      )}
    />
  );
  const text = (field: Exclude<AudienceFanField, ChoiceField | 'blast_email_subscribed'>, extra = {}) => (
    <FormTextField control={form.control} name={field} label={AUDIENCE_FIELD_LABELS[field]} fullWidth {...extra} />
  );

  return (
    <Dialog open onClose={add.isPending ? undefined : onClose} aria-labelledby="add-fan-title" fullWidth maxWidth="sm">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="add-fan-title">Add a fan</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {text('email', { required: true, type: 'email', autoComplete: 'off', autoFocus: true })}
            {text('name')}
            {choice('country')}
            {choice('service')}
            {choice('subscription_type')}
            {text('age', { inputProps: { inputMode: 'numeric' } })}
            {text('followers', { inputProps: { inputMode: 'numeric' } })}
            {text('image', { type: 'url' })}
            {AUDIENCE_SOCIAL_LINKS.map((field) => (
              <Box key={field}>{text(field, { type: 'url', placeholder: 'https://' })}</Box>
            ))}
          </Box>
          <Controller
            control={form.control}
            name="blast_email_subscribed"
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Checkbox checked={field.value === true} onChange={(event) => field.onChange(event.target.checked)} />
                }
                label="They agreed to receive my e-mail blasts"
              />
            )}
          />
          <ErrorAlert messages={rest} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={add.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={add.isPending}>
            Add fan
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
