import type { ReleaseStoreState } from '@liner/domain';

export type ChipColor = 'default' | 'success' | 'info' | 'warning' | 'error';

/** Plain words for where a release stands at one store. */
export function describeStoreState(state: Pick<ReleaseStoreState, 'status' | 'live' | 'action'>): {
  label: string;
  color: ChipColor;
} {
  if (state.live) return { label: 'Live', color: 'success' };
  if (state.action === 'takedown' && (state.status === 'delivered' || state.status === 'acknowledged'))
    return { label: 'Taken down', color: 'default' };
  switch (state.status) {
    case 'queued':
      return { label: 'Queued', color: 'default' };
    case 'building':
    case 'sending':
      return { label: 'Sending', color: 'info' };
    case 'delivered':
      return { label: 'Delivered', color: 'info' };
    case 'acknowledged':
      return { label: 'Acknowledged', color: 'success' };
    case 'failed':
      return { label: 'Failed', color: 'error' };
  }
}
