import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
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
import { analyticsPlatform } from '@liner/domain';
import { formatMoment } from '../../lib/format.js';
import { ConfirmDialog } from '../../ui/confirm-dialog.js';
import { ErrorAlert } from '../../ui/error-alert.js';
import { useAnalyticsImportQuery, useRemoveAnalyticsImportMutation } from './api.js';
import { count, dayRange, IMPORT_STATUS } from './import-status.js';

/** One import: what it read and wrote, its bad rows by line, and its removal. */
export function AnalyticsImportDetail({ id, onRemoved }: { id: number; onRemoved(): void }) {
  const query = useAnalyticsImportQuery(id);
  const remove = useRemoveAnalyticsImportMutation();
  const [confirming, setConfirming] = useState(false);
  const data = query.data;
  if (query.isPending) return <Skeleton variant="rounded" height={200} aria-label="Loading the import" />;
  if (query.isError) return <ErrorAlert error={query.error} />;
  if (!data) return null;
  const running = data.status === 'queued' || data.status === 'importing';
  const platform = analyticsPlatform(data.platform)?.name ?? data.platform;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="import-detail-heading"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography
          id="import-detail-heading"
          component="h2"
          variant="h6"
          sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
        >
          #{data.id} {data.fileName ?? data.layout}
        </Typography>
        <Chip size="small" color={IMPORT_STATUS[data.status].color} label={IMPORT_STATUS[data.status].label} />
        {!running && (
          <Button size="small" color="error" variant="outlined" sx={{ ml: 'auto' }} onClick={() => setConfirming(true)}>
            Remove import
          </Button>
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {platform} · layout {data.layout} · {data.source} · uploaded {formatMoment(data.createdAt)}
        {data.finishedAt ? ` · finished ${formatMoment(data.finishedAt)}` : ''}
      </Typography>
      {running && (
        <Stack spacing={0.5} sx={{ mt: 2 }}>
          <LinearProgress aria-label="Import progress" />
          <Typography variant="caption" color="text.secondary">
            {data.status === 'queued' ? 'Waiting for its turn' : `${count(data.rowsRead)} rows read so far`}
          </Typography>
        </Stack>
      )}
      {data.error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {data.error}
        </Alert>
      )}
      <Stack direction="row" useFlexGap spacing={3} sx={{ flexWrap: 'wrap', mt: 2 }} component="dl">
        {[
          ['Rows read', count(data.rowsRead)],
          ['Facts written', count(data.factsWritten)],
          ['Bad rows', count(data.badRows)],
          ['Days', dayRange(data.firstDay, data.lastDay)],
        ].map(([label, value]) => (
          <Stack key={label} sx={{ m: 0 }}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
              {value}
            </Typography>
          </Stack>
        ))}
      </Stack>
      {data.problems.length > 0 && (
        <Stack spacing={1} sx={{ mt: 2 }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
            Bad rows
            {data.badRows > data.problems.length
              ? ` (the first ${data.problems.length} of ${count(data.badRows)})`
              : ''}
          </Typography>
          <TableContainer sx={{ maxHeight: 360 }}>
            <Table size="small" stickyHeader aria-label="Bad rows">
              <TableHead>
                <TableRow>
                  <TableCell sx={{ width: 80 }}>Line</TableCell>
                  <TableCell>Problem</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.problems.map((problem) => (
                  <TableRow key={problem.line}>
                    <TableCell sx={{ fontVariantNumeric: 'tabular-nums' }}>{problem.line}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{problem.message}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Stack>
      )}
      {data.status === 'done' && data.badRows === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          Every row was read and matched.
        </Typography>
      )}
      {confirming && (
        <ConfirmDialog
          title="Remove this import?"
          confirmLabel="Remove import"
          dismissLabel="Keep it"
          confirmColor="error"
          onClose={() => setConfirming(false)}
          onConfirm={async () => {
            await remove.mutateAsync(data.id);
            onRemoved();
          }}
        >
          Its {count(data.factsWritten)} facts are taken out of every analytics page. The same file may be imported
          again afterwards.
        </ConfirmDialog>
      )}
    </Paper>
  );
}
