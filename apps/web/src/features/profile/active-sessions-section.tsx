import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatLoginHistoryTime, type ActiveSession } from '@liner/domain';
import { useToasts } from '../../ui/toasts.js';
import { ErrorAlert } from '../../ui/error-alert.js';
import { errorMessages } from '../../ui/server-errors.js';
import { useActiveSessionsQuery, useLogoutOtherSessionsMutation, useLogoutSessionMutation } from './api.js';
import { SectionCard } from '../../ui/section-card.js';
import { visuallyHidden } from '@mui/utils';
import { TablePager, orNotAvailable } from '../../ui/table-pager.js';

const COLUMNS = ['Device', 'Browser', 'OS', 'IP address', 'Created', ''] as const;

/** Devices signed in to this account, with a way to sign any of them out. */
export function ActiveSessionsSection() {
  const toasts = useToasts();
  const [page, setPage] = useState(1);
  const sessions = useActiveSessionsQuery(page);
  const logoutOne = useLogoutSessionMutation();
  const logoutOthers = useLogoutOtherSessionsMutation();
  const hasOthers = (sessions.data?.total ?? 0) > 1;

  const logOut = async (session: ActiveSession) => {
    try {
      await logoutOne.mutateAsync(session.id);
      toasts.push({ message: 'Session logged out', type: 'success' });
    } catch (error) {
      toasts.push({ message: errorMessages(error).join('\n'), type: 'error' });
    }
  };
  const logOutOthers = async () => {
    try {
      const { revoked } = await logoutOthers.mutateAsync();
      toasts.push({
        message: `Logged out of ${revoked} other ${revoked === 1 ? 'session' : 'sessions'}`,
        type: 'success',
      });
      setPage(1);
    } catch (error) {
      toasts.push({ message: errorMessages(error).join('\n'), type: 'error' });
    }
  };

  return (
    <SectionCard
      id="active-sessions"
      title="Active sessions"
      description="Devices where you are signed in. Log out any you do not recognise."
      action={
        <Button
          variant="outlined"
          color="error"
          onClick={logOutOthers}
          loading={logoutOthers.isPending}
          disabled={!hasOthers}
          sx={{ flexShrink: 0 }}
        >
          Log out all other sessions
        </Button>
      }
    >
      <ErrorAlert error={sessions.error} />
      <TableContainer>
        <Table size="small" aria-labelledby="active-sessions-heading" sx={{ minWidth: 640 }}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell key={column}>
                  {column || (
                    <Box component="span" sx={visuallyHidden}>
                      Actions
                    </Box>
                  )}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {sessions.isPending && <SkeletonRows columns={COLUMNS.length} />}
            {sessions.data?.data.map((session) => (
              <TableRow key={session.id}>
                <TableCell>
                  {orNotAvailable(session.device)}
                  {session.isCurrentSession && <Chip label="This device" color="primary" size="small" sx={{ ml: 1 }} />}
                </TableCell>
                <TableCell>{orNotAvailable(session.browser)}</TableCell>
                <TableCell>{orNotAvailable(session.os)}</TableCell>
                <TableCell sx={{ fontVariantNumeric: 'tabular-nums' }}>{orNotAvailable(session.ip)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatLoginHistoryTime(session.createdAt)}</TableCell>
                <TableCell align="right">
                  {!session.isCurrentSession && (
                    <Button
                      size="small"
                      color="error"
                      onClick={() => logOut(session)}
                      disabled={logoutOne.isPending}
                      aria-label={`Log out ${orNotAvailable(session.browser)} on ${orNotAvailable(session.os)}, ${orNotAvailable(session.ip)}`}
                    >
                      Log out
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {sessions.data && sessions.data.data.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          Nothing here yet ...
        </Typography>
      )}
      <TablePager page={sessions.data} onPageChange={setPage} />
    </SectionCard>
  );
}

export function SkeletonRows({ columns, rows = 3 }: { columns: number; rows?: number }) {
  return Array.from({ length: rows }, (_, row) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows of a skeleton have no identity
    <TableRow key={row} aria-hidden>
      {Array.from({ length: columns }, (_, column) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cells of a skeleton have no identity
        <TableCell key={column}>
          <Skeleton variant="text" />
        </TableCell>
      ))}
    </TableRow>
  ));
}
