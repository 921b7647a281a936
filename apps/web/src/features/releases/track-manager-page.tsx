import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Search from '@mui/icons-material/Search';
import type { TrackManagerRow } from '@liner/domain';
import { pathTo } from '../../app/routes.js';
import { ErrorAlert } from '../../ui/error-alert.js';
import { TablePager } from '../../ui/table-pager.js';
import { TextInput } from '../../ui/text-input.js';
import { useDebouncedValue } from '../../ui/use-debounced-value.js';
import { useTrackManagerQuery } from './api.js';
import { CoverImage } from '../../ui/cover-image.js';
import { EmptyState } from '../../ui/empty-state.js';
import { formatDay, positiveInt } from '../../lib/format.js';
import { ListSkeleton } from '../../ui/list-skeleton.js';
import { PageHeading } from '../../ui/page-heading.js';
import { StatusChip } from '../../ui/status-chip.js';

/** /user-portal/releases/t/:id — the track manager: every track of the catalog, paged by the server (:id is the page). */
export default function TrackManagerPage() {
  const page = positiveInt(useParams().id, 1);
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim());
  const searched = useRef(debounced);
  // A new search starts at page 1.
  useEffect(() => {
    if (searched.current === debounced) return;
    searched.current = debounced;
    void navigate(pathTo('portal.releases-track', { id: 1 }), { replace: true });
  }, [debounced, navigate]);
  const tracks = useTrackManagerQuery({ page, search: debounced });
  const data = tracks.data;
  return (
    <Stack spacing={2} sx={{ py: { xs: 1, md: 2 }, maxWidth: 1100 }}>
      <Button
        component={RouterLink}
        to={pathTo('portal.releases', { page: 1 })}
        startIcon={<ArrowBack />}
        sx={{ alignSelf: 'flex-start' }}
      >
        Releases
      </Button>
      <PageHeading title="Tracks" />
      <TextInput
        label="Search tracks"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        size="small"
        placeholder="Title, ISRC or release"
        inputProps={{ type: 'search' }}
        endAdornment={
          <InputAdornment position="end">
            <Search fontSize="small" />
          </InputAdornment>
        }
      />
      <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
        {tracks.isPending && <ListSkeleton label="Loading tracks" />}
        {tracks.isError && (
          <Stack sx={{ p: 2 }}>
            <ErrorAlert error={tracks.error} />
          </Stack>
        )}
        {data && data.data.length === 0 && (
          <EmptyState message={debounced ? 'No tracks match your search.' : 'Nothing here yet ...'} />
        )}
        {data && data.data.length > 0 && (
          <List disablePadding aria-label="Tracks" aria-busy={tracks.isPlaceholderData}>
            {data.data.map((track) => (
              <TrackRow key={track.id} track={track} />
            ))}
          </List>
        )}
        <TablePager page={data} onPageChange={(next) => navigate(pathTo('portal.releases-track', { id: next }))} />
      </Paper>
    </Stack>
  );
}

function TrackRow({ track }: { track: TrackManagerRow }) {
  const title = `${track.title || 'Untitled track'}${track.version ? ` (${track.version})` : ''}`;
  return (
    <ListItemButton
      component={RouterLink}
      to={pathTo('portal.releases-view', { id: track.release_id, section: 'tracks' })}
      divider
      sx={{ gap: 2, py: 1.25, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
    >
      <CoverImage url={track.artwork} size={48} alt={`Cover of ${track.release_title}`} />
      <Stack sx={{ flex: '1 1 160px', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }} noWrap>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {track.release_title || 'Untitled release'}
        </Typography>
      </Stack>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap', pl: { xs: 8, sm: 0 } }}
      >
        <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', width: { sm: 130 } }}>
          {track.isrc ?? 'No ISRC yet'}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ width: { sm: 100 } }}>
          {formatDay(track.date)}
        </Typography>
        <Stack sx={{ width: { sm: 112 }, alignItems: { sm: 'flex-end' } }}>
          <StatusChip badge={track.badge} />
        </Stack>
      </Stack>
    </ListItemButton>
  );
}
