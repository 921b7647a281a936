import { useState } from 'react';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PAYOUT_METHOD_LABELS, type PayoutRow } from '@liner/domain';
import { ErrorAlert } from '../../ui/error-alert.js';
import { TablePager } from '../../ui/table-pager.js';
import { EmptyState } from '../../ui/empty-state.js';
import { formatDay } from '../../lib/format.js';
import { ListSkeleton } from '../../ui/list-skeleton.js';
import { useWithdrawalsQuery } from './api.js';
import { moneyText } from '../../ui/money-text.js';

const STATUS: Record<PayoutRow['status'], { label: string; color: 'warning' | 'success' | 'error' | 'info' }> = {
  pending: { label: 'Pending', color: 'warning' },
  approved: { label: 'Approved', color: 'info' },
  sending: { label: 'Sending', color: 'info' },
  paid: { label: 'Paid', color: 'success' },
  returned: { label: 'Returned', color: 'error' },
  rejected: { label: 'Rejected', color: 'error' },
};

/** Payout requests, newest first: pending ones hold their amount until an operator decides. */
export function PayoutsList({ currency }: { currency: string }) {
  const [page, setPage] = useState(1);
  const payouts = useWithdrawalsQuery(page);
  const data = payouts.data;
  return (
    <Paper
      variant="outlined"
      sx={{ borderRadius: 3, overflow: 'hidden' }}
      component="section"
      aria-labelledby="wallet-payouts"
    >
      <Typography id="wallet-payouts" component="h2" variant="h6" sx={{ fontWeight: 700, px: 2, pt: 2 }}>
        Payouts
      </Typography>
      {payouts.isPending && <ListSkeleton rows={2} square={false} label="Loading payouts" />}
      {payouts.isError && (
        <Stack sx={{ p: 2 }}>
          <ErrorAlert error={payouts.error} />
        </Stack>
      )}
      {data && data.data.length === 0 && (
        <EmptyState message="Nothing here yet ... your payout requests appear here." />
      )}
      {data && data.data.length > 0 && (
        <List aria-label="Payout requests">
          {data.data.map((row) => (
            <ListItem key={row.id} divider sx={{ gap: 2, flexWrap: 'wrap' }}>
              <Stack sx={{ flex: '1 1 200px', minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>
                  {moneyText(row.amount, currency)} to {PAYOUT_METHOD_LABELS[row.type]}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {formatDay(row.date)} · fee {moneyText(row.fee, currency)}
                  {row.withheld !== '0.00' ? ` · tax withheld ${moneyText(row.withheld, currency)}` : ''} · you receive{' '}
                  {moneyText(row.net, currency)} · {row.destination}
                </Typography>
                {row.status === 'returned' && (
                  <Typography variant="body2" color="text.secondary">
                    The payment came back; the money is in your wallet again.
                  </Typography>
                )}
                {row.reason && (
                  <Typography variant="body2" color="error">
                    Reason: {row.reason}
                  </Typography>
                )}
              </Stack>
              <Chip size="small" variant="outlined" color={STATUS[row.status].color} label={STATUS[row.status].label} />
            </ListItem>
          ))}
        </List>
      )}
      <TablePager page={data} onPageChange={setPage} />
    </Paper>
  );
}
