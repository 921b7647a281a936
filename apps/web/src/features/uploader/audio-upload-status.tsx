import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { formatBytes } from './resumable-upload.js';
import type { AudioUploadState } from './use-audio-uploads.js';
import type { FormTrack } from './wizard-form.js';

interface Props {
  track: FormTrack;
  upload: AudioUploadState | undefined;
  error?: string;
  actions: { resume(): void; restart(): void; cancel(): void; dismiss(): void };
}

/** A track's audio: its progress bar, Resume / Restart after a lost connection, or each rejection reason. */
export function AudioUploadStatus({ track, upload, error, actions }: Props) {
  if (upload?.status === 'uploading' || upload?.status === 'interrupted') {
    const percent = (upload.sent / Math.max(1, upload.total)) * 100;
    const checking = upload.status === 'uploading' && upload.sent >= upload.total;
    return (
      <Box>
        <Typography variant="body2">
          {checking
            ? `Checking ${upload.fileName}…`
            : `${upload.fileName}: ${formatBytes(upload.sent)} of ${formatBytes(upload.total)}`}
        </Typography>
        <LinearProgress
          variant={checking ? 'indeterminate' : 'determinate'}
          value={percent}
          color={upload.status === 'interrupted' ? 'warning' : 'primary'}
          aria-label={`Upload progress of ${upload.fileName}`}
          sx={{ my: 0.5, height: 8, borderRadius: 4 }}
        />
        {upload.status === 'interrupted' ? (
          <Alert
            severity="warning"
            action={
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                <Button size="small" color="inherit" onClick={actions.resume}>
                  Resume
                </Button>
                <Button size="small" color="inherit" onClick={actions.restart}>
                  Restart
                </Button>
              </Box>
            }
          >{`The upload stopped: ${upload.message}`}</Alert>
        ) : (
          <Button size="small" onClick={actions.cancel}>
            Cancel upload
          </Button>
        )}
      </Box>
    );
  }
  if (upload?.status === 'rejected') {
    return (
      <Alert severity="error" role="alert" onClose={actions.dismiss}>
        <AlertTitle>{`${upload.fileName} was not accepted`}</AlertTitle>
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
          {upload.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </Box>
      </Alert>
    );
  }
  if (track.audioFileId) {
    return (
      <Typography variant="body2" color="success.main">
        {`Audio uploaded${track.audioName ? `: ${track.audioName}` : ''}${track.durationSeconds !== null ? ` (${Math.round(track.durationSeconds)} s)` : ''}`}
      </Typography>
    );
  }
  return (
    <Typography variant="body2" color={error ? 'error' : 'text.secondary'}>
      {error ?? 'No audio file yet'}
    </Typography>
  );
}
