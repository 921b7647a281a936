import { useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SplitCollab } from '@liner/domain';
import { ErrorAlert } from '../../ui/error-alert.js';
import { errorMessages } from '../../ui/server-errors.js';
import { TablePager } from '../../ui/table-pager.js';
import { useToasts } from '../../ui/toasts.js';
import { EmptyState } from '../../ui/empty-state.js';
import { formatDay } from '../../lib/format.js';
import { ListSkeleton } from '../../ui/list-skeleton.js';
import { CoverImage } from '../../ui/cover-image.js';
import { useAccountCurrency } from '../../lib/wallet-balance.js';
import { moneyText } from '../../ui/money-text.js';
import { useBulkAcceptMutation, useCollabsQuery, useRespondToSplitMutation } from './api.js';
import { PAYEE_STATUS } from '../../ui/payee-status.js';

/** Splits where I am a payee: accept or decline each, or accept several at once. */
export function CollabsList() {
  const [page, setPage] = useState(1);
  const collabs = useCollabsQuery(page);
  const respond = useRespondToSplitMutation();
  const bulk = useBulkAcceptMutation();
  const toasts = useToasts();
  const [selected, setSelected] = useState<number[]>([]);
  const currency = useAccountCurrency();
  const data = collabs.data;
  const pending = data?.data.filter((row) => row.status === 'pending') ?? [];

  const answer = async (row: SplitCollab, accept: boolean) => {
    try {
      const result = await respond.mutateAsync({ splitId: row.id, accept });
      toasts.push({ message: result.message, type: 'success' });
      setSelected((ids) => ids.filter((id) => id !== row.id));
    } catch (error) {
      toasts.push({ message: errorMessages(error).join('\n'), type: 'error' });
    }
  };

  const acceptSelected = async () => {
    try {
      const result = await bulk.mutateAsync(selected);
      toasts.push({
        message: `${result.accepted.length} ${result.accepted.length === 1 ? 'split' : 'splits'} accepted`,
        type: 'success',
      });
      setSelected([]);
    } catch (error) {
      toasts.push({ message: errorMessages(error).join('\n'), type: 'error' });
    }
  };

  return (
    <>
      {pending.length > 1 && (
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ p: 2, alignItems: 'center', flexWrap: 'wrap', borderBottom: 1, borderColor: 'divider' }}
        >
          <Checkbox
            checked={selected.length === pending.length}
            indeterminate={selected.length > 0 && selected.length < pending.length}
            onChange={(event) => setSelected(event.target.checked ? pending.map((row) => row.id) : [])}
            slotProps={{ input: { 'aria-label': 'Select every waiting split' } }}
          />
          <Typography variant="body2" sx={{ flexGrow: 1 }}>
            {selected.length} selected
          </Typography>
          <Button
            variant="contained"
            disabled={selected.length === 0}
            loading={bulk.isPending}
            onClick={() => void acceptSelected()}
          >
            Accept selected
          </Button>
        </Stack>
      )}
      {collabs.isPending && <ListSkeleton label="Loading splits shared with you" />}
      {collabs.isError && (
        <Stack sx={{ p: 2 }}>
          <ErrorAlert error={collabs.error} />
        </Stack>
      )}
      {data && data.data.length === 0 && (
        <EmptyState message="Nothing here yet ... splits others share with you appear here." />
      )}
      {data && data.data.length > 0 && (
        <List disablePadding aria-label="Splits shared with me">
          {data.data.map((row) => (
            <ListItem
              key={row.id}
              divider
              sx={{ gap: 2, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
            >
              {pending.length > 1 && (
                <Checkbox
                  sx={{ visibility: row.status === 'pending' ? 'visible' : 'hidden' }}
                  checked={selected.includes(row.id)}
                  onChange={(event) =>
                    setSelected((ids) => (event.target.checked ? [...ids, row.id] : ids.filter((id) => id !== row.id)))
                  }
                  slotProps={{ input: { 'aria-label': `Select ${row.track.title}` } }}
                />
              )}
              <CoverImage url={row.cover} size={56} alt={`Cover of ${row.release.title}`} />
              <Stack spacing={0.5} sx={{ flex: '1 1 220px', minWidth: 0 }}>
                <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography sx={{ fontWeight: 600 }}>{row.track.title}</Typography>
                  <Chip
                    size="small"
                    variant="outlined"
                    color={PAYEE_STATUS[row.status].color}
                    label={PAYEE_STATUS[row.status].label}
                  />
                </Stack>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {row.owner.name} shares <b>{row.share}%</b> of “{row.release.title}” with you · from{' '}
                  {formatDay(row.startDate)}
                  {row.endDate ? ` · ended ${formatDay(row.endDate)}` : ''}
                </Typography>
                {/[1-9]/.test(row.held) && (
                  <Typography variant="body2">
                    Held for you until you accept: <b>{moneyText(row.held, currency)}</b>
                  </Typography>
                )}
                {row.condition && (
                  <Typography variant="body2" color="text.secondary">
                    First {row.condition.data.amount} is repaid to {row.condition.data.email} (
                    {row.condition.data.recouped} so far).
                  </Typography>
                )}
              </Stack>
              {row.status === 'pending' && !row.endDate && (
                <Stack direction={{ xs: 'row', sm: 'column' }} spacing={1} sx={{ flexShrink: 0 }}>
                  <Button
                    size="small"
                    variant="contained"
                    onClick={() => void answer(row, true)}
                    disabled={respond.isPending}
                  >
                    Accept
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    onClick={() => void answer(row, false)}
                    disabled={respond.isPending}
                  >
                    Decline
                  </Button>
                </Stack>
              )}
            </ListItem>
          ))}
        </List>
      )}
      <TablePager page={data} onPageChange={setPage} />
    </>
  );
}
