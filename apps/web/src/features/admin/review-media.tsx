import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdminReleaseView, TrackView } from '@liner/domain';
import { formatDuration } from '../releases/format.js';

/**
 * Artwork and tracks as the operator checks them. The uploads area serves files to their owner
 * only and has no operator route yet, so this shows what is attached and its metadata; an
 * artwork preview and audio players belong here once an operator file route exists.
 */
export function ReviewMedia({ review }: { review: AdminReleaseView }) {
  const { release } = review;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <Stack spacing={2}>
        <Stack spacing={1}>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>Artwork</Typography>
          {release.artworkFileId
            ? <Alert severity="info" variant="outlined">Artwork attached (file {release.artworkFileId}); it passed the upload checks (square JPEG or PNG, at least 3000 px, RGB). Operators cannot preview another account's files yet.</Alert>
            : <Alert severity="error" variant="outlined">No artwork attached.</Alert>}
        </Stack>
        <Stack spacing={1}>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>Tracks</Typography>
          {release.tracks.length === 0 && <Typography color="text.secondary">Nothing here yet ... no tracks.</Typography>}
          {release.tracks.map((track, index) => <TrackSummary key={track.id} track={track} number={index + 1} />)}
        </Stack>
      </Stack>
    </Paper>
  );
}

function TrackSummary({ track, number }: { track: TrackView; number: number }) {
  const title = `${number}. ${track.title || 'Untitled'}${track.version ? ` (${track.version})` : ''}`;
  return (
    <Stack spacing={0.25} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
      <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
      <Typography variant="caption" color="text.secondary">
        {track.artists.map((artist) => artist.name).join(', ') || 'No artist'} · ISRC {track.isrc || '—'} · {formatDuration(track.durationSeconds)}
        {track.explicit ? ' · Explicit' : ''}
      </Typography>
      {!track.audioFileId && <Typography variant="caption" color="error">No audio file</Typography>}
    </Stack>
  );
}
