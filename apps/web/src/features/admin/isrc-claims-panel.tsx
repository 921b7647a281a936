import { useState } from 'react';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { IsrcClaimRow } from '@liner/domain';
import { formatMoment } from '../../lib/format.js';
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
    <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, px: 2, pt: 2 }}>
        ISRC claims
      </Typography>
      <List aria-label="ISRC claims waiting for review">
        {claims.data.data.map((claim) => (
          <ClaimRow key={claim.id} claim={claim} />
        ))}
      </List>
    </Paper>
  );
}

function ClaimRow({ claim }: { claim: IsrcClaimRow }) {
  const decide = useIsrcClaimDecision();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const holderWork = [claim.holderTrack?.title, claim.holderRelease?.title].filter(Boolean).join(' on ');
  return (
    <ListItem divider sx={{ display: 'block' }}>
      <Stack spacing={1}>
        <Typography>
          <strong>{claim.claimant.name || claim.claimant.email}</strong> claims <strong>{claim.isrc}</strong> for "
          {claim.track?.title || 'a track'}" on "{claim.release.title || 'a draft'}".
        </Typography>
        <Typography variant="body2" color="text.secondary">
          It belongs to {claim.holder.name || claim.holder.email}
          {holderWork ? ` (${holderWork})` : ''}. Claimed {formatMoment(claim.createdAt)}.
        </Typography>
        {decide.isError && <ErrorAlert error={decide.error} />}
        {rejecting ? (
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}>
            <TextField
              size="small"
              label="Reason the artist is told"
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              sx={{ flex: '1 1 280px' }}
            />
            <Button
              color="error"
              variant="contained"
              disabled={decide.isPending || reason.trim() === ''}
              onClick={() => decide.mutate({ id: claim.id, accept: false, reason })}
            >
              Reject claim
            </Button>
            <Button onClick={() => setRejecting(false)}>Cancel</Button>
          </Stack>
        ) : (
          <Stack direction="row" spacing={1}>
            <Button
              variant="contained"
              disabled={decide.isPending}
              onClick={() => decide.mutate({ id: claim.id, accept: true })}
            >
              Accept
            </Button>
            <Button color="error" onClick={() => setRejecting(true)}>
              Reject
            </Button>
          </Stack>
        )}
      </Stack>
    </ListItem>
  );
}
