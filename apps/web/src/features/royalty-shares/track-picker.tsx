import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Radio from '@mui/material/Radio';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SplitReleaseTrack } from '@liner/domain';
import { ErrorAlert } from '../../ui/error-alert.js';
import { TextInput } from '../../ui/text-input.js';
import { useDebouncedValue } from '../../ui/use-debounced-value.js';
import { CoverImage } from '../../ui/cover-image.js';
import { PickerPagination } from '../../ui/picker-pagination.js';
import { useSplitTracksQuery } from './api.js';
import { pickerChip } from './picker-chip.js';

/**
 * Release-and-track picker (simple form): search (debounced, back to page 1), 6 per page,
 * pagination hidden while searching or with one page, tracks with an active split disabled,
 * Select disabled until a track is chosen.
 */
export function TrackPicker({ onSelect }: { onSelect(track: SplitReleaseTrack): void }) {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim());
  const [page, setPage] = useState(1);
  const tracks = useSplitTracksQuery(debounced, debounced ? 1 : page);
  const [chosen, setChosen] = useState<SplitReleaseTrack | null>(null);
  const data = tracks.data;
  return (
    <Stack spacing={2}>
      <TextInput
        label="Search releases and tracks"
        fullWidth
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          setPage(1);
        }}
      />
      {tracks.isPending && (
        <Stack spacing={1} aria-busy="true" aria-label="Loading releases">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} variant="rounded" height={56} />
          ))}
        </Stack>
      )}
      <ErrorAlert error={tracks.error} />
      {data && data.data.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
          No available releases
        </Typography>
      )}
      {data && data.data.length > 0 && (
        <List
          role="radiogroup"
          aria-label="Tracks"
          disablePadding
          sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}
        >
          {data.data.map((track) => {
            const chip = pickerChip(track);
            const isChosen = chosen?.id === track.id;
            return (
              <ListItemButton
                key={track.id}
                divider
                disabled={track.disabled}
                selected={isChosen}
                role="radio"
                aria-checked={isChosen}
                onClick={() => setChosen(track)}
                sx={{ gap: 1.5, flexWrap: 'wrap' }}
              >
                <Radio
                  checked={isChosen}
                  tabIndex={-1}
                  disabled={track.disabled}
                  sx={{ p: 0.5 }}
                  slotProps={{ input: { 'aria-hidden': true } }}
                />
                <CoverImage url={track.cover} size={40} alt={`Cover of ${track.releaseTitle}`} />
                <Stack sx={{ flex: '1 1 160px', minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600 }}>{track.title}</Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {track.releaseTitle} · {track.isrc ?? 'ISRC not set'}
                  </Typography>
                </Stack>
                {chip && <Chip size="small" variant="outlined" color={chip.color} label={chip.label} />}
              </ListItemButton>
            );
          })}
        </List>
      )}
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap' }}
      >
        {data && !debounced && data.last_page > 1 ? (
          <PickerPagination page={data.current_page} lastPage={data.last_page} onChange={setPage} />
        ) : (
          <span />
        )}
        <Button variant="contained" disabled={!chosen} onClick={() => chosen && onSelect(chosen)}>
          Select
        </Button>
      </Stack>
    </Stack>
  );
}
