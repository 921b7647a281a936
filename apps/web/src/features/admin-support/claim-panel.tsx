import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DecideSupportClaimRequest,
  DMCA_DECISION_LABELS,
  type DmcaDecision,
  SUPPORT_CLAIM_KINDS,
  SUPPORT_CLAIM_LIMITS,
  type SupportClaimDetail,
  type SupportTicketKind,
} from '@liner/domain';
import { pathTo } from '../../app/routes.js';
import { ErrorAlert } from '../../ui/error-alert.js';
import { ReasonDialog } from '../../ui/reason-dialog.js';
import { useToasts } from '../../ui/toasts.js';
import { useDecideClaimMutation, useTicketClaimQuery } from './claim-api.js';

const STATE_LABELS: Record<NonNullable<SupportClaimDetail['state']>, string> = {
  open: 'Waiting for a decision',
  'taken-down': 'Taken down',
  'counter-notice': 'Counter-notice received',
  rejected: 'Rejected',
};

const DECISION_INTROS: Record<DmcaDecision, string> = {
  'take-down': 'The matched release is taken down from every store it was delivered to, and its owner is told.',
  'counter-notice':
    'The uploader answered with a counter-notice: the ticket goes on hold while the complainant may go to court.',
  reject: 'The notice is incomplete or unfounded: nothing is taken down. Reply to the complainant to tell them why.',
};

const isClaimKind = (kind: SupportTicketKind) => (SUPPORT_CLAIM_KINDS as readonly string[]).includes(kind);

/** A DMCA notice's or dispute's fields as the form sent them, what of the catalog it names, and the DMCA decisions. */
export function ClaimPanel({ ticketId, kind }: { ticketId: number; kind: SupportTicketKind }) {
  const claim = useTicketClaimQuery(ticketId, isClaimKind(kind));
  if (!isClaimKind(kind)) return null;
  return (
    <Paper
      component="section"
      aria-label="Request details"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: 3 }}
    >
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1.5 }}>
        Request details
      </Typography>
      {claim.isPending && <Skeleton variant="rounded" height={160} aria-label="Loading the request" />}
      {claim.isError && <ErrorAlert error={claim.error} />}
      {claim.data && <ClaimDetails claim={claim.data} ticketId={ticketId} />}
    </Paper>
  );
}

function ClaimDetails({ claim, ticketId }: { claim: SupportClaimDetail; ticketId: number }) {
  const release = claim.matched_release;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography variant="body2" color="text.secondary">
          {claim.reference}
        </Typography>
        {claim.state && <Chip size="small" label={STATE_LABELS[claim.state]} />}
        {claim.account_id === null && <Chip size="small" variant="outlined" label="Sent without signing in" />}
      </Stack>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '180px minmax(0, 1fr)' } }}
      >
        {claim.lines.map((line) => (
          <Box key={line.label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {line.label}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              sx={{ m: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere', mb: { xs: 1, sm: 0 } }}
            >
              {line.value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="body2">
        {release ? (
          <>
            Matched release (by {release.matched_by.toUpperCase()}):{' '}
            <Link component={RouterLink} to={pathTo('admin.review-release', { id: release.id })}>
              {release.title || 'Untitled'} (#{release.id})
            </Link>{' '}
            · {release.status_label}
          </>
        ) : claim.kind === 'account-dispute' ? (
          claim.disputed_account_id === null ? (
            'No account has this e-mail address or username.'
          ) : (
            `The account disputed is #${claim.disputed_account_id}.`
          )
        ) : (
          'No release of the catalog matched the codes given.'
        )}
      </Typography>
      {claim.allowed_decisions.length > 0 && <DecisionButtons claim={claim} ticketId={ticketId} />}
    </Stack>
  );
}

function DecisionButtons({ claim, ticketId }: { claim: SupportClaimDetail; ticketId: number }) {
  const decide = useDecideClaimMutation();
  const toasts = useToasts();
  const [asked, setAsked] = useState<DmcaDecision | null>(null);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
      {claim.allowed_decisions.map((decision) => (
        <Button
          key={decision}
          variant={decision === 'take-down' ? 'contained' : 'outlined'}
          color={decision === 'take-down' ? 'error' : 'primary'}
          onClick={() => setAsked(decision)}
        >
          {DMCA_DECISION_LABELS[decision]}
        </Button>
      ))}
      {asked && (
        <ReasonDialog
          title={DMCA_DECISION_LABELS[asked]}
          intro={DECISION_INTROS[asked]}
          reasonSchema={DecideSupportClaimRequest.shape.note}
          label="Internal note"
          helperText="Kept on the ticket for the operators; the complainant does not see it."
          maxLength={SUPPORT_CLAIM_LIMITS.noteMax}
          serverField="note"
          confirmLabel={DMCA_DECISION_LABELS[asked]}
          confirmColor={asked === 'take-down' ? 'error' : 'primary'}
          onConfirm={async (note) => {
            const saved = await decide.mutateAsync({ ticket_id: ticketId, decision: asked, note });
            toasts.push({ message: saved.message, type: 'success' });
          }}
          onClose={() => setAsked(null)}
        />
      )}
    </Stack>
  );
}
