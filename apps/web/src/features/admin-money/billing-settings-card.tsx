import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { type AdminPlansResponse, BillingSettingsRequest } from '@liner/domain';
import { ErrorAlert } from '../../ui/error-alert.js';
import { FormTextField } from '../../ui/form-text-field.js';
import { SectionCard } from '../../ui/section-card.js';
import { applyFieldErrors } from '../../ui/server-errors.js';
import { useToasts } from '../../ui/toasts.js';
import { useBillingSettingsMutation, useSubscriptionRequiredMutation } from './plans-api.js';

type Values = z.input<typeof BillingSettingsRequest>;
const PROVIDERS = { builtin: 'the built-in test provider (no real card is charged)', stripe: 'Stripe' } as const;

/** The grace period after a failed renewal, and whether artists need a subscription at all. */
export function BillingSettingsCard({ settings }: { settings: AdminPlansResponse }) {
  const save = useBillingSettingsMutation();
  const required = useSubscriptionRequiredMutation();
  const toasts = useToasts();
  const form = useForm<Values, unknown, BillingSettingsRequest>({
    resolver: zodResolver(BillingSettingsRequest),
    defaultValues: { gracePeriodDays: String(settings.gracePeriodDays) },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      toasts.push({ message: (await save.mutateAsync(values)).message, type: 'success' });
    } catch (error) {
      const rest = applyFieldErrors(error, form.setError, ['gracePeriodDays']);
      if (rest.length > 0) form.setError('root', { message: rest.join('\n') });
    }
  });
  return (
    <SectionCard
      id="billing-settings"
      title="Billing settings"
      description={`Card payments go through ${PROVIDERS[settings.provider]}.`}
    >
      <Stack spacing={2}>
        <FormControlLabel
          control={
            <Switch
              checked={settings.subscriptionRequired}
              disabled={required.isPending}
              onChange={(event) =>
                required.mutate(event.target.checked, {
                  onSuccess: () => toasts.push({ message: 'Billing settings saved', type: 'success' }),
                })
              }
            />
          }
          label="Artists need a subscription to release music"
        />
        <ErrorAlert error={required.error ?? undefined} />
        <Stack
          component="form"
          noValidate
          onSubmit={submit}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { sm: 'flex-start' } }}
        >
          <FormTextField
            control={form.control}
            name="gracePeriodDays"
            label="Grace period (days)"
            inputProps={{ inputMode: 'numeric' }}
            helperText="How long the portal stays open after a failed renewal"
          />
          <Button type="submit" variant="contained" loading={form.formState.isSubmitting} sx={{ mt: { sm: 1 } }}>
            Save grace period
          </Button>
        </Stack>
        <ErrorAlert messages={form.formState.errors.root?.message ? [form.formState.errors.root.message] : []} />
      </Stack>
    </SectionCard>
  );
}
