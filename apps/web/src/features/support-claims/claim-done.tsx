import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SupportClaimVerified } from '@liner/domain';
import { pathTo } from '../../app/routes.js';
import { useSession } from '../../app/session.js';

/** The request is a ticket now: its number, and its page for someone signed in. */
export function ClaimDone({ verified }: { verified: SupportClaimVerified }) {
  const { status } = useSession();
  const page = status === 'authenticated' ? verified.ticket_path : null;
  return (
    <Stack spacing={2} role="status">
      <Alert severity="success">{verified.message}</Alert>
      <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
        Ticket #{verified.ticket_id}
      </Typography>
      <Typography color="text.secondary">
        {page
          ? 'Follow it with your other tickets: we answer there and by e-mail.'
          : 'Keep this number: we answer by e-mail, and a reply to our e-mail joins the ticket.'}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {page && (
          <Button variant="contained" component={RouterLink} to={page}>
            Open the ticket
          </Button>
        )}
        <Button component={RouterLink} to={pathTo('support.index')}>
          Back to support
        </Button>
      </Stack>
    </Stack>
  );
}
