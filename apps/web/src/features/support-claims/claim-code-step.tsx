import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  type SupportClaimKind,
  type SupportClaimStarted,
  type SupportClaimVerified,
  VerifySupportClaimRequest,
} from '@liner/domain';
import { ErrorAlert } from '../../ui/error-alert.js';
import { FormTextField } from '../../ui/form-text-field.js';
import { applyFieldErrors } from '../../ui/server-errors.js';
import { useVerifyClaimMutation } from './api.js';

type Values = VerifySupportClaimRequest;

/** The second step: the 6-digit code from the e-mail. Going back keeps the form as it was typed. */
export function ClaimCodeStep({
  kind,
  started,
  onVerified,
  onBack,
}: {
  kind: SupportClaimKind;
  started: SupportClaimStarted;
  onVerified(verified: SupportClaimVerified): void;
  onBack(): void;
}) {
  const verify = useVerifyClaimMutation(kind);
  const [rest, setRest] = useState<string[]>([]);
  const form = useForm<Values>({
    resolver: zodResolver(VerifySupportClaimRequest),
    defaultValues: { reference: started.reference, code: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    setRest([]);
    try {
      onVerified(await verify.mutateAsync(values));
    } catch (error) {
      // A reference the server no longer knows is told above the field: the form must be sent again.
      setRest(applyFieldErrors(error, form.setError, ['code']));
    }
  });
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5} aria-label="Enter the code">
      <Alert severity="info">{started.message}</Alert>
      <FormTextField
        control={form.control}
        name="code"
        label="6-digit code"
        required
        autoFocus
        autoComplete="one-time-code"
        inputProps={{ inputMode: 'numeric', maxLength: 6, pattern: '[0-9]*' }}
        helperText="The code is valid for 30 minutes."
        sx={{ maxWidth: 260 }}
      />
      <ErrorAlert messages={rest} />
      <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Button onClick={onBack}>Back to the form</Button>
        <Button type="submit" variant="contained" disabled={verify.isPending}>
          {verify.isPending ? 'Checking…' : 'Send my request'}
        </Button>
      </Stack>
    </Stack>
  );
}
