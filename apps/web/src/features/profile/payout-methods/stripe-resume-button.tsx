import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ErrorAlert } from '../../../ui/error-alert.js';
import { stripeBrowser, useStripeResumeMutation } from './stripe-connect-api.js';

/** An unfinished Stripe set-up: a fresh onboarding link (the previous one expires within minutes). */
export function StripeResumeButton({ methodId }: { methodId: number }) {
  const resume = useStripeResumeMutation();
  return (
    <Stack spacing={1}>
      <Button
        variant="contained"
        loading={resume.isPending || resume.isSuccess}
        onClick={() => resume.mutate(methodId, { onSuccess: (answer) => stripeBrowser.go(answer.url) })}
      >
        Continue at Stripe
      </Button>
      {resume.isError && <ErrorAlert error={resume.error} />}
    </Stack>
  );
}
