import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { TakedownRequest, type ReleaseView } from '@liner/domain';
import { ErrorAlert } from '../../ui/error-alert.js';
import { TextInput } from '../../ui/text-input.js';
import { useToasts } from '../../ui/toasts.js';
import { errorMessages } from '../../ui/server-errors.js';
import { useCancelTakedownMutation, useTakedownMutation } from './edit-requests-api.js';

/** Confirms a takedown request with its reason; the operator sends it to the stores. */
export function TakedownDialog({ release, open, onClose }: { release: ReleaseView; open: boolean; onClose(): void }) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const takedown = useTakedownMutation(release.id);
  const toasts = useToasts();
  const close = () => {
    takedown.reset();
    setProblem(null);
    onClose();
  };
  const confirm = async () => {
    const parsed = TakedownRequest.safeParse({ reason });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Tell us why');
      return;
    }
    setProblem(null);
    try {
      const result = await takedown.mutateAsync(parsed.data.reason);
      toasts.push({ message: result.message, type: 'success' });
      setReason('');
      close();
    } catch {
      // The error shows inside the dialog.
    }
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby="takedown-title" fullWidth maxWidth="sm">
      <DialogTitle id="takedown-title">Take “{release.title || 'this release'}” down?</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          The release will be removed from every store once our team sends the takedown. Streams and sales stop; this
          cannot be undone from the portal.
        </DialogContentText>
        <TextInput
          label="Why should it be taken down?"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          fullWidth
          multiline
          minRows={3}
          required
          error={!!problem}
          helperText={problem ?? undefined}
          autoFocus
        />
        {takedown.isError && (
          <Box sx={{ mt: 2 }}>
            <ErrorAlert error={takedown.error} />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancel</Button>
        <Button onClick={confirm} color="error" variant="contained" loading={takedown.isPending}>
          Request takedown
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** While the takedown waits for the operator, the artist may withdraw it. */
export function CancelTakedownButton({ releaseId }: { releaseId: number }) {
  const cancel = useCancelTakedownMutation(releaseId);
  const toasts = useToasts();
  const run = async () => {
    try {
      toasts.push({ message: (await cancel.mutateAsync()).message, type: 'success' });
    } catch (error) {
      toasts.push({ message: errorMessages(error).join('\n'), type: 'error' });
    }
  };
  return (
    <Button onClick={run} variant="outlined" loading={cancel.isPending}>
      Cancel takedown request
    </Button>
  );
}
