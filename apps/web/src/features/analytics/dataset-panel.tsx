import { useDeferredValue, useId, useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { EmptyState } from '../../ui/empty-state.js';
import { errorMessages } from '../../ui/server-errors.js';
import { isDuplicateAnalyticsRequest } from './analytics-client.js';
import { csvFileName, downloadCsv, type CsvRows } from './csv.js';

interface DatasetPanelProps<T> {
  id: string;
  title: string;
  /** Under the title once there is data: the range, the total. */
  subtitle?: (data: T) => ReactNode;
  query: UseQueryResult<T, unknown>;
  isEmpty(data: T): boolean;
  emptyMessage?: string;
  /** What the export writes: the rows shown, as the table or chart shows them. */
  csv(data: T): CsvRows;
  range(data: T): { start_date: string; end_date: string } | undefined;
  /** The skeleton's height while the first answer is on its way. */
  loadingHeight?: number;
  children(data: T): ReactNode;
}

/** The frame every panel shares: outlined, rounded, padded. */
const frameSx = { p: { xs: 2, sm: 2.5 }, borderRadius: 3, minWidth: 0, height: '100%' } as const;
/** The title row's height: a one-line title beside a small button. */
const HEADER_ROW_PX = 31;

function PanelTitle({ id, title }: { id: string; title: string }) {
  return (
    <Typography id={id} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
      {title}
    </Typography>
  );
}

/**
 * A panel far below the fold: its titled frame as tall as the panel while it loads, so the page
 * keeps its outline and its height, with nothing else to render or style until it comes near.
 */
export function DatasetPanelPlaceholder({ title, loadingHeight }: { title: string; loadingHeight: number }) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={frameSx}>
      <Box sx={{ minHeight: HEADER_ROW_PX, mb: 1.5 }}>
        <PanelTitle id={headingId} title={title} />
      </Box>
      <Box sx={{ height: loadingHeight }} />
    </Paper>
  );
}

/**
 * One dataset's block, with its own states: a skeleton while loading, the error with "Try again",
 * the empty message, or the figures with a CSV export of them. A request superseded by a newer
 * one (777) changes nothing: the block keeps what it showed, or keeps loading.
 */
export function DatasetPanel<T>({
  id,
  title,
  subtitle,
  query,
  isEmpty,
  emptyMessage = 'No data for these filters yet.',
  csv,
  range,
  loadingHeight = 200,
  children,
}: DatasetPanelProps<T>) {
  const headingId = useId();
  const [exportError, setExportError] = useState<string | null>(null);
  const failed = query.isError && !isDuplicateAnalyticsRequest(query.error);
  // The figures draw in a render the browser may interrupt: several panels' answers arriving
  // together do not make one long task.
  const data = useDeferredValue(failed ? undefined : query.data);
  const hasRows = data !== undefined && !isEmpty(data);
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      aria-busy={query.isFetching}
      variant="outlined"
      data-panel={id}
      sx={frameSx}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between', mb: 1.5 }}>
        <Stack spacing={0.25} sx={{ minWidth: 0 }}>
          <PanelTitle id={headingId} title={title} />
          {data !== undefined && subtitle && (
            <Typography component="div" variant="body2" color="text.secondary">
              {subtitle(data)}
            </Typography>
          )}
        </Stack>
        <Button
          size="small"
          startIcon={<FileDownloadOutlined />}
          disabled={!hasRows}
          aria-label={`Export ${title} as CSV`}
          onClick={() => {
            if (data === undefined) return;
            setExportError(null);
            downloadCsv(csvFileName(id, range(data)), csv(data)).catch(() =>
              setExportError('The export could not be prepared. Try again.'),
            );
          }}
          sx={{ flexShrink: 0 }}
        >
          CSV
        </Button>
      </Stack>
      {exportError && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {exportError}
        </Alert>
      )}
      {failed && (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              Try again
            </Button>
          }
        >
          {`${title} could not be loaded. ${errorMessages(query.error).join(' ')}`}
        </Alert>
      )}
      {!failed && data === undefined && (
        <Skeleton variant="rounded" height={loadingHeight} role="progressbar" aria-label={`Loading ${title}`} />
      )}
      {data !== undefined && !hasRows && <EmptyState message={emptyMessage} />}
      {hasRows && children(data)}
    </Paper>
  );
}
