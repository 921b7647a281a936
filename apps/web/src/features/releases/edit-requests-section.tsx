import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Send from '@mui/icons-material/Send';
import {
  EDIT_REMOVED,
  EDIT_REQUEST_SUBMITTED,
  EDIT_SAVED,
  isEditableByOwner,
  type EditRequestView,
  type ReleaseView,
} from '@liner/domain';
import { ErrorAlert } from '../../ui/error-alert.js';
import { errorMessages } from '../../ui/server-errors.js';
import { useToasts } from '../../ui/toasts.js';
import {
  editRequestApi,
  useEditRequestMutation,
  useEditRequestQuery,
  useSubmitEditRequestMutation,
} from './edit-requests-api.js';
import { EditForm } from './edit-form.js';
import { EditList } from '../../ui/edit-list.js';
import { EmptyState } from '../../ui/empty-state.js';
import { formatMoment } from '../../lib/format.js';
import { ListSkeleton } from '../../ui/list-skeleton.js';
import { canRequestChanges } from './release-sections.js';

/**
 * Edit requests of a delivered or live release: one edit per section or track field (the server
 * replaces an earlier one and drops a track's entry with its last edit), then sent for review.
 */
export function EditRequestsSection({ release }: { release: ReleaseView }) {
  const open = canRequestChanges(release.status) || release.status === 4;
  const current = useEditRequestQuery(release.id, open);
  const toasts = useToasts();
  const putRelease = useEditRequestMutation(release.id, (body: Parameters<typeof editRequestApi.putRelease>[1]) =>
    editRequestApi.putRelease(release.id, body),
  );
  const putTrack = useEditRequestMutation(release.id, (body: Parameters<typeof editRequestApi.putTrack>[1]) =>
    editRequestApi.putTrack(release.id, body),
  );
  const removeRelease = useEditRequestMutation(
    release.id,
    (section: Parameters<typeof editRequestApi.removeRelease>[1]) => editRequestApi.removeRelease(release.id, section),
  );
  const removeTrack = useEditRequestMutation(
    release.id,
    ({ trackId, field }: { trackId: number; field: Parameters<typeof editRequestApi.removeTrack>[2] }) =>
      editRequestApi.removeTrack(release.id, trackId, field),
  );
  const submit = useSubmitEditRequestMutation(release.id);

  if (!open) {
    return (
      <EmptyState
        message={
          isEditableByOwner(release.status)
            ? 'This release is not delivered yet: edit the draft itself instead of requesting edits.'
            : 'Edits can be requested once the release is delivered to the stores.'
        }
      />
    );
  }
  if (current.isPending) return <ListSkeleton label="Loading the edit request" square={false} rows={2} />;
  if (current.isError) return <ErrorAlert error={current.error} />;

  const request = current.data;
  const count = request.releaseEdits.length + request.trackEdits.reduce((sum, entry) => sum + entry.edits.length, 0);
  const underReview = request.state === 'submitted';
  const run = async (action: () => Promise<unknown>, done?: string) => {
    try {
      await action();
      if (done) toasts.push({ message: done, type: 'success' });
    } catch (error) {
      toasts.push({ message: errorMessages(error).join('\n'), type: 'error' });
    }
  };

  return (
    <Stack spacing={3}>
      <StateBanner request={request} />
      <Stack spacing={1}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          Requested edits
        </Typography>
        <EditList
          request={request}
          locked={underReview}
          onRemoveRelease={(section) => run(() => removeRelease.mutateAsync(section), EDIT_REMOVED)}
          onRemoveTrack={(trackId, field) => run(() => removeTrack.mutateAsync({ trackId, field }), EDIT_REMOVED)}
        />
      </Stack>
      {!underReview && (
        <>
          <Divider />
          <EditForm
            release={release}
            onReleaseEdit={(body) => run(() => putRelease.mutateAsync(body), EDIT_SAVED)}
            onTrackEdit={(body) => run(() => putTrack.mutateAsync(body), EDIT_SAVED)}
            busy={putRelease.isPending || putTrack.isPending}
          />
          <Divider />
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
          >
            <Typography variant="body2" color="text.secondary">
              {count === 0
                ? 'Add at least one edit, then send the request for review.'
                : `${count} edit${count === 1 ? '' : 's'} ready to send.`}
            </Typography>
            <Button
              variant="contained"
              startIcon={<Send />}
              disabled={count === 0}
              loading={submit.isPending}
              onClick={() => run(() => submit.mutateAsync(), EDIT_REQUEST_SUBMITTED)}
            >
              Submit edit request
            </Button>
          </Stack>
        </>
      )}
    </Stack>
  );
}

function StateBanner({ request }: { request: EditRequestView }) {
  switch (request.state) {
    case 'submitted':
      return (
        <Alert severity="info">
          Sent for review {formatMoment(request.submitted_at)}. You can change it again once our team has answered.
        </Alert>
      );
    case 'approved':
      return (
        <Alert severity="success">
          Your last edit request was approved; the Stores tab shows where each store stands.
        </Alert>
      );
    case 'rejected':
      return (
        <Alert severity="warning">Your last edit request was declined{request.note ? `: ${request.note}` : '.'}</Alert>
      );
    default:
      return null;
  }
}
