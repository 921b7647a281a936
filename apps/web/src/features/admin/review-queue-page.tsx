import { Link as RouterLink, useSearchParams } from 'react-router';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReviewQueueRow } from '@liner/domain';
import { pathTo } from '../../app/routes.js';
import { ErrorAlert } from '../../ui/error-alert.js';
import { TablePager } from '../../ui/table-pager.js';
import { EmptyState } from '../../ui/empty-state.js';
import { formatDay, formatMoment, positiveInt } from '../../lib/format.js';
import { ListSkeleton } from '../../ui/list-skeleton.js';
import { PageHeading } from '../../ui/page-heading.js';
import { StatusChip } from '../../ui/status-chip.js';
import { useReviewQueueQuery } from './api.js';
import { IsrcClaimsPanel } from './isrc-claims-panel.js';
import { SpotifyForArtistsPanel } from './spotify-for-artists-panel.js';
import { OperatorOnly } from '../../app/operator-only.js';

const KIND_LABEL = { submission: 'New release', edit: 'Edit request', takedown: 'Takedown' } as const;

/** /user-portal/admin/review — what waits for the operator, oldest first. */
export default function ReviewQueuePage() {
  return (
    <OperatorOnly>
      <ReviewQueue />
    </OperatorOnly>
  );
}

function ReviewQueue() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = positiveInt(searchParams.get('page') ?? undefined, 1);
  const queue = useReviewQueueQuery(page);
  const data = queue.data;
  return (
    <Stack spacing={2} sx={{ py: { xs: 1, md: 2 }, maxWidth: 1100 }}>
      <PageHeading title="Review queue" />
      <Typography color="text.secondary">
        Releases, edits and takedowns waiting for a decision, oldest first.
      </Typography>
      <IsrcClaimsPanel />
      <SpotifyForArtistsPanel />
      <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
        {queue.isPending && <ListSkeleton label="Loading the review queue" />}
        {queue.isError && (
          <Stack sx={{ p: 2 }}>
            <ErrorAlert error={queue.error} />
          </Stack>
        )}
        {data && data.data.length === 0 && <EmptyState message="Nothing here yet ... no release waits for review." />}
        {data && data.data.length > 0 && (
          <List disablePadding aria-label="Releases waiting for review" aria-busy={queue.isPlaceholderData}>
            {data.data.map((row) => (
              <QueueRow key={row.id} row={row} />
            ))}
          </List>
        )}
        <TablePager page={data} onPageChange={(next) => setSearchParams({ page: String(next) })} />
      </Paper>
    </Stack>
  );
}

function QueueRow({ row }: { row: ReviewQueueRow }) {
  const title = row.title || 'Untitled release';
  return (
    <ListItemButton
      component={RouterLink}
      to={pathTo('admin.review-release', { id: row.id })}
      divider
      sx={{ gap: 2, py: 1.5, flexWrap: { xs: 'wrap', sm: 'nowrap' }, alignItems: 'flex-start' }}
    >
      <Stack sx={{ flex: '1 1 220px', minWidth: 0 }} spacing={0.25}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
          <Chip size="small" variant="outlined" label={KIND_LABEL[row.kind]} />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {row.artists.join(', ') || 'No artist'} · {row.type} · {row.tracks} track{row.tracks === 1 ? '' : 's'}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {row.owner.name} ({row.owner.email}) · submitted {formatMoment(row.submitted_at)} · release{' '}
          {formatDay(row.release_date)}
        </Typography>
        {row.problems.messages.length > 0 && (
          <Typography variant="caption" color={row.problems.errors ? 'error' : 'warning.main'}>
            {row.problems.messages.join(' · ')}
          </Typography>
        )}
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {row.problems.errors > 0 && (
          <Chip
            size="small"
            color="error"
            label={`${row.problems.errors} error${row.problems.errors === 1 ? '' : 's'}`}
          />
        )}
        {row.problems.warnings > 0 && (
          <Chip
            size="small"
            color="warning"
            label={`${row.problems.warnings} warning${row.problems.warnings === 1 ? '' : 's'}`}
          />
        )}
        <StatusChip badge={row.badge} />
      </Stack>
    </ListItemButton>
  );
}
