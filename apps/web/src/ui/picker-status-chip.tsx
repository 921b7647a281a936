import Chip from '@mui/material/Chip';
import { nielsenStatusLabel, PICKER_MESSAGES, type NielsenStatus } from '@liner/domain';

/**
 * The pickers' status chips: a release's chart registration ('Under Review', 'Accepted') and a
 * track's active split ('Split already active'). Nothing when there is nothing to say.
 */
export function PickerStatusChip(props: { nielsenStatus: NielsenStatus | null } | { hasSplit: boolean }) {
  const label =
    'hasSplit' in props
      ? props.hasSplit
        ? PICKER_MESSAGES.splitActive
        : null
      : nielsenStatusLabel(props.nielsenStatus);
  if (!label) return null;
  const color = 'nielsenStatus' in props ? (props.nielsenStatus === '2' ? 'success' : 'warning') : 'default';
  return <Chip size="small" variant="outlined" color={color} label={label} sx={{ fontWeight: 600 }} />;
}
