import { useState } from 'react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { OperatorSpotifyForArtistsList } from '@liner/domain';
import { formatMoment } from '../../lib/format.js';
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
    <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, px: 2, pt: 2 }}>
        Spotify for Artists requests
      </Typography>
      <List aria-label="Spotify for Artists requests waiting for review">
        {waiting.map((request) => (
          <RequestRow key={request.id} request={request} />
        ))}
      </List>
    </Paper>
  );
}

function RequestRow({ request }: { request: AccessRequest }) {
  const decide = useSpotifyForArtistsDecision();
  const [rejecting, setRejecting] = useState(false);
  const [note, setNote] = useState('');
  return (
    <ListItem divider sx={{ display: 'block' }}>
      <Stack spacing={1}>
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
        {decide.isError && <ErrorAlert error={decide.error} />}
        {rejecting ? (
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}>
            <TextField
              size="small"
              label="Note the artist reads"
              value={note}
              onChange={(event) => setNote(event.target.value)}
              sx={{ flex: '1 1 280px' }}
            />
            <Button
              color="error"
              variant="contained"
              disabled={decide.isPending}
              onClick={() => decide.mutate({ id: request.id, grant: false, note: note.trim() || undefined })}
            >
              Reject request
            </Button>
            <Button onClick={() => setRejecting(false)}>Cancel</Button>
          </Stack>
        ) : (
          <Stack direction="row" spacing={1}>
            <Button
              variant="contained"
              disabled={decide.isPending}
              onClick={() => decide.mutate({ id: request.id, grant: true })}
            >
              Grant
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
