import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdminReleaseView, TrackView } from '@liner/domain';
import { CoverImage } from '../../ui/cover-image.js';
import { formatDuration } from '../../lib/format.js';
import { filePreviewUrl } from '../../lib/file-urls.js';
import { ReviewAudio } from './review-audio.js';

/**
 * Artwork and tracks as the operator checks them: the cover's display copy, and each track's
 * master to listen to (the uploads area serves an operator the files a release uses).
 */
export function ReviewMedia({ review }: { review: AdminReleaseView }) {
  const { release } = review;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <Stack spacing={2}>
        <Stack spacing={1}>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            Artwork
          </Typography>
          {release.artworkFileId ? (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-end' } }}>
              <CoverImage
                url={filePreviewUrl(release.artworkFileId)}
                size={240}
                alt={`Cover of ${release.title || 'the release'}`}
              />
              <Typography variant="body2" color="text.secondary">
                Display copy. The original passed the upload checks: square JPEG or PNG, at least 3000 px, RGB.
              </Typography>
            </Stack>
          ) : (
            <Alert severity="error" variant="outlined">
              No artwork attached.
            </Alert>
          )}
        </Stack>
        <Stack spacing={1}>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            Tracks
          </Typography>
          {release.tracks.length === 0 && (
            <Typography color="text.secondary">Nothing here yet ... no tracks.</Typography>
          )}
          {release.tracks.map((track, index) => (
            <TrackSummary key={track.id} track={track} number={index + 1} />
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}

function TrackSummary({ track, number }: { track: TrackView; number: number }) {
  const title = `${number}. ${track.title || 'Untitled'}${track.version ? ` (${track.version})` : ''}`;
  return (
    <Stack spacing={0.75} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
      <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
      <Typography variant="caption" color="text.secondary">
        {track.artists.map((artist) => artist.name).join(', ') || 'No artist'} · ISRC {track.isrc || '—'} ·{' '}
        {formatDuration(track.durationSeconds)}
        {track.explicit ? ' · Explicit' : ''}
      </Typography>
      {track.audioFileId ? (
        <ReviewAudio fileId={track.audioFileId} title={title} />
      ) : (
        <Typography variant="caption" color="error">
          No audio file
        </Typography>
      )}
    </Stack>
  );
}
