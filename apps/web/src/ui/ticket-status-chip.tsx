import Chip, { type ChipProps } from '@mui/material/Chip';
import { SUPPORT_STATUS_LABELS, type SupportTicketStatus } from '@liner/domain';

const COLORS: Record<SupportTicketStatus, ChipProps['color']> = {
  new: 'info',
  open: 'primary',
  pending: 'warning',
  'on-hold': 'default',
  solved: 'success',
  closed: 'default',
};

/** A state in an agent's words: `pending` waits on the customer (the requester reads "Awaiting your reply"). */
export function agentStatusLabel(status: SupportTicketStatus): string {
  return status === 'pending' ? 'Waiting on customer' : SUPPORT_STATUS_LABELS[status];
}

/** A support ticket's state, in the words and colours of every ticket list (`agent`: in an agent's words). */
export function TicketStatusChip({ status, agent = false }: { status: SupportTicketStatus; agent?: boolean }) {
  return (
    <Chip
      size="small"
      label={agent ? agentStatusLabel(status) : SUPPORT_STATUS_LABELS[status]}
      color={COLORS[status]}
      variant={status === 'closed' || status === 'on-hold' ? 'outlined' : 'filled'}
      sx={{ fontWeight: 600 }}
    />
  );
}
