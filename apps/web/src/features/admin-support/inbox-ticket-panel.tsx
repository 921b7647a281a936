import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  OPERATOR_SETTABLE_STATUSES,
  type OperatorSettableStatus,
  type OperatorSupportTicket,
  ticketSubjectText,
} from '@liner/domain';
import { formatMoment } from '../../lib/format.js';
import { QueryState } from '../../ui/query-state.js';
import { errorMessages } from '../../ui/server-errors.js';
import { SelectField } from '../../ui/select-field.js';
import { SupportThread } from '../../ui/support-thread.js';
import { agentStatusLabel, TicketStatusChip } from '../../ui/ticket-status-chip.js';
import { useToasts } from '../../ui/toasts.js';
import {
  useAgentsQuery,
  useAssignMutation,
  useEndChatMutation,
  useInboxTicketQuery,
  useStatusMutation,
} from './api.js';
import { LiveChatChip } from './live-chat-chip.js';
import { ClaimPanel } from './claim-panel.js';
import { CustomerSidebar } from './customer-sidebar.js';
import { InboxReplyForm } from './inbox-reply-form.js';

/** One ticket in the inbox: who asked, its state and assignee, the thread, the reply box, the customer. */
export function InboxTicketPanel({ id, onClose }: { id: number; onClose(): void }) {
  const ticket = useInboxTicketQuery(id);
  return (
    <QueryState
      query={ticket}
      what="ticket"
      back={{ to: '/user-portal/admin/support', label: 'Back to the inbox' }}
      loading={<Skeleton variant="rounded" height={420} aria-label="Loading the ticket" />}
    >
      {({ ticket: shown, comments }) => (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', xl: 'minmax(0, 1fr) 280px' },
            alignItems: 'start',
          }}
        >
          <Stack spacing={2} sx={{ minWidth: 0 }}>
            <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: 3 }}>
              <Button size="small" onClick={onClose} sx={{ display: { lg: 'none' }, mb: 1 }}>
                ← Queue
              </Button>
              <Typography variant="h5" component="h2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                {ticketSubjectText(shown.subject)}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                #{shown.id} · {shown.requester_name} &lt;{shown.requester_email}&gt; · {shown.source} · opened{' '}
                {formatMoment(shown.created_at)}
              </Typography>
              <TicketControls ticket={shown} />
            </Paper>
            <ClaimPanel ticketId={shown.id} kind={shown.kind} />
            <SupportThread comments={comments} />
            <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: 3 }}>
              <InboxReplyForm ticket={shown} />
            </Paper>
          </Stack>
          <CustomerSidebar ticketId={shown.id} />
        </Box>
      )}
    </QueryState>
  );
}

function TicketControls({ ticket }: { ticket: OperatorSupportTicket }) {
  const toasts = useToasts();
  const agents = useAgentsQuery();
  const assign = useAssignMutation();
  const status = useStatusMutation();
  const endChat = useEndChatMutation();
  const failed = (error: unknown) => toasts.push({ message: errorMessages(error).join(' '), type: 'error' });
  const statusOptions = OPERATOR_SETTABLE_STATUSES.map((value) => ({ value, label: agentStatusLabel(value) }));
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ mt: 2, flexWrap: 'wrap', alignItems: 'center' }}>
      <TicketStatusChip status={ticket.status} agent />
      {ticket.live_chat && <LiveChatChip />}
      <SelectField
        label="Set state"
        value={ticket.status === 'new' ? '' : ticket.status}
        options={statusOptions}
        onChange={(value) =>
          status.mutate(
            { id: ticket.id, status: value as OperatorSettableStatus },
            { onError: failed, onSuccess: (saved) => toasts.push({ message: saved.message, type: 'success' }) },
          )
        }
        sx={{ minWidth: 160 }}
      />
      <SelectField
        label="Assignee"
        value={ticket.assignee ? String(ticket.assignee.id) : 'none'}
        options={[
          { value: 'none', label: 'Unassigned' },
          ...(agents.data?.data ?? []).map((agent) => ({ value: String(agent.id), label: agent.name })),
        ]}
        onChange={(value) =>
          assign.mutate(
            { id: ticket.id, assignee_id: value === 'none' ? null : Number(value) },
            { onError: failed, onSuccess: (saved) => toasts.push({ message: saved.message, type: 'success' }) },
          )
        }
        sx={{ minWidth: 180 }}
      />
      {ticket.live_chat && (
        <Button
          variant="outlined"
          disabled={endChat.isPending}
          onClick={() =>
            endChat.mutate(ticket.id, {
              onError: failed,
              onSuccess: (answer) => toasts.push({ message: answer.message, type: 'success' }),
            })
          }
        >
          End chat
        </Button>
      )}
    </Stack>
  );
}
