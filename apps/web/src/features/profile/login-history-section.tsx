import { useState } from 'react';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatLoginHistoryTime } from '@liner/domain';
import { ErrorAlert } from '../../ui/error-alert.js';
import { SkeletonRows } from './active-sessions-section.js';
import { useLoginHistoryQuery } from './api.js';
import { SectionCard } from '../../ui/section-card.js';
import { TablePager, orNotAvailable } from '../../ui/table-pager.js';

const COLUMNS = ['Time', 'Status', 'IP address', 'Device', 'Browser', 'OS'] as const;

/** Every sign-in attempt on this account, granted or denied. */
export function LoginHistorySection() {
  const [page, setPage] = useState(1);
  const history = useLoginHistoryQuery(page);

  return (
    <SectionCard id="login-history" title="Login history" description="Recent sign-in attempts on your account.">
      <ErrorAlert error={history.error} />
      <TableContainer>
        <Table size="small" aria-labelledby="login-history-heading" sx={{ minWidth: 640 }}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell key={column}>{column}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {history.isPending && <SkeletonRows columns={COLUMNS.length} />}
            {history.data?.data.map((row) => (
              <TableRow key={row.id}>
                <TableCell sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                  {formatLoginHistoryTime(row.createdAt)}
                  {row.repeated > 1 && (
                    <Typography component="span" variant="caption" color="text.secondary">
                      {' '}
                      ×{row.repeated}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    variant="outlined"
                    label={row.type}
                    color={row.type === 'Access Granted' ? 'success' : 'error'}
                  />
                </TableCell>
                <TableCell sx={{ fontVariantNumeric: 'tabular-nums' }}>{orNotAvailable(row.ipAddress)}</TableCell>
                <TableCell>{orNotAvailable(row.device)}</TableCell>
                <TableCell>{orNotAvailable(row.browser)}</TableCell>
                <TableCell>{orNotAvailable(row.os)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {history.data && history.data.data.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          Nothing here yet ...
        </Typography>
      )}
      <TablePager page={history.data} onPageChange={setPage} />
    </SectionCard>
  );
}
