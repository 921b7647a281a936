import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ticketSubjectText } from '@liner/domain';
import { formatDay } from '../../lib/format.js';
import { ErrorAlert } from '../../ui/error-alert.js';
import { TicketStatusChip } from '../../ui/ticket-status-chip.js';
import { useCustomerQuery } from './api.js';

/** Who asked: the account (or "guest"), its releases and balance, and their other recent tickets. */
export function CustomerSidebar({ ticketId }: { ticketId: number }) {
  const customer = useCustomerQuery(ticketId);
  return (
    <Paper component="aside" aria-label="Customer" variant="outlined" sx={{ p: 2, borderRadius: 3 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        Customer
      </Typography>
      {customer.isPending && <Skeleton variant="rounded" height={140} aria-label="Loading the customer" />}
      {customer.isError && <ErrorAlert error={customer.error} />}
      {customer.data && (
        <Stack spacing={1.5}>
          {customer.data.account ? (
            <Stack spacing={0.25}>
              <Typography sx={{ fontWeight: 600 }}>{customer.data.account.name}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {customer.data.account.email}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {customer.data.account.type} · since {formatDay(customer.data.account.created_at)}
                {customer.data.account.suspended ? ' · suspended' : ''}
              </Typography>
            </Stack>
          ) : (
            <Typography variant="body2" color="text.secondary">
              A guest without an account: answers go by e-mail only.
            </Typography>
          )}
          <Divider />
          <Stack direction="row" spacing={3}>
            <Stack>
              <Typography variant="caption" color="text.secondary">
                Releases
              </Typography>
              <Typography sx={{ fontWeight: 600 }}>{customer.data.releases_count}</Typography>
            </Stack>
            <Stack>
              <Typography variant="caption" color="text.secondary">
                Balance
              </Typography>
              <Typography sx={{ fontWeight: 600 }}>{customer.data.balance ?? '—'}</Typography>
            </Stack>
          </Stack>
          <Divider />
          <Typography variant="caption" color="text.secondary">
            Recent tickets
          </Typography>
          {customer.data.recent_tickets.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              None before this one.
            </Typography>
          ) : (
            <List dense disablePadding>
              {customer.data.recent_tickets.map((ticket) => (
                <ListItem key={ticket.id} disableGutters sx={{ gap: 1 }}>
                  <Typography variant="body2" sx={{ flex: 1, minWidth: 0 }} noWrap>
                    #{ticket.id} {ticketSubjectText(ticket.subject)}
                  </Typography>
                  <TicketStatusChip status={ticket.status} agent />
                </ListItem>
              ))}
            </List>
          )}
        </Stack>
      )}
    </Paper>
  );
}
