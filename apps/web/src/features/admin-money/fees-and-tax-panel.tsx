import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type AccountMatch,
  RatePercent,
  SetPlanFeeRequest,
  SetTaxProfileRequest,
  SUBSCRIPTION_PLANS,
  TAX_FORMS,
} from '@liner/domain';
import { ErrorAlert } from '../../ui/error-alert.js';
import { FormTextField } from '../../ui/form-text-field.js';
import { ListSkeleton } from '../../ui/list-skeleton.js';
import { SelectField } from '../../ui/select-field.js';
import { applyFieldErrors, errorMessages } from '../../ui/server-errors.js';
import { useToasts } from '../../ui/toasts.js';
import { AccountPicker, accountLabel } from './account-picker.js';
import { TaxReviewPanel } from './tax-review-panel.js';
import {
  downloadTaxSummary,
  useDistributionFeesQuery,
  useSetAccountFeeMutation,
  useSetPlanFeeMutation,
  useSetTaxProfileMutation,
  useTaxProfilesQuery,
} from './api.js';

const PLAN_LABEL: Record<(typeof SUBSCRIPTION_PLANS)[number], string> = {
  monthly: 'Monthly',
  yearly: 'Yearly',
  label: 'Label',
};

/** Distribution fee per plan, payee tax profiles and the yearly tax summary, on the payouts desk. */
export function FeesAndTaxPanel() {
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, p: 2 }} component="section" aria-labelledby="fees-and-tax">
      <Typography id="fees-and-tax" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        Fees and tax
      </Typography>
      <Stack spacing={3} sx={{ mt: 1 }}>
        <PlanFees />
        <AccountFee />
        <TaxReviewPanel />
        <TaxProfiles />
        <TaxSummary />
      </Stack>
    </Paper>
  );
}

function PlanFees() {
  const fees = useDistributionFeesQuery();
  const save = useSetPlanFeeMutation();
  const toasts = useToasts();
  const [rest, setRest] = useState<string[]>([]);
  const form = useForm<z.input<typeof SetPlanFeeRequest>, unknown, z.output<typeof SetPlanFeeRequest>>({
    resolver: zodResolver(SetPlanFeeRequest),
    defaultValues: { plan: 'monthly', rate: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    setRest([]);
    try {
      await save.mutateAsync({ plan: values.plan, rate: form.getValues('rate') });
      toasts.push({ message: `${PLAN_LABEL[values.plan]} plan fee saved`, type: 'success' });
    } catch (error) {
      setRest(applyFieldErrors(error, form.setError, ['plan', 'rate']));
    }
  });
  return (
    <Stack spacing={1}>
      <Typography component="h3" sx={{ fontWeight: 600 }}>
        Distribution fee
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Kept from earnings as statements are imported, at the account's own rate or its plan's (0 % unless set).
      </Typography>
      {fees.isPending && <ListSkeleton rows={1} square={false} label="Loading fees" />}
      {fees.isError && <ErrorAlert error={fees.error} />}
      {fees.data && (
        <Typography variant="body2" aria-label="Plan fees">
          {fees.data.plans.map((row) => `${PLAN_LABEL[row.plan]} ${row.rate} %`).join(' · ')}
          {fees.data.accounts.length > 0 &&
            ` · own rates: ${fees.data.accounts.map((row) => `${row.email} ${row.rate} %`).join(', ')}`}
        </Typography>
      )}
      <Stack
        component="form"
        noValidate
        onSubmit={submit}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'flex-start' } }}
      >
        <Controller
          control={form.control}
          name="plan"
          render={({ field }) => (
            <SelectField
              label="Plan"
              value={field.value}
              onChange={field.onChange}
              options={SUBSCRIPTION_PLANS.map((plan) => ({ value: plan, label: PLAN_LABEL[plan] }))}
            />
          )}
        />
        <FormTextField control={form.control} name="rate" label="Fee (%)" size="small" inputProps={{ maxLength: 6 }} />
        <Button type="submit" variant="outlined" loading={save.isPending}>
          Save fee
        </Button>
      </Stack>
      <ErrorAlert messages={rest} />
    </Stack>
  );
}

function TaxProfiles() {
  const profiles = useTaxProfilesQuery();
  const save = useSetTaxProfileMutation();
  const toasts = useToasts();
  const [rest, setRest] = useState<string[]>([]);
  const [payee, setPayee] = useState<AccountMatch | null>(null);
  const form = useForm<z.input<typeof SetTaxProfileRequest>, unknown, z.output<typeof SetTaxProfileRequest>>({
    resolver: zodResolver(SetTaxProfileRequest),
    defaultValues: { userId: '' as unknown as number, residencyCountry: '', taxForm: 'none', withholdingRate: '0' },
  });
  const submit = form.handleSubmit(async (values) => {
    setRest([]);
    try {
      await save.mutateAsync({ ...values, withholdingRate: form.getValues('withholdingRate') });
      toasts.push({ message: `Tax profile of ${payee ? accountLabel(payee) : 'the payee'} saved`, type: 'success' });
    } catch (error) {
      setRest(applyFieldErrors(error, form.setError, ['userId', 'residencyCountry', 'taxForm', 'withholdingRate']));
    }
  });
  return (
    <Stack spacing={1}>
      <Typography component="h3" sx={{ fontWeight: 600 }}>
        Payee tax profiles
      </Typography>
      <Typography variant="body2" color="text.secondary">
        The withholding rate applies to payouts requested from then on; the payout shows the amount, the tax withheld
        and what is sent.
      </Typography>
      {profiles.isPending && <ListSkeleton rows={1} square={false} label="Loading tax profiles" />}
      {profiles.isError && <ErrorAlert error={profiles.error} />}
      {profiles.data && profiles.data.data.length > 0 && (
        <List dense disablePadding aria-label="Tax profiles">
          {profiles.data.data.map((row) => (
            <ListItem key={row.userId} disableGutters sx={{ overflowWrap: 'anywhere' }}>
              #{row.userId} {row.email} · {row.residencyCountry ?? '—'} · {row.taxForm} · {row.withholdingRate} %
              withheld
            </ListItem>
          ))}
        </List>
      )}
      <AccountPicker
        purpose="payee"
        chosen={payee}
        error={form.formState.errors.userId?.message}
        onChoose={(account) => {
          setPayee(account);
          form.setValue('userId', (account?.userId ?? '') as number);
          if (account) form.clearErrors('userId');
          const known = account && profiles.data?.data.find((row) => row.userId === account.userId);
          if (known)
            form.reset({
              userId: known.userId,
              residencyCountry: known.residencyCountry ?? '',
              taxForm: known.taxForm,
              withholdingRate: String(Number(known.withholdingRate)),
            });
        }}
      />
      <Stack
        component="form"
        noValidate
        aria-label="Tax profile"
        onSubmit={submit}
        direction={{ xs: 'column', md: 'row' }}
        spacing={1}
        sx={{ alignItems: { md: 'flex-start' } }}
      >
        <FormTextField
          control={form.control}
          name="residencyCountry"
          label="Residency (country code)"
          size="small"
          inputProps={{ maxLength: 2 }}
        />
        <Controller
          control={form.control}
          name="taxForm"
          render={({ field }) => (
            <SelectField
              label="Tax form received"
              value={field.value}
              onChange={field.onChange}
              options={TAX_FORMS.map((taxForm) => ({ value: taxForm, label: taxForm === 'none' ? 'None' : taxForm }))}
            />
          )}
        />
        <FormTextField control={form.control} name="withholdingRate" label="Withholding (%)" size="small" />
        <Button type="submit" variant="outlined" loading={save.isPending}>
          Save profile
        </Button>
      </Stack>
      <ErrorAlert messages={rest} />
    </Stack>
  );
}

const AccountFeeForm = z.object({ rate: RatePercent });

/** An account's own distribution fee, replacing its plan's; cleared, the plan's applies again. */
function AccountFee() {
  const fees = useDistributionFeesQuery();
  const save = useSetAccountFeeMutation();
  const toasts = useToasts();
  const [rest, setRest] = useState<string[]>([]);
  const [account, setAccount] = useState<AccountMatch | null>(null);
  const form = useForm<z.input<typeof AccountFeeForm>, unknown, z.output<typeof AccountFeeForm>>({
    resolver: zodResolver(AccountFeeForm),
    defaultValues: { rate: '' },
  });
  // The lists refetch after a save: the fees query has the current own rate and plan rates.
  const own = account ? (fees.data?.accounts.find((row) => row.userId === account.userId)?.rate ?? null) : null;
  const planRate = account?.plan
    ? (fees.data?.plans.find((row) => row.plan === account.plan)?.rate ?? account.planFeeRate)
    : '0.00';
  const send = async (rate: string | null) => {
    if (!account) return;
    setRest([]);
    try {
      await save.mutateAsync({ userId: account.userId, rate });
      toasts.push({
        message: rate === null ? `${account.email} follows its plan's fee again` : `Fee of ${account.email} saved`,
        type: 'success',
      });
      if (rate === null) form.reset({ rate: '' });
    } catch (error) {
      setRest(applyFieldErrors(error, form.setError, ['rate']));
    }
  };
  const submit = form.handleSubmit(() => send(String(form.getValues('rate'))));
  return (
    <Stack spacing={1} component="section" aria-labelledby="account-fee">
      <Typography id="account-fee" component="h3" sx={{ fontWeight: 600 }}>
        Account fee
      </Typography>
      <Typography variant="body2" color="text.secondary">
        An account's own fee replaces its plan's from the next import on.
      </Typography>
      <AccountPicker
        purpose="account"
        chosen={account}
        onChoose={(next) => {
          setAccount(next);
          setRest([]);
          form.reset({ rate: next?.ownFeeRate ? String(Number(next.ownFeeRate)) : '' });
        }}
      />
      {account && (
        <>
          <Typography variant="body2" aria-label="Current fee" sx={{ overflowWrap: 'anywhere' }}>
            {account.plan ? `${PLAN_LABEL[account.plan]} plan fee ${planRate} %` : `No plan: plan fee ${planRate} %`}
            {own === null ? ' · follows its plan' : ` · own fee ${own} % replaces it`}
          </Typography>
          <Stack
            component="form"
            noValidate
            aria-label="Account fee"
            onSubmit={submit}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ alignItems: { sm: 'flex-start' } }}
          >
            <FormTextField
              control={form.control}
              name="rate"
              label="Own fee (%)"
              size="small"
              inputProps={{ maxLength: 6 }}
            />
            <Button type="submit" variant="outlined" loading={save.isPending}>
              Save own fee
            </Button>
            {own !== null && (
              <Button onClick={() => void send(null)} disabled={save.isPending}>
                Clear (use plan fee)
              </Button>
            )}
          </Stack>
        </>
      )}
      <ErrorAlert messages={rest} />
    </Stack>
  );
}

function TaxSummary() {
  const [year, setYear] = useState(String(new Date().getUTCFullYear()));
  const [busy, setBusy] = useState(false);
  const toasts = useToasts();
  const download = async () => {
    setBusy(true);
    try {
      await downloadTaxSummary(Number(year));
    } catch (error) {
      toasts.push({ message: errorMessages(error).join('\n'), type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={1}>
      <Typography component="h3" sx={{ fontWeight: 600 }}>
        Yearly tax summary
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label="Year"
          size="small"
          value={year}
          onChange={(event) => setYear(event.target.value.replace(/\D/g, '').slice(0, 4))}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          sx={{ width: 110 }}
        />
        <Button variant="outlined" onClick={() => void download()} loading={busy}>
          Download tax summary
        </Button>
      </Stack>
    </Stack>
  );
}
