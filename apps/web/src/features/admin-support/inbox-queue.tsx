import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SUPPORT_QUEUE_STATUSES, ticketSubjectText } from '@liner/domain';
import { formatRelativeTime } from '@liner/domain';
import { SelectField } from '../../ui/select-field.js';
import { TablePager } from '../../ui/table-pager.js';
import { TableStates } from '../../ui/table-states.js';
import { agentStatusLabel, TicketStatusChip } from '../../ui/ticket-status-chip.js';
import { type InboxFilters, useSupportQueueQuery } from './api.js';
import { LiveChatChip } from './live-chat-chip.js';

const STATUS_OPTIONS = SUPPORT_QUEUE_STATUSES.map((status) => ({
  value: status,
  label: status === 'all' ? 'Every state' : status === 'active' ? 'To do (not solved)' : agentStatusLabel(status),
}));
const ASSIGNEE_OPTIONS = [
  { value: 'any', label: 'Anyone' },
  { value: 'me', label: 'Assigned to me' },
  { value: 'unassigned', label: 'Unassigned' },
];
const SORT_OPTIONS = [
  { value: 'oldest', label: 'Oldest first' },
  { value: 'newest', label: 'Newest first' },
];

/** The queue's three choices; each option's value is one the filter takes. */
const FILTERS: { key: 'status' | 'assignee' | 'sort'; label: string; options: { value: string; label: string }[] }[] = [
  { key: 'status', label: 'State', options: STATUS_OPTIONS },
  { key: 'assignee', label: 'Assignee', options: ASSIGNEE_OPTIONS },
  { key: 'sort', label: 'Order', options: SORT_OPTIONS },
];

/** The inbox queue: filters, then the tickets with their age and who works on them. */
export function InboxQueue({
  filters,
  onFilters,
  selected,
  onSelect,
}: {
  filters: InboxFilters;
  onFilters(filters: InboxFilters): void;
  selected: number;
  onSelect(id: number): void;
}) {
  const queue = useSupportQueueQuery(filters);
  const set = (patch: Partial<InboxFilters>) => onFilters({ ...filters, page: 1, ...patch });
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ p: 1.5, flexWrap: 'wrap' }}>
        {FILTERS.map((filter) => (
          <SelectField
            key={filter.key}
            label={filter.label}
            value={filters[filter.key]}
            options={filter.options}
            onChange={(value) => set({ [filter.key]: value })}
            sx={{ minWidth: 140, flex: 1 }}
          />
        ))}
      </Stack>
      <TableStates query={queue} loadingLabel="Loading the queue" emptyMessage="No tickets here." />
      {queue.data && queue.data.data.length > 0 && (
        <List disablePadding aria-label="Ticket queue">
          {queue.data.data.map((ticket) => (
            <ListItemButton
              key={ticket.id}
              divider
              selected={ticket.id === selected}
              onClick={() => onSelect(ticket.id)}
              sx={{ py: 1.25 }}
            >
              <Stack spacing={0.5} sx={{ width: '100%', minWidth: 0 }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <Typography sx={{ fontWeight: 600, flex: 1, minWidth: 0 }} noWrap>
                    {ticketSubjectText(ticket.subject)}
                  </Typography>
                  {ticket.live_chat && <LiveChatChip />}
                  <TicketStatusChip status={ticket.status} agent />
                </Stack>
                <Typography variant="body2" color="text.secondary" noWrap>
                  #{ticket.id} · {ticket.requester_name} · {formatRelativeTime(ticket.created_at)}
                  {ticket.assignee ? ` · ${ticket.assignee.name}` : ' · unassigned'}
                </Typography>
              </Stack>
            </ListItemButton>
          ))}
        </List>
      )}
      <TablePager page={queue.data} onPageChange={(page) => onFilters({ ...filters, page })} />
    </Paper>
  );
}
