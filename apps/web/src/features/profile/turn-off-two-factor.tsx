import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RemoveTwoFactorRequest } from '@liner/domain';
import { PasswordField } from '../../ui/password-field.js';
import { useProfileFeedback } from './use-profile-feedback.js';

/** "Turn off" asks for the current password first: a stolen session alone must not remove the factor. */
export function TurnOffTwoFactor({ onTurnOff }: { onTurnOff(password: string): Promise<void> }) {
  const [isConfirming, setConfirming] = useState(false);
  const feedback = useProfileFeedback();
  const form = useForm({ resolver: zodResolver(RemoveTwoFactorRequest), defaultValues: { password: '' } });

  const submit = form.handleSubmit(async ({ password }) => {
    try {
      await onTurnOff(password);
    } catch (error) {
      feedback.failure(error, form.setError, ['password']);
    }
  });

  if (!isConfirming) {
    return (
      <Button variant="outlined" color="error" onClick={() => setConfirming(true)} sx={{ alignSelf: 'flex-start' }}>
        Turn off
      </Button>
    );
  }
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} sx={{ maxWidth: 420 }}>
      <PasswordField
        control={form.control}
        name="password"
        label="Current password"
        autoComplete="current-password"
        autoFocus
        fullWidth
      />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" color="error" loading={form.formState.isSubmitting}>
          Turn off two-factor
        </Button>
        <Button
          onClick={() => {
            setConfirming(false);
            form.reset();
          }}
        >
          Cancel
        </Button>
      </Stack>
    </Stack>
  );
}
