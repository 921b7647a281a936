import { useState } from 'react';
import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SplitSubmission } from '@liner/domain';
import { ErrorAlert } from '../../ui/error-alert.js';
import { TablePager } from '../../ui/table-pager.js';
import { useToasts } from '../../ui/toasts.js';
import { EmptyState } from '../../ui/empty-state.js';
import { formatDay } from '../../lib/format.js';
import { ListSkeleton } from '../../ui/list-skeleton.js';
import { CoverImage } from '../../ui/cover-image.js';
import { useMySplitsQuery, useRemoveSplitMutation } from './api.js';
import { ConfirmDialog } from '../../ui/confirm-dialog.js';
import { PayeeChips } from './payee-chips.js';

/** Splits of my tracks: payees with their answers, active flag, recoup progress. */
export function MySplitsList() {
  const [page, setPage] = useState(1);
  const splits = useMySplitsQuery(page);
  const remove = useRemoveSplitMutation();
  const toasts = useToasts();
  const navigate = useNavigate();
  const [removing, setRemoving] = useState<SplitSubmission | null>(null);
  const data = splits.data;
  return (
    <>
      {splits.isPending && <ListSkeleton label="Loading your splits" />}
      {splits.isError && (
        <Stack sx={{ p: 2 }}>
          <ErrorAlert error={splits.error} />
        </Stack>
      )}
      {data && data.data.length === 0 && (
        <EmptyState message="Nothing here yet ... share a track's earnings with your collaborators.">
          <Button variant="contained" onClick={() => navigate('/user-portal/royalty-shares/new')}>
            New split
          </Button>
        </EmptyState>
      )}
      {data && data.data.length > 0 && (
        <List disablePadding aria-label="My splits">
          {data.data.map((split) => (
            <ListItem
              key={split.id}
              divider
              sx={{ gap: 2, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
            >
              <CoverImage url={split.cover} size={56} alt={`Cover of ${split.release.title}`} />
              <Stack spacing={0.75} sx={{ flex: '1 1 240px', minWidth: 0 }}>
                <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography sx={{ fontWeight: 600 }}>{split.track.title}</Typography>
                  <Chip
                    size="small"
                    label={split.active ? 'Active' : 'Ended'}
                    color={split.active ? 'success' : 'default'}
                  />
                  <Typography variant="caption" color="text.secondary">
                    v{split.version}
                  </Typography>
                </Stack>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {split.release.title} · ISRC {split.track.isrc ?? 'ISRC not set'} · from{' '}
                  {formatDay(split.effectiveFrom)}
                  {split.endedOn ? ` to ${formatDay(split.endedOn)}` : ''}
                </Typography>
                {split.condition && (
                  <Typography variant="body2">
                    Recoup {split.condition.data.amount} to {split.condition.data.email} first:{' '}
                    {split.condition.data.recouped} repaid
                    {split.condition.state === 'recouped' ? ' (done)' : ''}
                  </Typography>
                )}
                <PayeeChips payees={split.payees} />
              </Stack>
              {split.active && (
                <Stack direction={{ xs: 'row', sm: 'column' }} spacing={1} sx={{ flexShrink: 0 }}>
                  <Button
                    size="small"
                    variant="outlined"
                    onClick={() => navigate('/user-portal/royalty-shares/new', { state: { split } })}
                    aria-label={`Edit the split of ${split.track.title}`}
                  >
                    Edit
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    onClick={() => setRemoving(split)}
                    aria-label={`End the split of ${split.track.title}`}
                  >
                    End split
                  </Button>
                </Stack>
              )}
            </ListItem>
          ))}
        </List>
      )}
      <TablePager page={data} onPageChange={setPage} />
      {removing && (
        <ConfirmDialog
          title="End this split?"
          confirmLabel="End split"
          onClose={() => setRemoving(null)}
          onConfirm={async () => {
            await remove.mutateAsync(removing.id);
            toasts.push({ message: 'Split ended', type: 'success' });
          }}
        >
          From today, all earnings of “{removing.track.title}” are yours again. Money already shared stays with the
          payees.
        </ConfirmDialog>
      )}
    </>
  );
}
