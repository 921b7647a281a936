import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { Controller } from 'react-hook-form';
import type { AdminBillingPlan } from '@liner/domain';
import { HttpError } from '../../lib/http.js';
import { ErrorAlert } from '../../ui/error-alert.js';
import { FormTextField } from '../../ui/form-text-field.js';
import { SelectField } from '../../ui/select-field.js';
import { errorMessages } from '../../ui/server-errors.js';
import { useToasts } from '../../ui/toasts.js';
import {
  formFieldOf,
  type PlanFormInput,
  type PlanFormOutput,
  PlanFormSchema,
  planFormDefaults,
} from './plan-form-values.js';
import { useUpdatePlanMutation } from './plans-api.js';

const FIELDS = ['name', 'price', 'currency', 'trialDays', 'status', 'stripePriceId'] as const;
type Field = (typeof FIELDS)[number];
const isField = (name: string): name is Field => (FIELDS as readonly string[]).includes(name);

/** Price, currency, trial days, legacy flag and Stripe price of one of the eight plans. */
export function PlanEditDialog({ plan, onClose }: { plan: AdminBillingPlan; onClose(): void }) {
  const save = useUpdatePlanMutation();
  const toasts = useToasts();
  const form = useForm<PlanFormInput, unknown, PlanFormOutput>({
    resolver: zodResolver(PlanFormSchema),
    defaultValues: planFormDefaults(plan),
  });
  const submit = form.handleSubmit(async ({ price, ...rest }) => {
    try {
      const answer = await save.mutateAsync({ planId: plan.id, body: { ...rest, priceCents: price } });
      toasts.push({ message: answer.message, type: 'success' });
      onClose();
    } catch (error) {
      if (!(error instanceof HttpError) || error.status !== 422) {
        form.setError('root', { message: errorMessages(error).join('\n') });
        return;
      }
      const rest: string[] = [];
      for (const [field, messages] of Object.entries(error.fieldErrors)) {
        const name = formFieldOf(field);
        if (isField(name)) form.setError(name, { type: 'server', message: messages.join('\n') });
        else rest.push(...messages);
      }
      if (rest.length > 0) form.setError('root', { message: rest.join('\n') });
    }
  });
  const busy = form.formState.isSubmitting;
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="plan-edit-title" fullWidth maxWidth="sm">
      <DialogTitle id="plan-edit-title">Edit {plan.id}</DialogTitle>
      <DialogContent>
        <Stack component="form" id="plan-edit-form" noValidate spacing={2} onSubmit={submit} sx={{ pt: 1 }}>
          <FormTextField control={form.control} name="name" label="Name" required fullWidth />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormTextField
              control={form.control}
              name="price"
              label="Price"
              required
              fullWidth
              inputProps={{ inputMode: 'decimal' }}
              helperText={`Per ${plan.interval}, e.g. 9.99`}
            />
            <FormTextField
              control={form.control}
              name="currency"
              label="Currency"
              required
              fullWidth
              inputProps={{ maxLength: 3 }}
              helperText="Three-letter code"
            />
            <FormTextField
              control={form.control}
              name="trialDays"
              label="Trial days"
              required
              fullWidth
              inputProps={{ inputMode: 'numeric' }}
              helperText="0 for no trial"
            />
          </Stack>
          <Controller
            control={form.control}
            name="status"
            render={({ field }) => (
              <SelectField
                label="Status"
                size="medium"
                value={field.value}
                onChange={field.onChange}
                options={[
                  { value: 'active', label: 'On sale' },
                  { value: 'legacy', label: 'Legacy: kept for its subscribers, not sold' },
                ]}
              />
            )}
          />
          <FormTextField
            control={form.control}
            name="stripePriceId"
            label="Stripe price id"
            fullWidth
            helperText="price_… when Stripe bills this plan; empty otherwise"
          />
          <ErrorAlert messages={form.formState.errors.root?.message ? [form.formState.errors.root.message] : []} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" form="plan-edit-form" variant="contained" loading={busy}>
          Save plan
        </Button>
      </DialogActions>
    </Dialog>
  );
}
