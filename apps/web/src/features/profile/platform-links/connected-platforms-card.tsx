import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { isForbidden } from '../../../lib/http.js';
import { errorMessages } from '../../../ui/server-errors.js';
import { SectionCard } from '../../../ui/section-card.js';
import { usePlatformLinksQuery } from './api.js';
import { AudiomackRow } from './audiomack-row.js';
import { DiscoveryModeRow } from './discovery-mode-row.js';
import { SpotifyConnectRow } from './spotify-connect-row.js';
import { SpotifyForArtistsRow } from './spotify-for-artists-row.js';

/** The profile page's Connected platforms card: Spotify, Audiomack, Spotify for Artists, discovery mode. */
export function ConnectedPlatformsCard() {
  const links = usePlatformLinksQuery();
  return (
    <SectionCard
      id="platforms"
      title="Connected platforms"
      description="The streaming accounts that are yours, so releases and requests reach the right profile."
    >
      {links.data ? (
        <Stack>
          <SpotifyConnectRow links={links.data} />
          <AudiomackRow audiomack={links.data.audiomack} />
          <SpotifyForArtistsRow request={links.data.spotifyForArtists} />
          <DiscoveryModeRow enabled={links.data.spotifyDiscoveryMode} />
        </Stack>
      ) : isForbidden(links.error) ? (
        <Alert severity="info">Only the account owner can see and change the connected platforms.</Alert>
      ) : links.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void links.refetch()}>
              Try again
            </Button>
          }
        >
          {errorMessages(links.error).join('\n')}
        </Alert>
      ) : (
        <Stack spacing={1.5} aria-busy="true" aria-label="Loading connected platforms">
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} variant="rounded" height={56} />
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
