import Chip from '@mui/material/Chip';
import { STORE_STATE_LABEL, type StoreDeliveryState } from '@liner/domain';

const COLOR = {
  queued: 'default',
  packaged: 'warning',
  sent: 'info',
  acknowledged: 'info',
  live: 'success',
  failed: 'error',
  taken_down: 'default',
} as const satisfies Record<StoreDeliveryState, 'default' | 'info' | 'warning' | 'success' | 'error'>;

/** Where a release honestly stands at one store: the same words for the artist and the operator. */
export function StoreStateChip({ state }: { state: StoreDeliveryState }) {
  const color = COLOR[state];
  return (
    <Chip
      size="small"
      label={STORE_STATE_LABEL[state]}
      color={color}
      variant={color === 'default' ? 'outlined' : 'filled'}
      sx={{ fontWeight: 600 }}
    />
  );
}
