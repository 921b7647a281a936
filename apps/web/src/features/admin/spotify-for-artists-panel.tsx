import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { OperatorSpotifyForArtistsList } from '@liner/domain';
import { formatMoment } from '../../lib/format.js';
import { DecisionList, DecisionRow } from '../../ui/decision-list.js';
import { ErrorAlert } from '../../ui/error-alert.js';
import { useSpotifyForArtistsDecision, useSpotifyForArtistsQueue } from './spotify-for-artists-api.js';

type AccessRequest = OperatorSpotifyForArtistsList['data'][number];

/**
 * Spotify for Artists requests waiting for the operator, above the review queue: check that the
 * release (UPC) is the account's and carries that Spotify artist, then grant or reject with a
 * note the artist reads. Shows nothing when none waits.
 */
export function SpotifyForArtistsPanel() {
  const queue = useSpotifyForArtistsQueue();
  if (queue.isError) return <ErrorAlert error={queue.error} />;
  const waiting = queue.data?.data.filter((request) => request.status === 'pending') ?? [];
  if (waiting.length === 0) return null;
  return (
    <DecisionList title="Spotify for Artists requests" label="Spotify for Artists requests waiting for review">
      {waiting.map((request) => (
        <RequestRow key={request.id} request={request} />
      ))}
    </DecisionList>
  );
}

function RequestRow({ request }: { request: AccessRequest }) {
  const decide = useSpotifyForArtistsDecision();
  return (
    <DecisionRow
      acceptLabel="Grant"
      rejectLabel="Reject request"
      reasonLabel="Note the artist reads"
      pending={decide.isPending}
      error={decide.isError ? decide.error : undefined}
      onAccept={() => decide.mutate({ id: request.id, grant: true })}
      onReject={(note) => decide.mutate({ id: request.id, grant: false, note: note.trim() || undefined })}
    >
      <Typography sx={{ overflowWrap: 'anywhere' }}>
        <strong>{request.accountName}</strong> asks for the Spotify artist{' '}
        <Link href={request.spotifyArtistUrl} target="_blank" rel="noopener noreferrer">
          {request.spotifyArtistId}
        </Link>{' '}
        with "{request.releaseTitle}" (UPC {request.upc}).
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {request.accountEmail} · asked {formatMoment(request.createdAt)}
      </Typography>
    </DecisionRow>
  );
}
