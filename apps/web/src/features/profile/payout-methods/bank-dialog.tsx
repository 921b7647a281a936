import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { PAYOUT_MESSAGES } from '@liner/domain';
import { ErrorAlert } from '../../../ui/error-alert.js';
import { TextInput } from '../../../ui/text-input.js';
import { useToasts } from '../../../ui/toasts.js';
import { useBankConnectMutation, type BankInput, type SecurityProof } from './api.js';
import { splitFieldErrors } from '../../../ui/field-errors.js';
import { missingProof, PROOF_FIELDS, proofOf, SecurityProofFields } from './security-proof-fields.js';

const FIELDS = ['accountHolder', 'iban', 'accountNumber', 'routingNumber', 'country', 'currency', ...PROOF_FIELDS];
type Kind = 'iban' | 'account';

/** Bank transfer: holder, IBAN (or account and routing number), country and currency. */
export function BankDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const toasts = useToasts();
  const connect = useBankConnectMutation();
  const [kind, setKind] = useState<Kind>('iban');
  const [values, setValues] = useState({
    accountHolder: '',
    iban: '',
    accountNumber: '',
    routingNumber: '',
    country: '',
    currency: '',
  });
  const [proof, setProof] = useState<SecurityProof>({});
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [rest, setRest] = useState<string[]>([]);
  const set = (key: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues({ ...values, [key]: event.target.value });
  const field = (
    key: keyof typeof values,
    label: string,
    extra: { helperText?: string; maxLength?: number; autoComplete?: string } = {},
  ) => (
    <TextInput
      label={label}
      fullWidth
      value={values[key]}
      onChange={set(key)}
      error={!!errors[key]}
      helperText={errors[key]?.join('\n') ?? extra.helperText}
      inputProps={{ maxLength: extra.maxLength, autoComplete: extra.autoComplete }}
    />
  );

  const submit = async () => {
    setErrors({});
    setRest([]);
    const missing = missingProof(proof);
    if (missing) {
      setErrors(missing);
      return;
    }
    const input: BankInput = {
      accountHolder: values.accountHolder,
      country: values.country,
      currency: values.currency,
      ...proofOf(proof),
      ...(kind === 'iban'
        ? { iban: values.iban.replace(/\s+/g, '') }
        : { accountNumber: values.accountNumber, routingNumber: values.routingNumber }),
    };
    try {
      const answer = await connect.mutateAsync(input);
      toasts.push({ message: answer.message || PAYOUT_MESSAGES.bankConnected, type: 'success' });
      onClose();
    } catch (error) {
      const split = splitFieldErrors(error, FIELDS);
      setErrors(split.fields);
      setRest(split.rest);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={connect.isPending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="bank-dialog-title"
    >
      <DialogTitle id="bank-dialog-title">Connect a bank account</DialogTitle>
      <Stack
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <DialogContent>
          <Stack spacing={2}>
            <ErrorAlert messages={rest} />
            {field('accountHolder', 'Account holder', { autoComplete: 'name' })}
            <ToggleButtonGroup
              exclusive
              size="small"
              value={kind}
              onChange={(_event, next: Kind | null) => next && setKind(next)}
              aria-label="Account number format"
            >
              <ToggleButton value="iban">IBAN</ToggleButton>
              <ToggleButton value="account">Account and routing number</ToggleButton>
            </ToggleButtonGroup>
            {kind === 'iban' ? (
              field('iban', 'IBAN', { helperText: 'For example DE89 3704 0044 0532 0130 00', maxLength: 50 })
            ) : (
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                {field('accountNumber', 'Account number', { maxLength: 17 })}
                {field('routingNumber', 'Routing number', { maxLength: 9 })}
              </Stack>
            )}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {field('country', 'Bank country', { helperText: 'Two letters, e.g. DE', maxLength: 2 })}
              {field('currency', 'Account currency', { helperText: 'Three letters, e.g. EUR', maxLength: 3 })}
            </Stack>
            <SecurityProofFields value={proof} onChange={setProof} errors={errors} />
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
    </Dialog>
  );
}
