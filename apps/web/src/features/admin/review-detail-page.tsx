import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import HighlightOff from '@mui/icons-material/HighlightOffOutlined';
import { RELEASE_STATUS, type ReleaseStatusResult, type ReviewKind } from '@liner/domain';
import { pathTo } from '../../app/routes.js';
import { ErrorAlert } from '../../ui/error-alert.js';
import { useToasts } from '../../ui/toasts.js';
import { QueryState } from '../../ui/query-state.js';
import { EditList } from '../../ui/edit-list.js';
import { positiveInt } from '../../lib/format.js';
import { OverviewSection } from '../../ui/release-overview.js';
import { StatusChip } from '../../ui/status-chip.js';
import { reviewApi, useReviewDecisionMutation, useReviewEditRequestQuery, useReviewReleaseQuery } from './api.js';
import { DecisionDialog, type Decision } from './decision-dialog.js';
import { OperatorOnly } from '../../app/operator-only.js';
import { DeliveriesPanel } from './deliveries-panel.js';
import { ReviewMedia } from './review-media.js';
import { ProposedEditProblems, ReviewProblems } from './review-problems.js';

/** /user-portal/admin/review/:id — one release in review: metadata, artwork, audio, problems, and the decision. */
export default function ReviewDetailPage() {
  return (
    <OperatorOnly>
      <ReviewDetail />
    </OperatorOnly>
  );
}

export function reviewKindOfStatus(status: number): ReviewKind | null {
  if (status === RELEASE_STATUS.PENDING_REVIEW || status === RELEASE_STATUS.APPROVED) return 'submission';
  if (status === RELEASE_STATUS.EDIT_PENDING) return 'edit';
  if (status === RELEASE_STATUS.TAKEDOWN_PENDING) return 'takedown';
  return null;
}

function ReviewDetail() {
  const id = positiveInt(useParams().id);
  const review = useReviewReleaseQuery(id);
  const [action, setAction] = useState<'approve' | 'reject' | null>(null);
  const [result, setResult] = useState<ReleaseStatusResult | null>(null);
  const toasts = useToasts();
  const kind = review.data ? reviewKindOfStatus(review.data.release.status) : null;
  const edits = useReviewEditRequestQuery(id, kind === 'edit');
  const decide = useReviewDecisionMutation((decision: Decision) => {
    if (decision.action === 'approve') {
      return kind === 'edit'
        ? reviewApi.approveEdit(id)
        : kind === 'takedown'
          ? reviewApi.approveTakedown(id)
          : reviewApi.approve(id);
    }
    if (kind === 'edit') return reviewApi.declineEdit(id, decision.note);
    if (kind === 'takedown') return reviewApi.declineTakedown(id, decision.note);
    return reviewApi.reject(id, { reason: decision.reason, note: decision.note });
  });
  const back = (
    <Button
      component={RouterLink}
      to={pathTo('admin.review')}
      startIcon={<ArrowBack />}
      sx={{ alignSelf: 'flex-start' }}
    >
      Review queue
    </Button>
  );

  if (review.data === undefined || review.isError)
    return (
      <QueryState
        query={review}
        what="release"
        invalidId={id === 0}
        back={{ to: pathTo('admin.review'), label: 'Review queue' }}
        loading={
          <Stack spacing={2} sx={{ py: 2 }}>
            {back}
            <Skeleton variant="rounded" height={160} />
            <Skeleton variant="rounded" height={320} />
          </Stack>
        }
      >
        {() => null}
      </QueryState>
    );
  const { release, owner, problems } = review.data;

  // A failure is thrown back to the dialog, which shows it and stays open.
  const confirm = async (decision: Decision) => {
    const answer = await decide.mutateAsync(decision);
    setResult(answer);
    toasts.push({ message: answer.message, type: 'success' });
  };

  return (
    <Stack spacing={2} sx={{ py: { xs: 1, md: 2 }, maxWidth: 1100 }}>
      {back}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Stack spacing={0.5} sx={{ minWidth: 0 }}>
          <Typography
            component="h1"
            variant="h4"
            sx={{ fontWeight: 700, fontSize: { xs: '1.5rem', md: '2.125rem' }, overflowWrap: 'anywhere' }}
          >
            {release.title || 'Untitled release'}
          </Typography>
          <Typography color="text.secondary">
            {release.artists.map((artist) => artist.name).join(', ')} · by {owner.name} ({owner.email}, {owner.type})
          </Typography>
          <Stack direction="row" spacing={1}>
            <StatusChip badge={result?.release.badge ?? release.badge} />
          </Stack>
        </Stack>
        {kind && !result && (
          <Stack direction="row" spacing={1}>
            <Button
              variant="contained"
              color="success"
              startIcon={<CheckCircleOutline />}
              onClick={() => setAction('approve')}
            >
              Approve
            </Button>
            <Button variant="outlined" color="error" startIcon={<HighlightOff />} onClick={() => setAction('reject')}>
              Reject
            </Button>
          </Stack>
        )}
      </Stack>
      {result && <DecisionResult result={result} />}
      <ReviewProblems problems={problems} />
      {kind === 'edit' && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
            Requested edits
          </Typography>
          {edits.isPending && <Skeleton variant="rounded" height={80} />}
          {edits.isError && <ErrorAlert error={edits.error} />}
          {edits.data && (
            <Stack spacing={2}>
              <EditList request={edits.data} locked onRemoveRelease={() => undefined} onRemoveTrack={() => undefined} />
              <ProposedEditProblems problems={edits.data.problems} />
            </Stack>
          )}
        </Paper>
      )}
      <DeliveriesPanel releaseId={id} />
      <ReviewMedia review={review.data} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
          Metadata
        </Typography>
        <OverviewSection release={release} forOperator />
      </Paper>
      {kind && <DecisionDialog kind={kind} action={action} onClose={() => setAction(null)} onConfirm={confirm} />}
    </Stack>
  );
}

function DecisionResult({ result }: { result: ReleaseStatusResult }) {
  const status = result.release.status;
  const delivering =
    status === RELEASE_STATUS.APPROVED ||
    status === RELEASE_STATUS.DELIVERED ||
    status === RELEASE_STATUS.UPDATE_DELIVERED ||
    status === RELEASE_STATUS.TAKEN_DOWN;
  return (
    <Alert severity={delivering ? 'success' : 'info'} role="status">
      <AlertTitle>{result.message}</AlertTitle>
      Status now: <StatusChip badge={result.release.badge} />
      {status === RELEASE_STATUS.APPROVED &&
        ' — delivery to the stores is queued; each store is sent in the background and logged.'}
    </Alert>
  );
}
