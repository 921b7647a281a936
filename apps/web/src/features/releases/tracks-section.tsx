import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TrackView } from '@liner/domain';
import { EmptyState } from '../../ui/empty-state.js';
import { formatDuration } from '../../lib/format.js';
import { codeWithPlaceholderNote } from '../../ui/placeholder-code.js';

/** The release's tracks in order, with their codes and people. */
export function TracksSection({ tracks }: { tracks: TrackView[] }) {
  if (tracks.length === 0) return <EmptyState message="Nothing here yet ... this release has no tracks." />;
  return (
    <List disablePadding aria-label="Tracks">
      {tracks.map((track, index) => (
        <ListItem key={track.id} divider sx={{ gap: 2, alignItems: 'flex-start', px: 0 }}>
          <Typography
            color="text.secondary"
            sx={{ width: 24, textAlign: 'right', fontVariantNumeric: 'tabular-nums', pt: 0.25 }}
          >
            {index + 1}
          </Typography>
          <Stack sx={{ flex: 1, minWidth: 0 }} spacing={0.5}>
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography sx={{ fontWeight: 600 }}>
                {track.title || 'Untitled track'}
                {track.version ? ` (${track.version})` : ''}
              </Typography>
              {track.explicit && <Chip size="small" label="Explicit" variant="outlined" />}
              {track.cleanVersion && <Chip size="small" label="Clean" variant="outlined" />}
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {track.artists.map((artist) => artist.name).join(', ') || 'No artist'}
            </Typography>
            <Typography variant="caption" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              ISRC {track.isrc ? codeWithPlaceholderNote('isrc', track.isrc) : 'assigned at submission'}
              {track.iswc ? ` · ISWC ${track.iswc}` : ''} · {formatDuration(track.durationSeconds)}
              {track.writers.length
                ? ` · Written by ${track.writers.map((writer) => `${writer.firstName} ${writer.lastName}`.trim()).join(', ')}`
                : ''}
            </Typography>
          </Stack>
        </ListItem>
      ))}
    </List>
  );
}
