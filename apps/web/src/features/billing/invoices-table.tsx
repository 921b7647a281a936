import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CircularProgress from '@mui/material/CircularProgress';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import type { PaymentRow } from '@liner/domain';
import { formatDay } from '../../lib/format.js';
import { centsText } from '../../ui/money-text.js';
import { errorMessages } from '../../ui/server-errors.js';
import { useToasts } from '../../ui/toasts.js';
import { downloadInvoice } from './api.js';

const WIDE = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** Paid charges with their invoice PDF: amounts are cents / 100, the plan column follows the label rule. */
export function InvoicesTable({ rows, label }: { rows: PaymentRow[]; label: string }) {
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>Date</TableCell>
            <TableCell sx={WIDE}>Description</TableCell>
            <TableCell sx={WIDE}>Plan</TableCell>
            <TableCell align="right">Amount</TableCell>
            <TableCell align="right">Invoice</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <InvoiceRow key={row.id} row={row} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function InvoiceRow({ row }: { row: PaymentRow }) {
  return (
    <TableRow hover>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {formatDay(row.createdAt)}
        {/* On a phone the plan and description move under the date instead of their own columns. */}
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ display: { xs: 'block', sm: 'none' }, whiteSpace: 'normal' }}
        >
          {row.planName} · {row.description}
        </Typography>
      </TableCell>
      <TableCell sx={WIDE}>{row.description}</TableCell>
      <TableCell sx={WIDE}>{row.planName}</TableCell>
      <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
        {centsText(row.amount, row.currency)}
      </TableCell>
      <TableCell align="right">{row.hasInvoice ? <InvoiceDownload id={row.id} date={row.createdAt} /> : '—'}</TableCell>
    </TableRow>
  );
}

function InvoiceDownload({ id, date }: { id: number; date: string }) {
  const [busy, setBusy] = useState(false);
  const toasts = useToasts();
  const label = `Download the invoice of ${formatDay(date)} (PDF)`;
  const download = async () => {
    setBusy(true);
    try {
      await downloadInvoice(id);
    } catch (error) {
      toasts.push({ message: errorMessages(error).join('\n'), type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Tooltip title="Invoice PDF">
      <span>
        <IconButton aria-label={label} onClick={() => void download()} disabled={busy}>
          {busy ? <CircularProgress size={20} aria-hidden /> : <PictureAsPdfOutlined />}
        </IconButton>
      </span>
    </Tooltip>
  );
}
