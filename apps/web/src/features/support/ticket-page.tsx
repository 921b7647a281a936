import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { acceptsReplies, ticketSubjectText } from '@liner/domain';
import { useCurrentRoute } from '../../app/navigation-context.js';
import { pathTo } from '../../app/routes.js';
import { formatMoment, positiveInt } from '../../lib/format.js';
import { useSupportLiveUpdates, useSupportTicketQuery } from '../../lib/support.js';
import { QueryState } from '../../ui/query-state.js';
import { SupportThread } from '../../ui/support-thread.js';
import { TicketStatusChip } from '../../ui/ticket-status-chip.js';
import { ReplyForm } from './reply-form.js';

/**
 * /support/message/{id} and /support/custom-message/{id} — one ticket's thread (a custom message
 * is one we started), the reply box while it takes replies.
 */
export default function TicketPage() {
  const route = useCurrentRoute();
  const id = positiveInt(useParams().id);
  const custom = route?.name === 'support.custom-message';
  const ticket = useSupportTicketQuery(id, custom);
  useSupportLiveUpdates();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <QueryState
        query={ticket}
        what="ticket"
        invalidId={id === 0}
        back={{ to: pathTo('support.index'), label: 'Back to support' }}
        loading={<Skeleton variant="rounded" height={360} aria-label="Loading the ticket" />}
      >
        {({ ticket: shown, comments }) => (
          <Stack spacing={3}>
            <Stack spacing={1}>
              <Button component={RouterLink} to={pathTo('support.index')} sx={{ alignSelf: 'flex-start' }}>
                ← All tickets
              </Button>
              <Typography variant="h4" component="h1" sx={{ fontWeight: 800, overflowWrap: 'anywhere' }}>
                {ticketSubjectText(shown.subject)}
              </Typography>
              <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <TicketStatusChip status={shown.status} />
                <Typography variant="body2" color="text.secondary">
                  #{shown.id} · opened {formatMoment(shown.created_at)}
                </Typography>
              </Stack>
            </Stack>
            <SupportThread comments={comments} />
            <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
              {acceptsReplies(shown.status) ? (
                <ReplyForm ticket={shown} />
              ) : (
                <Alert
                  severity="info"
                  action={
                    <Button component={RouterLink} to={pathTo('support.contact')} color="inherit" size="small">
                      New ticket
                    </Button>
                  }
                >
                  This ticket is closed. Open a new ticket to write to us again.
                </Alert>
              )}
            </Paper>
          </Stack>
        )}
      </QueryState>
    </Container>
  );
}
