import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import { TakedownRequest, type ReleaseView } from '@liner/domain';
import { ReasonDialog } from '../../ui/reason-dialog.js';
import { useToasts } from '../../ui/toasts.js';
import { errorMessages } from '../../ui/server-errors.js';
import { useCancelTakedownMutation, useTakedownMutation } from './edit-requests-api.js';

/** Confirms a takedown request with its reason; the operator sends it to the stores. */
export function TakedownDialog({ release, open, onClose }: { release: ReleaseView; open: boolean; onClose(): void }) {
  const takedown = useTakedownMutation(release.id);
  const toasts = useToasts();
  return (
    <ReasonDialog
      open={open}
      title={`Take “${release.title || 'this release'}” down?`}
      intro={
        <DialogContentText>
          The release will be removed from every store once our team sends the takedown. Streams and sales stop; this
          cannot be undone from the portal.
        </DialogContentText>
      }
      reasonSchema={TakedownRequest.shape.reason}
      label="Why should it be taken down?"
      required
      maxLength={2000}
      confirmLabel="Request takedown"
      onConfirm={async (reason) => {
        const result = await takedown.mutateAsync(reason);
        toasts.push({ message: result.message, type: 'success' });
      }}
      onClose={onClose}
    />
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
