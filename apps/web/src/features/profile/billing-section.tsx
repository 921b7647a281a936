import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { type BillingDetails, UpdateBillingRequest } from '@liner/domain';
import { FormFieldGrid } from '../../ui/form-field-grid.js';
import { SectionCard } from '../../ui/section-card.js';
import { useBillingMutation } from './settings-api.js';
import { useSectionSave } from './use-section-save.js';

type BillingInput = z.input<typeof UpdateBillingRequest>;
const FIELDS = ['billingName', 'company', 'vatNumber', 'citizenship', 'nationality'] as const;

/** Who invoices are made out to; the postal address is the one above. */
export function BillingSection({ billing }: { billing: BillingDetails | null }) {
  const save = useBillingMutation();
  const form = useForm<BillingInput, unknown, UpdateBillingRequest>({
    resolver: zodResolver(UpdateBillingRequest),
    defaultValues: {
      billingName: billing?.billingName ?? '',
      company: billing?.company ?? '',
      vatNumber: billing?.vatNumber ?? '',
      citizenship: billing?.citizenship ?? '',
      nationality: billing?.nationality ?? '',
    },
  });
  const submit = useSectionSave(form, FIELDS, (values) => save.mutateAsync(values));
  return (
    <SectionCard
      id="billing"
      title="Billing details"
      description="Who your invoices are made out to. The address is your address above."
    >
      <Stack component="form" noValidate onSubmit={submit} spacing={2}>
        <FormFieldGrid
          control={form.control}
          fields={[
            { name: 'billingName', label: 'Name on invoices', autoComplete: 'name', required: true, span: 6 },
            { name: 'company', label: 'Company', autoComplete: 'organization', span: 6 },
            { name: 'vatNumber', label: 'VAT number', span: 4 },
            { name: 'citizenship', label: 'Citizenship', required: true, span: 4 },
            { name: 'nationality', label: 'Nationality', span: 4 },
          ]}
        />
        <Button
          type="submit"
          variant="contained"
          sx={{ alignSelf: 'flex-start' }}
          loading={form.formState.isSubmitting}
        >
          Save billing details
        </Button>
      </Stack>
    </SectionCard>
  );
}
