import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import type { PlatformLinksResponse } from '@liner/domain';
import { ConfirmDialog } from '../../../ui/confirm-dialog.js';
import { ErrorAlert } from '../../../ui/error-alert.js';
import { useToasts } from '../../../ui/toasts.js';
import { useRemoveSpotify, useStartSpotifyConnect } from './api.js';
import { PlatformRow } from './platform-row.js';

/** Leaves the page for Spotify's consent screen; a function so tests can watch it without a real navigation. */
export const browser = { go: (url: string) => window.location.assign(url) };

function openUrl(uri: string, href: string): string {
  const [, kind, id] = uri.split(':');
  return kind && id ? `https://open.spotify.com/${kind}/${id}` : href;
}

/** Connect (OAuth at Spotify), the connected account's name, and disconnect. */
export function SpotifyConnectRow({ links }: { links: PlatformLinksResponse }) {
  const toasts = useToasts();
  const start = useStartSpotifyConnect();
  const remove = useRemoveSpotify();
  const [confirming, setConfirming] = useState(false);
  const [isLeaving, setLeaving] = useState(false);
  const { spotify, spotifyConnect: mode } = links;

  const connect = async () => {
    try {
      const { authorizeUrl } = await start.mutateAsync();
      setLeaving(true);
      browser.go(authorizeUrl);
    } catch {
      // Shown below from the mutation's error.
    }
  };

  const disconnect = async () => {
    const answer = await remove.mutateAsync(undefined);
    toasts.push({ message: answer.message, type: 'success' });
  };

  const isConnecting = start.isPending || isLeaving;
  const status = spotify
    ? ({ label: 'Connected', color: 'success' } as const)
    : isConnecting
      ? ({ label: 'Connecting…', color: 'info' } as const)
      : ({ label: 'Not connected', color: 'default' } as const);
  return (
    <PlatformRow
      name="Spotify"
      status={status}
      detail={
        spotify ? (
          <>
            Signed in as{' '}
            <Link href={openUrl(spotify.uri, spotify.href)} target="_blank" rel="noopener noreferrer">
              {spotify.displayName}
            </Link>
          </>
        ) : (
          'Connect the Spotify account you use as an artist, so Liner knows which profile is yours.'
        )
      }
      actions={
        spotify ? (
          <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
            Disconnect
          </Button>
        ) : mode === 'off' ? null : (
          <Button variant="contained" onClick={() => void connect()} disabled={isConnecting}>
            {isConnecting ? 'Opening Spotify…' : 'Connect Spotify'}
          </Button>
        )
      }
    >
      {!spotify && mode === 'off' && (
        <Alert severity="info">Connecting Spotify is not set up on this Liner install yet. Ask your operator.</Alert>
      )}
      {!spotify && mode === 'development' && (
        <Alert severity="warning">
          Development mode: connecting uses a stand-in account, not a real Spotify sign-in.
        </Alert>
      )}
      <ErrorAlert error={start.error ?? undefined} />
      {confirming && (
        <ConfirmDialog
          title="Disconnect Spotify?"
          confirmLabel="Disconnect"
          confirmColor="error"
          onConfirm={disconnect}
          onClose={() => setConfirming(false)}
        >
          Liner forgets the account {spotify?.displayName} and its access. You can also remove Liner from your Spotify
          account's apps page.
        </ConfirmDialog>
      )}
    </PlatformRow>
  );
}
