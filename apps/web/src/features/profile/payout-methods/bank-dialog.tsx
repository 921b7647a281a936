import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BankConnectRequest, PAYOUT_MESSAGES } from '@liner/domain';
import { ErrorAlert } from '../../../ui/error-alert.js';
import { FormTextField } from '../../../ui/form-text-field.js';
import { applyFieldErrors } from '../../../ui/server-errors.js';
import { useToasts } from '../../../ui/toasts.js';
import { useBankConnectMutation } from './api.js';
import { PROOF_FIELDS, SecurityProofFields } from './security-proof-fields.js';

type BankValues = z.input<typeof BankConnectRequest>;
const FIELDS = [
  'accountHolder',
  'iban',
  'accountNumber',
  'routingNumber',
  'country',
  'currency',
  ...PROOF_FIELDS,
] as const satisfies readonly (keyof BankValues)[];
type Kind = 'iban' | 'account';

/** Bank transfer: holder, IBAN (or account and routing number), country and currency. */
export function BankDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const toasts = useToasts();
  const connect = useBankConnectMutation();
  const [kind, setKind] = useState<Kind>('iban');
  const [rest, setRest] = useState<string[]>([]);
  const form = useForm<BankValues, unknown, BankConnectRequest>({
    resolver: zodResolver(BankConnectRequest),
    defaultValues: { accountHolder: '', country: '', currency: '' },
  });

  /** One format at a time: the fields of the other one are emptied so the contract checks the chosen one. */
  const chooseKind = (next: Kind) => {
    setKind(next);
    for (const name of next === 'iban' ? (['accountNumber', 'routingNumber'] as const) : (['iban'] as const)) {
      form.setValue(name, undefined);
      form.clearErrors(name);
    }
  };

  const submit = form.handleSubmit(async (values) => {
    setRest([]);
    try {
      const iban = values.iban?.replace(/\s+/g, '');
      const answer = await connect.mutateAsync({ ...values, iban });
      toasts.push({ message: answer.message || PAYOUT_MESSAGES.bankConnected, type: 'success' });
      onClose();
    } catch (error) {
      setRest(applyFieldErrors(error, form.setError, FIELDS));
    }
  });

  return (
    <Dialog
      open={open}
      onClose={connect.isPending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="bank-dialog-title"
    >
      <DialogTitle id="bank-dialog-title">Connect a bank account</DialogTitle>
      <FormProvider {...form}>
        <Stack component="form" noValidate onSubmit={submit}>
          <DialogContent>
            <Stack spacing={2}>
              <ErrorAlert messages={rest} />
              <FormTextField
                control={form.control}
                name="accountHolder"
                label="Account holder"
                fullWidth
                autoComplete="name"
              />
              <ToggleButtonGroup
                exclusive
                size="small"
                value={kind}
                onChange={(_event, next: Kind | null) => next && chooseKind(next)}
                aria-label="Account number format"
              >
                <ToggleButton value="iban">IBAN</ToggleButton>
                <ToggleButton value="account">Account and routing number</ToggleButton>
              </ToggleButtonGroup>
              {kind === 'iban' ? (
                <FormTextField
                  control={form.control}
                  name="iban"
                  label="IBAN"
                  fullWidth
                  optional
                  inputProps={{ maxLength: 50 }}
                  helperText="For example DE89 3704 0044 0532 0130 00"
                />
              ) : (
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                  <FormTextField
                    control={form.control}
                    name="accountNumber"
                    label="Account number"
                    fullWidth
                    optional
                    inputProps={{ maxLength: 17 }}
                  />
                  <FormTextField
                    control={form.control}
                    name="routingNumber"
                    label="Routing number"
                    fullWidth
                    optional
                    inputProps={{ maxLength: 9 }}
                  />
                </Stack>
              )}
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <FormTextField
                  control={form.control}
                  name="country"
                  label="Bank country"
                  fullWidth
                  inputProps={{ maxLength: 2 }}
                  helperText="Two letters, e.g. DE"
                />
                <FormTextField
                  control={form.control}
                  name="currency"
                  label="Account currency"
                  fullWidth
                  inputProps={{ maxLength: 3 }}
                  helperText="Three letters, e.g. EUR"
                />
              </Stack>
              <SecurityProofFields />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={connect.isPending}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" loading={connect.isPending}>
              Connect
            </Button>
          </DialogActions>
        </Stack>
      </FormProvider>
    </Dialog>
  );
}
