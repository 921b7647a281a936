import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ApplyPromoCodeRequest, type User } from '@liner/domain';
import { useSession } from '../../app/session.js';
import { formatDay } from '../../lib/format.js';
import { ErrorAlert } from '../../ui/error-alert.js';
import { FormTextField } from '../../ui/form-text-field.js';
import { SectionCard } from '../../ui/section-card.js';
import { applyFieldErrors } from '../../ui/server-errors.js';
import { useToasts } from '../../ui/toasts.js';
import { useApplyPromoCodeMutation } from './promo-code-api.js';

/** Where the account stands with promotional codes, from the flags of `me`. */
function PromoStatus({ user, continueTo }: { user: User; continueTo?: string }) {
  if (user.promoActive)
    return (
      <Alert
        severity="success"
        role="status"
        action={
          continueTo ? (
            <Button component={RouterLink} to={continueTo} color="inherit" size="small" sx={{ whiteSpace: 'nowrap' }}>
              Open the portal
            </Button>
          ) : undefined
        }
      >
        {user.promoActiveUntil
          ? `Promotional period running: no subscription needed until ${formatDay(user.promoActiveUntil)}.`
          : 'Promotional period running: no subscription needed for now.'}
      </Alert>
    );
  if (user.promoExists)
    return (
      <Alert severity="info" role="status">
        {user.promoActiveUntil
          ? `Your promotional period ended on ${formatDay(user.promoActiveUntil)}.`
          : 'Your promotional period has ended.'}
      </Alert>
    );
  return null;
}

/**
 * "Apply a promotional code": an operator's code gives free days without the subscription check,
 * added after a period still running. Shown on the billing page and where the guard sends an
 * account without a subscription (with `continueTo`: once a period runs, a way back in).
 */
export function PromoCodeCard({ continueTo }: { continueTo?: string } = {}) {
  const { user } = useSession();
  const apply = useApplyPromoCodeMutation();
  const [messages, setMessages] = useState<string[]>([]);
  const toasts = useToasts();
  const form = useForm({ resolver: zodResolver(ApplyPromoCodeRequest), defaultValues: { code: '' } });
  const submit = form.handleSubmit(async (values) => {
    setMessages([]);
    try {
      const answer = await apply.mutateAsync(values);
      toasts.push({ message: answer.message, type: 'success' });
      form.reset({ code: '' });
    } catch (error) {
      setMessages(applyFieldErrors(error, form.setError, ['code']));
    }
  });
  return (
    <SectionCard
      id="promo-code"
      title="Apply a promotional code"
      description="A code from Liner gives you free days: no subscription needed while they run."
    >
      <Stack spacing={2}>
        {user && <PromoStatus user={user} continueTo={continueTo} />}
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
            label="Promotional code"
            fullWidth
            autoComplete="off"
            inputProps={{ maxLength: 40, style: { textTransform: 'uppercase' } }}
          />
          <Button
            type="submit"
            variant="outlined"
            size="large"
            loading={form.formState.isSubmitting}
            sx={{ flexShrink: 0, minHeight: 56 }}
          >
            Apply code
          </Button>
        </Stack>
        <ErrorAlert messages={messages} />
      </Stack>
    </SectionCard>
  );
}
