import { useState } from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { DEFAULT_PER_PAGE, type WalletTransaction } from '@liner/domain';
import { TableStates } from '../../ui/table-states.js';
import { PerPagePager } from '../../ui/table-pager.js';
import { formatDay } from '../../lib/format.js';
import { useWalletTransactionsQuery } from './api.js';
import { moneyText, signedMoneyText } from '../../ui/money-text.js';

/** Every change of the available balance, newest first, paged by the server. */
export function TransactionsTable({ currency }: { currency: string }) {
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(DEFAULT_PER_PAGE);
  const transactions = useWalletTransactionsQuery(page, perPage);
  const data = transactions.data;
  return (
    <Paper
      variant="outlined"
      sx={{ borderRadius: 3, overflow: 'hidden' }}
      component="section"
      aria-labelledby="wallet-transactions"
    >
      <Typography id="wallet-transactions" component="h2" variant="h6" sx={{ fontWeight: 700, px: 2, pt: 2 }}>
        Transactions
      </Typography>
      <TableStates
        query={transactions}
        loadingLabel="Loading transactions"
        emptyMessage="Nothing here yet ... your earnings appear here once a store reports them."
      />
      {data && data.data.length > 0 && (
        <TableContainer>
          <Table size="small" aria-label="Transactions" aria-busy={transactions.isPlaceholderData}>
            <TableHead>
              <TableRow>
                <TableCell>Transaction</TableCell>
                <TableCell sx={WIDE}>Sale date</TableCell>
                <TableCell sx={WIDE}>Accounting date</TableCell>
                <TableCell sx={WIDE}>Paid date</TableCell>
                <TableCell align="right">Amount</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.data.map((row) => (
                <TransactionRow key={row.id} row={row} currency={currency} />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <PerPagePager page={data} onPageChange={setPage} onPerPageChange={setPerPage} />
    </Paper>
  );
}

function TransactionRow({ row, currency }: { row: WalletTransaction; currency: string }) {
  const party = row.senderEmail && row.receiverEmail ? `${row.senderEmail} → ${row.receiverEmail}` : null;
  return (
    <TableRow hover>
      <TableCell>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {row.title}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
          {typeLabel(row.type)} · {formatDay(row.date)}
          {party ? ` · ${party}` : ''}
        </Typography>
        {row.recouped && (
          <Typography variant="caption" color="warning.main" sx={{ display: 'block' }}>
            Recoupment: {moneyText(row.recouped, currency)} of it repaid the carried deficit
          </Typography>
        )}
        {row.balanceAfter.startsWith('-') && (
          <Typography variant="caption" color="warning.main" sx={{ display: 'block' }}>
            Carried deficit after this: {moneyText(row.balanceAfter.slice(1), currency)}
          </Typography>
        )}
        {/* On a phone the three dates move under the title instead of their own columns. */}
        {(row.saleDate || row.accountingDate || row.paidDate) && (
          <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'block', md: 'none' } }}>
            Sale {formatDay(row.saleDate)} · accounting {formatDay(row.accountingDate)} · paid {formatDay(row.paidDate)}
          </Typography>
        )}
      </TableCell>
      <TableCell sx={WIDE}>{formatDay(row.saleDate)}</TableCell>
      <TableCell sx={WIDE}>{formatDay(row.accountingDate)}</TableCell>
      <TableCell sx={WIDE}>{formatDay(row.paidDate)}</TableCell>
      <TableCell
        align="right"
        sx={{
          fontVariantNumeric: 'tabular-nums',
          whiteSpace: 'nowrap',
          color: row.amount.startsWith('-') ? 'text.primary' : 'success.main',
        }}
      >
        {signedMoneyText(row.amount, currency)}
      </TableCell>
    </TableRow>
  );
}

const WIDE = { display: { xs: 'none', md: 'table-cell' } } as const;

const TYPE_LABELS: Record<string, string> = {
  'statement-earnings': 'Sales',
  'statement-reversal': 'Statement reversed',
  'split-release': 'Royalty split',
  'payout-request': 'Payout',
  'payout-approved': 'Payout',
  'payout-rejected': 'Payout returned',
  'payout-returned': 'Payout came back',
  transfer: 'Transfer',
  adjustment: 'Adjustment',
};
const typeLabel = (type: string) => TYPE_LABELS[type] ?? type;
