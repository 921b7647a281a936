import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ErrorAlert } from '../../ui/error-alert.js';
import {
  stripeBrowser,
  useStripeOutcomeMutation,
  useStripeResumeMutation,
} from './payout-methods/stripe-connect-api.js';

/**
 * /user-portal/profile/bank/success: where Stripe sends the person back, finished or not (an
 * expired onboarding link lands here too). The account is read again; an unfinished one can be
 * continued at Stripe with a fresh link.
 */
export default function StripeReturnPage() {
  const outcome = useStripeOutcomeMutation();
  const resume = useStripeResumeMutation();
  const asked = useRef(false);

  useEffect(() => {
    // Once per page: React's development double effect would ask Stripe twice.
    if (asked.current) return;
    asked.current = true;
    outcome.mutate();
  }, [outcome]);

  const continueAtStripe = (methodId: number) =>
    resume.mutate(methodId, { onSuccess: (answer) => stripeBrowser.go(answer.url) });

  return (
    <Stack spacing={2} sx={{ py: { xs: 1, md: 2 }, maxWidth: 560 }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700, fontSize: { xs: '1.6rem', md: '2.125rem' } }}>
        Bank account through Stripe
      </Typography>
      {outcome.isPending && (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={20} />
          <Typography>Checking your account with Stripe…</Typography>
        </Stack>
      )}
      {outcome.isError && <ErrorAlert error={outcome.error} />}
      {outcome.data?.status === 'verified' && <Alert severity="success">{outcome.data.message}</Alert>}
      {outcome.data?.status === 'pending' && (
        <>
          <Alert severity="info">{outcome.data.message}</Alert>
          {resume.isError && <ErrorAlert error={resume.error} />}
          <Button
            variant="contained"
            sx={{ alignSelf: 'flex-start' }}
            loading={resume.isPending || resume.isSuccess}
            onClick={() => outcome.data && continueAtStripe(outcome.data.methodId)}
          >
            Continue at Stripe
          </Button>
        </>
      )}
      <Button
        component={RouterLink}
        to="/user-portal/profile#payout-methods"
        variant="outlined"
        sx={{ alignSelf: 'flex-start' }}
      >
        Back to payout methods
      </Button>
    </Stack>
  );
}
