import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { pathTo } from '../../app/routes.js';
import { PromoCodeCard } from './promo-code-card.js';

/** /user-portal/restrict-not-subscribed — where the guard (rule 6) sends an account without an active subscription. */
export default function RestrictNotSubscribedPage() {
  return (
    <Stack spacing={3} sx={{ maxWidth: 720, mx: 'auto', py: { xs: 2, md: 4 } }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        Subscription needed
      </Typography>
      <Alert severity="info" variant="outlined" role="note">
        <AlertTitle>This part of Liner needs an active subscription</AlertTitle>
        Releasing music, your catalogue, sales and earnings are part of a Liner plan. Your account, settings, billing
        and support stay open without one, and nothing you made is lost: subscribe and carry on where you left off.
      </Alert>
      <Typography color="text.secondary">
        Pick a monthly or a yearly artist plan, or a label plan for several artists. New subscriptions may start with a
        free trial; the plans page shows the price and any trial before you enter a card.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button component={RouterLink} to={pathTo('subscription.index')} variant="contained" size="large">
          Subscribe
        </Button>
        <Button component={RouterLink} to={pathTo('portal.billing')} variant="outlined" size="large">
          See my billing
        </Button>
      </Stack>
      <PromoCodeCard continueTo={pathTo('portal.index')} />
    </Stack>
  );
}
