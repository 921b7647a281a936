import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { VerifyCodeRequest } from '@liner/domain';
import { FormTextField } from '../../ui/form-text-field.js';
import { useProfileFeedback } from './use-profile-feedback.js';

interface CodeConfirmFormProps {
  /** Sends the code; throws the server's error when it is wrong. */
  onConfirm(code: string): Promise<void>;
  onCancel(): void;
}

/** The 6-digit code that proves a second factor works before it is turned on. */
export function CodeConfirmForm({ onConfirm, onCancel }: CodeConfirmFormProps) {
  const feedback = useProfileFeedback();
  const form = useForm({ resolver: zodResolver(VerifyCodeRequest), defaultValues: { code: '' } });

  const submit = form.handleSubmit(async ({ code }) => {
    try {
      await onConfirm(code);
    } catch (error) {
      feedback.failure(error, form.setError, ['code']);
    }
  });

  return (
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
        name="code"
        label="Code"
        autoComplete="one-time-code"
        sx={{ width: { xs: '100%', sm: 200 } }}
        inputProps={{ inputMode: 'numeric', pattern: '[0-9]*', maxLength: 6 }}
      />
      <Stack direction="row" spacing={1} sx={{ pt: { sm: 1 } }}>
        <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
          Turn on
        </Button>
        <Button onClick={onCancel}>Cancel</Button>
      </Stack>
    </Stack>
  );
}
