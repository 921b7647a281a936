import Typography from '@mui/material/Typography';
import type { IsrcClaimRow } from '@liner/domain';
import { formatMoment } from '../../lib/format.js';
import { DecisionList, DecisionRow } from '../../ui/decision-list.js';
import { ErrorAlert } from '../../ui/error-alert.js';
import { useIsrcClaimDecision, useIsrcClaimsQuery } from './api.js';

/**
 * ISRC claims waiting above the review queue: a draft typed a code of another account's approved
 * recording. Accepting moves the code to the claimant's track; rejecting tells them the reason.
 * Shows nothing when no claim waits.
 */
export function IsrcClaimsPanel() {
  const claims = useIsrcClaimsQuery();
  if (claims.isError) return <ErrorAlert error={claims.error} />;
  if (!claims.data || claims.data.data.length === 0) return null;
  return (
    <DecisionList title="ISRC claims" label="ISRC claims waiting for review">
      {claims.data.data.map((claim) => (
        <ClaimRow key={claim.id} claim={claim} />
      ))}
    </DecisionList>
  );
}

function ClaimRow({ claim }: { claim: IsrcClaimRow }) {
  const decide = useIsrcClaimDecision();
  const holderWork = [claim.holderTrack?.title, claim.holderRelease?.title].filter(Boolean).join(' on ');
  return (
    <DecisionRow
      acceptLabel="Accept"
      rejectLabel="Reject claim"
      reasonLabel="Reason the artist is told"
      reasonRequired
      pending={decide.isPending}
      error={decide.isError ? decide.error : undefined}
      onAccept={() => decide.mutate({ id: claim.id, accept: true })}
      onReject={(reason) => decide.mutate({ id: claim.id, accept: false, reason })}
    >
      <Typography>
        <strong>{claim.claimant.name || claim.claimant.email}</strong> claims <strong>{claim.isrc}</strong> for "
        {claim.track?.title || 'a track'}" on "{claim.release.title || 'a draft'}".
      </Typography>
      <Typography variant="body2" color="text.secondary">
        It belongs to {claim.holder.name || claim.holder.email}
        {holderWork ? ` (${holderWork})` : ''}. Claimed {formatMoment(claim.createdAt)}.
      </Typography>
    </DecisionRow>
  );
}
