import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReportItem } from '@liner/domain';
import { ErrorAlert } from '../../ui/error-alert.js';
import { errorMessages } from '../../ui/server-errors.js';
import { TablePager } from '../../ui/table-pager.js';
import { useToasts } from '../../ui/toasts.js';
import { EmptyState } from '../../ui/empty-state.js';
import { formatMoment } from '../../lib/format.js';
import { ListSkeleton } from '../../ui/list-skeleton.js';
import { downloadReport, useReportsQuery } from './api.js';

const STATUS: Record<ReportItem['status'], { label: string; color: 'default' | 'info' | 'success' | 'error' }> = {
  queued: { label: 'Queued', color: 'default' },
  generating: { label: 'Generating', color: 'info' },
  ready: { label: 'Ready', color: 'success' },
  failed: { label: 'Failed', color: 'error' },
};

function describe(report: ReportItem): string {
  const range = report.params.month ?? [report.params.start_date, report.params.end_date].filter(Boolean).join(' – ');
  // A PDF's "rows" are pages of the generator, not something the reader counts.
  const rows =
    report.rows !== null && report.format !== 'pdf' ? `${report.rows} ${report.rows === 1 ? 'row' : 'rows'}` : null;
  return [range || 'All time', report.format.toUpperCase(), rows].filter(Boolean).join(' · ');
}

/** My reports with their status (polled while generating) and a download for ready ones. */
export function ReportsList() {
  const [page, setPage] = useState(1);
  const reports = useReportsQuery(page);
  const toasts = useToasts();
  const [busy, setBusy] = useState<number | null>(null);
  const data = reports.data;
  const download = async (report: ReportItem) => {
    setBusy(report.id);
    try {
      await downloadReport(report);
    } catch (error) {
      toasts.push({ message: errorMessages(error).join('\n'), type: 'error' });
    } finally {
      setBusy(null);
    }
  };
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="reports-heading"
      sx={{ borderRadius: 3, overflow: 'hidden' }}
    >
      <Typography id="reports-heading" component="h2" variant="h6" sx={{ fontWeight: 700, px: 2, pt: 2 }}>
        My reports
      </Typography>
      {reports.isPending && <ListSkeleton rows={3} square={false} label="Loading reports" />}
      {reports.isError && (
        <Stack sx={{ p: 2 }}>
          <ErrorAlert error={reports.error} />
        </Stack>
      )}
      {data && data.data.length === 0 && <EmptyState message="Nothing here yet ... request a report above." />}
      {data && data.data.length > 0 && (
        <List aria-label="Reports">
          {data.data.map((report) => (
            <ListItem key={report.id} divider sx={{ gap: 2, flexWrap: 'wrap' }}>
              <Stack sx={{ flex: '1 1 220px', minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{report.fileName}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {describe(report)} · requested {formatMoment(report.createdAt)}
                </Typography>
                {report.error && (
                  <Typography variant="body2" color="error">
                    {report.error}
                  </Typography>
                )}
              </Stack>
              <Chip
                size="small"
                variant="outlined"
                color={STATUS[report.status].color}
                label={STATUS[report.status].label}
              />
              {report.status === 'ready' && (
                <Button
                  size="small"
                  variant="outlined"
                  onClick={() => void download(report)}
                  loading={busy === report.id}
                  aria-label={`Download ${report.fileName}`}
                >
                  Download
                </Button>
              )}
            </ListItem>
          ))}
        </List>
      )}
      <TablePager page={data} onPageChange={setPage} />
    </Paper>
  );
}
