import { useState } from 'react';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { isForbidden } from '../../lib/http.js';
import { EmptyState } from '../../ui/empty-state.js';
import { ErrorAlert } from '../../ui/error-alert.js';
import { PageHeading } from '../../ui/page-heading.js';
import { TablePager } from '../../ui/table-pager.js';
import { useAuditQuery } from './api.js';

const timeFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/** /user-portal/audit — what was changed in the account, and by whom, newest first. */
export default function AuditPage() {
  const [page, setPage] = useState(1);
  const audit = useAuditQuery(page);
  return (
    <Stack spacing={3} sx={{ py: { xs: 1, md: 2 }, maxWidth: 1100 }}>
      <PageHeading title="Audit trail">
        <Typography color="text.secondary">
          Every change made in your account, by you or someone acting for it.
        </Typography>
      </PageHeading>
      {isForbidden(audit.error) ? (
        <Typography>Only the account owner reads its audit trail.</Typography>
      ) : (
        <ErrorAlert error={audit.error} />
      )}
      {audit.isPending && <Skeleton variant="rounded" height={240} aria-label="Loading the audit trail" />}
      {audit.data?.data.length === 0 && <EmptyState message="No change recorded yet" />}
      {audit.data && audit.data.data.length > 0 && (
        <Paper variant="outlined">
          <TableContainer>
            <Table size="small" aria-label="Audit trail">
              <TableHead>
                <TableRow>
                  <TableCell>When (UTC)</TableCell>
                  <TableCell>What</TableCell>
                  <TableCell>Who</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {audit.data.data.map((entry) => (
                  <TableRow key={entry.id}>
                    <TableCell sx={{ whiteSpace: { sm: 'nowrap' }, minWidth: 96 }}>
                      {timeFormat.format(new Date(entry.at))}
                    </TableCell>
                    <TableCell sx={{ overflowWrap: 'break-word', minWidth: 96 }}>{entry.action}</TableCell>
                    <TableCell sx={{ overflowWrap: 'break-word', minWidth: 96 }}>{entry.byLine}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePager page={audit.data} onPageChange={setPage} />
        </Paper>
      )}
    </Stack>
  );
}
