import type { ReactNode } from 'react';
import type { Control, FieldValues } from 'react-hook-form';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ErrorAlert } from '../../ui/error-alert.js';
import { FormCaptcha } from '../../ui/form-captcha.js';

/** What every claim form ends with: the robot check, what went wrong elsewhere, and the send button. */
export function ClaimFormFrame<T extends { captcha: string } & FieldValues, TOut>({
  label,
  onSubmit,
  control,
  captchaKey,
  rest,
  isPending,
  submitLabel,
  children,
}: {
  label: string;
  onSubmit(): void;
  control: Control<T, unknown, TOut>;
  captchaKey: number;
  rest: string[];
  isPending: boolean;
  submitLabel: string;
  children: ReactNode;
}) {
  // Every claim form has a captcha field; react-hook-form's paths cannot say so generically.
  const captcha = control as unknown as Control<{ captcha: string }, unknown, FieldValues>;
  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5} aria-label={label}>
      {children}
      <FormCaptcha control={captcha} name="captcha" resetKey={captchaKey} />
      <ErrorAlert messages={rest} />
      <Stack
        direction={{ xs: 'column-reverse', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography variant="body2" color="text.secondary">
          We e-mail you a 6-digit code: your request reaches us once you enter it.
        </Typography>
        <Button type="submit" variant="contained" disabled={isPending} sx={{ flexShrink: 0 }}>
          {isPending ? 'Sending…' : submitLabel}
        </Button>
      </Stack>
    </Stack>
  );
}

/** A titled group of fields inside a claim form. */
export function ClaimSection({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <Stack spacing={2} component="section" aria-label={title}>
      <div>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {hint && (
          <Typography variant="body2" color="text.secondary">
            {hint}
          </Typography>
        )}
      </div>
      {children}
    </Stack>
  );
}
