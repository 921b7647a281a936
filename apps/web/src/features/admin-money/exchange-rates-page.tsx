import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ExchangeRateInput, type ExchangeRateRow } from '@liner/domain';
import { OperatorOnly } from '../../app/operator-only.js';
import { ConfirmDialog } from '../../ui/confirm-dialog.js';
import { ErrorAlert } from '../../ui/error-alert.js';
import { FormTextField } from '../../ui/form-text-field.js';
import { ListSkeleton } from '../../ui/list-skeleton.js';
import { PageHeading } from '../../ui/page-heading.js';
import { SectionCard } from '../../ui/section-card.js';
import { applyFieldErrors } from '../../ui/server-errors.js';
import { useToasts } from '../../ui/toasts.js';
import { RateImport } from './rate-import.js';
import { RateList } from './rate-list.js';
import { useDeleteRateMutation, useExchangeRatesQuery, useSaveRateMutation } from './rates-api.js';

/** /user-portal/admin/exchange-rates — the monthly reference rates statement imports convert with. */
export default function ExchangeRatesPage() {
  return (
    <OperatorOnly>
      <ExchangeRates />
    </OperatorOnly>
  );
}

type Values = z.input<typeof ExchangeRateInput>;
const FIELDS = ['currency', 'month', 'rate'] as const;

function resumedText(ids: number[]): string {
  return ids.length === 0
    ? ''
    : ` — import${ids.length === 1 ? '' : 's'} ${ids.map((id) => `#${id}`).join(', ')} resumed`;
}

function ExchangeRates() {
  const [searchParams] = useSearchParams();
  const rates = useExchangeRatesQuery();
  const save = useSaveRateMutation();
  const remove = useDeleteRateMutation();
  const toasts = useToasts();
  const [editing, setEditing] = useState<ExchangeRateRow | null>(null);
  const [deleting, setDeleting] = useState<ExchangeRateRow | null>(null);
  const [rest, setRest] = useState<string[]>([]);
  const form = useForm<Values, unknown, ExchangeRateInput>({
    resolver: zodResolver(ExchangeRateInput),
    defaultValues: {
      currency: searchParams.get('currency') ?? '',
      month: searchParams.get('month') ?? '',
      rate: '',
    },
  });
  const account = rates.data?.accountCurrency ?? '';

  const startEdit = (row: ExchangeRateRow) => {
    setEditing(row);
    setRest([]);
    form.reset({ currency: row.currency, month: row.month, rate: row.rate });
  };
  const fill = (currency: string, month: string) => {
    setEditing(null);
    form.reset({ currency, month, rate: '' });
    form.setFocus('rate');
  };
  const submit = form.handleSubmit(async (values) => {
    setRest([]);
    try {
      const saved = await save.mutateAsync({ ...values, id: editing?.id });
      toasts.push({
        message: `${saved.rate.currency} ${saved.rate.month} saved${resumedText(saved.resumed)}`,
        type: 'success',
      });
      setEditing(null);
      form.reset({ currency: '', month: '', rate: '' });
    } catch (error) {
      setRest(applyFieldErrors(error, form.setError, FIELDS));
    }
  });

  return (
    <Stack spacing={3} sx={{ py: { xs: 1, md: 2 }, maxWidth: 1200, minWidth: 0 }}>
      <PageHeading title="Exchange rates" />
      {rates.data && rates.data.waiting.length > 0 && (
        <Alert severity="warning" role="status">
          <Typography sx={{ fontWeight: 700 }}>Imports waiting for a rate</Typography>
          <Stack component="ul" spacing={0.5} sx={{ pl: 2, my: 1 }}>
            {rates.data.waiting.map((need) => (
              <li key={`${need.currency}-${need.month}`}>
                {need.currency} for {need.month} (statement{need.statements.length === 1 ? '' : 's'}{' '}
                {need.statements.map((id) => `#${id}`).join(', ')}){' '}
                <Button size="small" color="inherit" onClick={() => fill(need.currency, need.month)}>
                  Enter this rate
                </Button>
              </li>
            ))}
          </Stack>
          An import goes on by itself once the table has every rate it waits for.
        </Alert>
      )}
      <SectionCard
        id="rate-form"
        title={editing ? `Edit ${editing.currency} ${editing.month}` : 'Add a monthly rate'}
        description={`How many ${account || 'account currency units'} one unit of the currency is worth for sale lines of that month. A statement uses a rate stated in its own file first, then one typed at upload, then this table; with none, its import waits.`}
      >
        <Stack component="form" noValidate spacing={2} onSubmit={submit}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <FormTextField
              control={form.control}
              name="currency"
              label="Currency"
              fullWidth
              placeholder="GBP"
              inputProps={{ maxLength: 3 }}
              helperText="Three-letter code"
            />
            <FormTextField
              control={form.control}
              name="month"
              label="Month"
              fullWidth
              placeholder="yyyy-mm"
              helperText="Sale month, yyyy-mm"
            />
            <FormTextField
              control={form.control}
              name="rate"
              label={account ? `Rate into ${account}` : 'Rate'}
              fullWidth
              placeholder="1.2731"
              inputProps={{ inputMode: 'decimal' }}
              helperText="Exact decimal, e.g. 1.2731"
            />
          </Stack>
          <ErrorAlert messages={rest} />
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="contained" disabled={save.isPending}>
              {editing ? 'Save changes' : 'Save rate'}
            </Button>
            {editing && (
              <Button
                onClick={() => {
                  setEditing(null);
                  form.reset({ currency: '', month: '', rate: '' });
                }}
              >
                Cancel
              </Button>
            )}
          </Stack>
        </Stack>
      </SectionCard>
      <SectionCard
        id="rate-list"
        title="Monthly rates"
        description={account ? `Into ${account}, newest month first.` : undefined}
      >
        {rates.isPending && <ListSkeleton rows={3} square={false} label="Loading exchange rates" />}
        {rates.isError && <ErrorAlert error={rates.error} />}
        {rates.data && <RateList rows={rates.data.data} onEdit={startEdit} onDelete={setDeleting} />}
      </SectionCard>
      <RateImport />
      {deleting && (
        <ConfirmDialog
          title="Delete this rate?"
          confirmLabel="Delete"
          onClose={() => setDeleting(null)}
          onConfirm={async () => {
            await remove.mutateAsync(deleting.id);
            toasts.push({ message: `${deleting.currency} ${deleting.month} deleted`, type: 'success' });
          }}
        >
          {deleting.currency} {deleting.month} at {deleting.rate}. Statements imported already keep the rate they used.
        </ConfirmDialog>
      )}
    </Stack>
  );
}
