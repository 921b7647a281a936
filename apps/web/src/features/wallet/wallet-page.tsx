import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Payments from '@mui/icons-material/Payments';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import { PageHeading } from '../../ui/page-heading.js';
import { useWalletBalanceQuery } from '../../lib/wallet-balance.js';
import { PayoutsList } from './payouts-list.js';
import { RequestPayoutDialog } from './request-payout-dialog.js';
import { TransactionsTable } from './transactions-table.js';
import { TransferDialog } from './transfer-dialog.js';
import { WalletSummary } from './wallet-summary.js';

/** /user-portal/wallet — balance, earnings, payouts and transfers. */
export default function WalletPage() {
  const balance = useWalletBalanceQuery();
  const [dialog, setDialog] = useState<'payout' | 'transfer' | null>(null);
  const currency = balance.data?.currency ?? 'USD';
  const available = balance.data?.available ?? '0.00';
  const canSpend = !!balance.data && available !== '0.00';
  return (
    <Stack spacing={3} sx={{ py: { xs: 1, md: 2 }, maxWidth: 1200 }}>
      <PageHeading title="Wallet">
        <Button variant="contained" startIcon={<Payments />} onClick={() => setDialog('payout')} disabled={!canSpend}>
          Request payout
        </Button>
        <Button variant="outlined" startIcon={<SwapHoriz />} onClick={() => setDialog('transfer')} disabled={!canSpend}>
          Transfer
        </Button>
      </PageHeading>
      <Typography color="text.secondary">
        Your balance is what the stores reported, after royalty splits, payouts and transfers.
      </Typography>
      <WalletSummary />
      <TransactionsTable currency={currency} />
      <PayoutsList currency={currency} />
      {dialog === 'payout' && (
        <RequestPayoutDialog available={available} currency={currency} onClose={() => setDialog(null)} />
      )}
      {dialog === 'transfer' && (
        <TransferDialog available={available} currency={currency} onClose={() => setDialog(null)} />
      )}
    </Stack>
  );
}
