import { useState } from 'react';
import Button from '@mui/material/Button';
import type { SpotifyForArtistsRequestView } from '@liner/domain';
import { useHasLiveReleaseQuery } from '../../../lib/account-checks.js';
import { PlatformRow } from './platform-row.js';
import { SpotifyForArtistsDialog } from './spotify-for-artists-dialog.js';

const STATUS = {
  none: { label: 'Not requested', color: 'default' },
  pending: { label: 'Waiting for review', color: 'warning' },
  granted: { label: 'Granted', color: 'success' },
  rejected: { label: 'Declined', color: 'error' },
} as const;

const WAITS_FOR_LIVE =
  'Available once one of your releases is live in the stores: Spotify only knows your artist profile from then.';

function detailOf(request: SpotifyForArtistsRequestView | null, hasLive: boolean | undefined): string {
  if (!request)
    return hasLive === false
      ? WAITS_FOR_LIVE
      : 'Get access to your artist profile on Spotify for Artists through Liner.';
  const about = `${request.releaseTitle} (UPC ${request.upc})`;
  if (request.status === 'pending') return `Requested with ${about}. An operator reviews it.`;
  if (request.status === 'granted') return `Granted for ${about}. Spotify e-mails you the invitation.`;
  return `Declined for ${about}${request.note ? `: ${request.note}` : '.'}`;
}

/**
 * The latest Spotify for Artists request and its state; a new one once nothing waits and a
 * release is live (if that cannot be read, the dialog and the server still say what is missing).
 */
export function SpotifyForArtistsRow({ request }: { request: SpotifyForArtistsRequestView | null }) {
  const [isOpen, setOpen] = useState(false);
  const isWaiting = request?.status === 'pending';
  const live = useHasLiveReleaseQuery({ enabled: !isWaiting });
  const canRequest = !isWaiting && (live.data?.hasLive ?? live.isError);
  return (
    <PlatformRow
      name="Spotify for Artists"
      status={STATUS[request?.status ?? 'none']}
      detail={detailOf(request, live.data?.hasLive)}
      actions={
        canRequest ? (
          <Button variant="outlined" onClick={() => setOpen(true)}>
            {request ? 'New request' : 'Request access'}
          </Button>
        ) : undefined
      }
    >
      {isOpen && <SpotifyForArtistsDialog onClose={() => setOpen(false)} />}
    </PlatformRow>
  );
}
