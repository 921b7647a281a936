import { Link as RouterLink } from 'react-router';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { pathTo } from '../../app/routes.js';
import { useSession } from '../../app/session.js';
import { GuestTicketForm } from './guest-ticket-form.js';
import { NewTicketForm } from './new-ticket-form.js';

/**
 * /support/contact and /support/message — write to support: a ticket in the account for someone
 * signed in, else the guest form answered by e-mail.
 */
export default function ContactPage() {
  const { status } = useSession();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography variant="h3" component="h1" sx={{ fontSize: { xs: 32, md: 44 }, fontWeight: 800 }}>
        Contact support
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {status === 'authenticated' ? (
          <>
            Your ticket joins the others on the{' '}
            <Link component={RouterLink} to={pathTo('support.index')}>
              support page
            </Link>
            ; we answer there and by e-mail.
          </>
        ) : (
          'Tell us what happened. Already have an account? Sign in first and we see your releases and payments with your message.'
        )}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
        {status === 'loading' && <Skeleton variant="rounded" height={320} aria-label="Loading" />}
        {status === 'authenticated' && <NewTicketForm />}
        {status === 'guest' && <GuestTicketForm />}
      </Paper>
    </Container>
  );
}
