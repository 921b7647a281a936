import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import PlayArrow from '@mui/icons-material/PlayArrow';
import { useAuthedImage } from '../../lib/use-authed-image.js';
import { filePreviewUrl } from '../../lib/file-urls.js';

/**
 * A track's master as the operator hears it. The file sits behind bearer authentication, so it
 * is fetched (as the covers are) only when the operator asks to listen: masters run to hundreds
 * of megabytes, and a release has up to dozens of tracks.
 */
export function ReviewAudio({ fileId, title }: { fileId: number; title: string }) {
  const [wanted, setWanted] = useState(false);
  const [unplayable, setUnplayable] = useState(false);
  // The hook fetches any authenticated file into an object URL, not only images.
  const audio = useAuthedImage(wanted ? filePreviewUrl(fileId) : null);
  if (!wanted) {
    return (
      <Button
        size="small"
        variant="outlined"
        startIcon={<PlayArrow />}
        onClick={() => setWanted(true)}
        sx={{ alignSelf: 'flex-start' }}
      >
        Listen
      </Button>
    );
  }
  if (audio.loading)
    return (
      <Skeleton variant="rounded" height={40} sx={{ maxWidth: 420 }} aria-label={`Loading the audio of ${title}`} />
    );
  if (audio.failed || !audio.src)
    return (
      <Alert severity="error" variant="outlined">
        The audio file could not be loaded.
      </Alert>
    );
  return (
    <>
      {/* biome-ignore lint/a11y/useMediaCaption: a music recording under review has no captions to offer */}
      <audio
        controls
        autoPlay
        src={audio.src}
        aria-label={`Audio of ${title}`}
        style={{ width: '100%', maxWidth: 420 }}
        onError={() => setUnplayable(true)}
      />
      {unplayable && (
        <Alert severity="warning" variant="outlined">
          This browser cannot play this audio format (AIFF plays in Safari); the upload checks passed it.
        </Alert>
      )}
    </>
  );
}
