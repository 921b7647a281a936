import type { SplitPayeeStatus } from '@liner/domain';

/** How a split payee's answer reads wherever splits are listed (royalty shares, split sales). */
export const PAYEE_STATUS: Record<SplitPayeeStatus, { label: string; color: 'warning' | 'success' | 'error' }> = {
  pending: { label: 'Waiting', color: 'warning' },
  accepted: { label: 'Accepted', color: 'success' },
  declined: { label: 'Declined', color: 'error' },
};
