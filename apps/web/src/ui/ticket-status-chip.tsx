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

/** A support ticket's state, in the words and colours of every ticket list. */
export function TicketStatusChip({ status }: { status: SupportTicketStatus }) {
  return (
    <Chip
      size="small"
      label={SUPPORT_STATUS_LABELS[status]}
      color={COLORS[status]}
      variant={status === 'closed' || status === 'on-hold' ? 'outlined' : 'filled'}
      sx={{ fontWeight: 600 }}
    />
  );
}
