import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { PASSWORD_MIN_LENGTH, PASSWORD_UPDATED, UpdatePasswordRequest } from '@liner/domain';
import { PasswordField } from '../../ui/password-field.js';
import { useUpdatePasswordMutation } from './api.js';
import { SectionCard } from '../../ui/section-card.js';
import { useProfileFeedback } from './use-profile-feedback.js';

type PasswordInput = z.input<typeof UpdatePasswordRequest>;
const EMPTY: PasswordInput = { currentPassword: '', password: '', password_confirmation: '' };

/** Change password: needs the current one; the server then signs out every other session. */
export function PasswordSection() {
  const feedback = useProfileFeedback();
  const update = useUpdatePasswordMutation();
  const form = useForm<PasswordInput, unknown, UpdatePasswordRequest>({
    resolver: zodResolver(UpdatePasswordRequest),
    defaultValues: EMPTY,
  });

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await update.mutateAsync(values);
      feedback.success(answer.message || PASSWORD_UPDATED);
      form.reset(EMPTY);
    } catch (error) {
      feedback.failure(error, form.setError, ['currentPassword', 'password', 'password_confirmation']);
    }
  });

  return (
    <SectionCard id="password" title="Password" description="Changing it signs you out on every other device.">
      <Stack component="form" noValidate onSubmit={submit} spacing={2} sx={{ maxWidth: 480 }}>
        <PasswordField
          control={form.control}
          name="currentPassword"
          label="Current password"
          autoComplete="current-password"
          fullWidth
        />
        <PasswordField
          control={form.control}
          name="password"
          label="New password"
          autoComplete="new-password"
          fullWidth
          helperText={`At least ${PASSWORD_MIN_LENGTH} characters. Avoid common passwords.`}
        />
        <PasswordField
          control={form.control}
          name="password_confirmation"
          label="Confirm new password"
          autoComplete="new-password"
          fullWidth
        />
        <Button
          type="submit"
          variant="contained"
          sx={{ alignSelf: 'flex-start' }}
          loading={form.formState.isSubmitting}
        >
          Change password
        </Button>
      </Stack>
    </SectionCard>
  );
}
