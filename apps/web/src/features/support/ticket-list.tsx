import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { type SupportListStatus, type SupportTicket, ticketSubjectText } from '@liner/domain';
import { pathTo } from '../../app/routes.js';
import { formatMoment } from '../../lib/format.js';
import { useSupportLiveUpdates, useSupportTicketsQuery } from '../../lib/support.js';
import { TablePager } from '../../ui/table-pager.js';
import { TableStates } from '../../ui/table-states.js';
import { TicketStatusChip } from '../../ui/ticket-status-chip.js';

/** The tabs of the list: every ticket, then the states a person acts on. */
const TABS: { status: SupportListStatus; label: string }[] = [
  { status: 'all', label: 'All' },
  { status: 'open', label: 'Open' },
  { status: 'pending', label: 'Awaiting you' },
  { status: 'new', label: 'New' },
  { status: 'on-hold', label: 'On hold' },
  { status: 'solved', label: 'Solved' },
  { status: 'closed', label: 'Closed' },
];

/** The address of a ticket's thread: a custom message (started by us) has its own page. */
export function ticketPath(ticket: Pick<SupportTicket, 'id' | 'kind'>): string {
  return ticket.kind === 'custom-message'
    ? pathTo('support.custom-message', { id: ticket.id })
    : pathTo('support.message-thread', { id: ticket.id });
}

/** The signed-in person's tickets, a state per tab, newest first, a page at a time. */
export function TicketList() {
  const [status, setStatus] = useState<SupportListStatus>('all');
  const [page, setPage] = useState(1);
  const tickets = useSupportTicketsQuery(status, page);
  useSupportLiveUpdates();
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
      <Tabs
        value={status}
        onChange={(_, next: SupportListStatus) => {
          setStatus(next);
          setPage(1);
        }}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Ticket states"
        sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}
      >
        {TABS.map((tab) => (
          <Tab key={tab.status} value={tab.status} label={tab.label} />
        ))}
      </Tabs>
      <TableStates
        query={tickets}
        loadingLabel="Loading tickets"
        emptyMessage={status === 'all' ? 'You have not written to us yet.' : 'No tickets in this state.'}
      />
      {tickets.data && tickets.data.data.length > 0 && (
        <List disablePadding aria-label="Tickets">
          {tickets.data.data.map((ticket) => (
            <ListItemButton key={ticket.id} component={RouterLink} to={ticketPath(ticket)} divider sx={{ py: 1.5 }}>
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={{ xs: 0.5, sm: 2 }}
                sx={{ width: '100%', alignItems: { sm: 'center' } }}
              >
                <Stack sx={{ flex: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600 }} noWrap>
                    {ticketSubjectText(ticket.subject)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" noWrap>
                    #{ticket.id} · updated {formatMoment(ticket.updated_at)}
                  </Typography>
                </Stack>
                <TicketStatusChip status={ticket.status} />
              </Stack>
            </ListItemButton>
          ))}
        </List>
      )}
      <TablePager page={tickets.data} onPageChange={setPage} />
    </Paper>
  );
}
