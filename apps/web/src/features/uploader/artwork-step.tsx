import { useRef, useState, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloudUploadIcon from '@mui/icons-material/CloudUploadOutlined';
import { ARTWORK_RULES } from '@liner/domain';
import { errorMessages } from '../../ui/server-errors.js';
import { releaseApi } from './api.js';
import { formatBytes } from './resumable-upload.js';
import { fieldElementId } from './submission-check.js';
import { submitArtwork, uploadKindAccepts } from './upload-transport.js';
import { filePreviewUrl } from '../../lib/file-urls.js';
import { useAuthedImage } from '../../lib/use-authed-image.js';
import type { StepProps } from './step-props.js';

type Upload =
  | { kind: 'idle' }
  | { kind: 'uploading'; name: string; sent: number; total: number }
  | { kind: 'rejected'; name: string; reasons: string[] };

/** Page 1: the cover (JPEG or PNG, square, at least 3000 px, RGB, at most 20 MB), checked by the server. */
export function ArtworkStep({ state, errorOf }: StepProps) {
  const { form, patch } = state;
  const input = useRef<HTMLInputElement>(null);
  const [upload, setUpload] = useState<Upload>({ kind: 'idle' });
  const [removeError, setRemoveError] = useState<string[]>([]);
  const preview = useAuthedImage(form.artworkFileId ? filePreviewUrl(form.artworkFileId) : null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUpload({ kind: 'uploading', name: file.name, sent: 0, total: file.size });
    try {
      const outcome = await submitArtwork(file, (sent, total) =>
        setUpload({ kind: 'uploading', name: file.name, sent, total }),
      );
      if (outcome.kind === 'rejected') {
        setUpload({ kind: 'rejected', name: file.name, reasons: outcome.reasons });
        return;
      }
      setUpload({ kind: 'idle' });
      patch({ artworkFileId: outcome.file.id, artwork: outcome.file });
    } catch (error) {
      setUpload({
        kind: 'rejected',
        name: file.name,
        reasons: error instanceof Error && !('status' in error) ? [error.message] : errorMessages(error),
      });
    }
  };

  const remove = async () => {
    const id = form.artworkFileId;
    patch({ artworkFileId: null, artwork: null });
    setRemoveError([]);
    // The draft no longer points at the file; removing the stored copy is tidy-up (a failure is shown, not fatal).
    if (id) await releaseApi.removeFile(id).catch((error: unknown) => setRemoveError(errorMessages(error)));
  };

  const error = errorOf('artworkFileId');
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">
        {`JPEG or PNG, square, at least ${ARTWORK_RULES.minSidePx} x ${ARTWORK_RULES.minSidePx} px, RGB colours, at most ${formatBytes(ARTWORK_RULES.maxBytes)}.`}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'flex-start' } }}>
        <Box
          sx={{
            width: { xs: '100%', sm: 280 },
            maxWidth: 360,
            aspectRatio: '1',
            borderRadius: 2,
            overflow: 'hidden',
            border: 1,
            borderColor: error ? 'error.main' : 'divider',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'action.hover',
          }}
        >
          {form.artworkFileId && preview.src && (
            <img
              src={preview.src}
              alt="Artwork preview"
              style={{ width: '100%', height: '100%', objectFit: 'cover' }}
            />
          )}
          {form.artworkFileId && !preview.src && !preview.failed && (
            <Skeleton variant="rectangular" width="100%" height="100%" aria-label="Loading artwork preview" />
          )}
          {form.artworkFileId && preview.failed && (
            <Typography color="text.secondary" sx={{ p: 2, textAlign: 'center' }}>
              The preview could not be loaded.
            </Typography>
          )}
          {!form.artworkFileId && (
            <Typography color="text.secondary" sx={{ p: 2, textAlign: 'center' }}>
              No artwork yet
            </Typography>
          )}
        </Box>
        <Stack spacing={1.5} sx={{ flex: 1, minWidth: 0 }}>
          <input
            ref={input}
            id="artwork-input"
            type="file"
            accept={uploadKindAccepts.artwork}
            aria-label="Upload artwork"
            hidden
            onChange={(event) => void choose(event)}
          />
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button
              id={fieldElementId('artworkFileId')}
              variant="contained"
              startIcon={<CloudUploadIcon />}
              disabled={upload.kind === 'uploading'}
              onClick={() => input.current?.click()}
            >
              {form.artworkFileId ? 'Replace artwork' : 'Choose artwork'}
            </Button>
            {form.artworkFileId && (
              <Button color="error" onClick={() => void remove()}>
                Remove artwork
              </Button>
            )}
          </Box>
          {form.artwork && (
            <Typography variant="body2" color="text.secondary">
              {`${form.artwork.originalName} · ${form.artwork.width} x ${form.artwork.height} px · ${form.artwork.format.toUpperCase()} · ${formatBytes(form.artwork.sizeBytes)}`}
            </Typography>
          )}
          {upload.kind === 'uploading' && (
            <Box>
              <Typography variant="body2">{`Uploading ${upload.name}: ${formatBytes(upload.sent)} of ${formatBytes(upload.total)}`}</Typography>
              <LinearProgress
                variant={upload.sent >= upload.total ? 'indeterminate' : 'determinate'}
                value={(upload.sent / Math.max(1, upload.total)) * 100}
                aria-label="Artwork upload progress"
                sx={{ mt: 0.5, height: 8, borderRadius: 4 }}
              />
              {upload.sent >= upload.total && (
                <Typography variant="caption" color="text.secondary">
                  Checking the image…
                </Typography>
              )}
            </Box>
          )}
          {upload.kind === 'rejected' && (
            <Alert severity="error" role="alert" onClose={() => setUpload({ kind: 'idle' })}>
              <AlertTitle>{`${upload.name} was not accepted`}</AlertTitle>
              <Box component="ul" sx={{ m: 0, pl: 2 }}>
                {upload.reasons.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </Box>
            </Alert>
          )}
          {error && (
            <Typography variant="body2" color="error">
              {error}
            </Typography>
          )}
          {removeError.length > 0 && <Alert severity="warning">{removeError.join(' ')}</Alert>}
        </Stack>
      </Stack>
    </Stack>
  );
}
