import Chip from '@mui/material/Chip';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import { releaseStatusBadge, type StatusBadge } from '@liner/domain';

/**
 * The status chip of every release list. The badge comes from releaseStatusBadge (the one domain
 * function): either as the server computed it, or from a status and live flag here.
 */
export function StatusChip({
  badge,
  status,
  isLive = false,
}: {
  badge?: StatusBadge;
  status?: number;
  isLive?: boolean;
}) {
  const shown = badge ?? releaseStatusBadge(status ?? -1, isLive);
  return (
    <Chip
      size="small"
      label={shown.label}
      color={shown.color}
      variant={shown.color === 'default' ? 'outlined' : 'filled'}
      icon={shown.icon === 'trash' ? <DeleteOutline aria-label="pending removal" /> : undefined}
      sx={{ fontWeight: 600 }}
    />
  );
}
