import { useState } from 'react';
import { useSearchParams } from 'react-router';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IDENTITY_DOCUMENT_LABELS, IdentityRejectReason, type IdentityReviewRow } from '@liner/domain';
import { OperatorOnly } from '../../app/operator-only.js';
import { countryName } from '../../lib/country-options.js';
import { formatMoment, positiveInt } from '../../lib/format.js';
import { ConfirmDialog } from '../../ui/confirm-dialog.js';
import { EmptyState } from '../../ui/empty-state.js';
import { ErrorAlert } from '../../ui/error-alert.js';
import { ListSkeleton } from '../../ui/list-skeleton.js';
import { PageHeading } from '../../ui/page-heading.js';
import { ReasonDialog } from '../../ui/reason-dialog.js';
import { TablePager } from '../../ui/table-pager.js';
import { useToasts } from '../../ui/toasts.js';
import { useIdentityDecisionMutation, useIdentityQueueQuery } from './identity-checks-api.js';
import { IdentityPhoto } from './identity-photo.js';

/** /user-portal/admin/identity-checks — identity documents and selfies waiting for a decision, oldest first. */
export default function IdentityChecksPage() {
  return (
    <OperatorOnly>
      <IdentityChecks />
    </OperatorOnly>
  );
}

function IdentityChecks() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = positiveInt(searchParams.get('page') ?? undefined, 1);
  const queue = useIdentityQueueQuery(page);
  const data = queue.data;
  return (
    <Stack spacing={2} sx={{ py: { xs: 1, md: 2 }, maxWidth: 1100 }}>
      <PageHeading title="Identity checks" />
      <Typography color="text.secondary">
        Identity documents and selfies waiting for a decision, oldest first. Compare the face and the name with the
        account before approving.
      </Typography>
      {queue.isPending && (
        <Paper variant="outlined" sx={{ borderRadius: 3 }}>
          <ListSkeleton label="Loading the identity checks" />
        </Paper>
      )}
      <ErrorAlert error={queue.error ?? undefined} />
      {data && data.data.length === 0 && (
        <Paper variant="outlined" sx={{ borderRadius: 3 }}>
          <EmptyState message="Nothing here yet ... no identity check waits for a decision." />
        </Paper>
      )}
      {data && data.data.length > 0 && (
        <Stack component="ul" spacing={2} aria-label="Identity checks waiting" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {data.data.map((row) => (
            <CheckCard key={row.id} row={row} />
          ))}
        </Stack>
      )}
      <TablePager page={data} onPageChange={(next) => setSearchParams({ page: String(next) })} />
    </Stack>
  );
}

type Asking = 'approve' | 'reject' | 'bypass' | null;

function CheckCard({ row }: { row: IdentityReviewRow }) {
  const [asking, setAsking] = useState<Asking>(null);
  const decide = useIdentityDecisionMutation();
  const toasts = useToasts();
  const headingId = `identity-check-${row.id}`;
  const document = row.documentType ? IDENTITY_DOCUMENT_LABELS[row.documentType] : 'Document';
  const run = async (decision: 'approve' | 'reject' | 'bypass', reason?: string, done?: string) => {
    await decide.mutateAsync({ id: row.id, decision, reason });
    toasts.push({ message: done ?? 'Decision saved', type: 'success' });
  };
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: 3 }}
    >
      <Stack spacing={2}>
        <Stack spacing={0.25} sx={{ minWidth: 0 }}>
          <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {row.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {row.email} · {document}
            {row.documentCountry ? ` from ${countryName(row.documentCountry)}` : ''} · sent{' '}
            {formatMoment(row.submittedAt)}
          </Typography>
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <IdentityPhoto checkId={row.id} side="front" name={row.name} />
          {row.hasBack && <IdentityPhoto checkId={row.id} side="back" name={row.name} />}
          <IdentityPhoto checkId={row.id} side="selfie" name={row.name} />
        </Stack>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button variant="contained" color="success" onClick={() => setAsking('approve')}>
            Approve
          </Button>
          <Button variant="outlined" color="error" onClick={() => setAsking('reject')}>
            Reject
          </Button>
          <Button onClick={() => setAsking('bypass')}>Bypass</Button>
        </Stack>
      </Stack>
      {asking === 'approve' && (
        <ConfirmDialog
          title="Approve this identity?"
          confirmLabel="Approve"
          confirmColor="success"
          onConfirm={() => run('approve', undefined, `${row.name} is verified`)}
          onClose={() => setAsking(null)}
        >
          The document and the selfie show the same person, and the name matches the account. {row.name} is told their
          identity is verified.
        </ConfirmDialog>
      )}
      {asking === 'bypass' && (
        <ConfirmDialog
          title="Bypass identity verification?"
          confirmLabel="Bypass"
          onConfirm={() => run('bypass', undefined, `Verification bypassed for ${row.name}`)}
          onClose={() => setAsking(null)}
        >
          {row.name} no longer needs a verified identity for payouts, whatever these photos show.
        </ConfirmDialog>
      )}
      <ReasonDialog
        open={asking === 'reject'}
        title="Reject this identity?"
        intro={<Typography variant="body2">{row.name} reads the reason and may send new photos.</Typography>}
        reasonSchema={IdentityRejectReason}
        label="Reason for the person"
        required
        confirmLabel="Reject"
        onConfirm={(reason) => run('reject', reason, 'Verification rejected')}
        onClose={() => setAsking(null)}
      />
    </Paper>
  );
}
