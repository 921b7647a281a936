import { ConnectAudiomackRequest, SpotifyForArtistsSubmitRequest } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { listDeliveredUpcs } from '../releases/index.js';
import { connectAudiomack } from './audiomack-link.js';
import { createDevelopmentSpotifyAccounts } from './development-spotify-accounts.js';
import { linkSpotifyAccount } from './link-spotify-account.js';
import { newConnectSecrets } from './spotify-connect-state.js';
import { submitSpotifyForArtists } from './spotify-for-artists-request.js';
import { updateSpotifyDiscoveryMode } from './update-spotify-discovery-mode.js';

/**
 * The demo's platform links, through the same operations: the artist connected Spotify (the
 * offline stand-in's account, so the demo needs no Spotify app), linked Audiomack and asked for
 * Spotify for Artists access with one of their delivered releases; the label turned discovery
 * mode on.
 */
export async function seedPlatformLinks(deps: AppDeps, accounts: { artistId: number; labelId: number }): Promise<void> {
  const spotify = createDevelopmentSpotifyAccounts(`${deps.config.publicUrl}/callback/spotify`);
  const secrets = newConnectSecrets();
  const code = new URL(spotify.authorizeUrl(secrets)).searchParams.get('code') ?? '';
  await linkSpotifyAccount(deps, accounts.artistId, spotify, { code, codeVerifier: secrets.codeVerifier });
  await connectAudiomack(
    deps,
    accounts.artistId,
    ConnectAudiomackRequest.parse({ url: 'https://audiomack.com/nova-reyes' }).url,
  );
  await updateSpotifyDiscoveryMode(deps, accounts.labelId, true);
  const [delivered] = await listDeliveredUpcs(deps.db, accounts.artistId);
  if (delivered) {
    await submitSpotifyForArtists(
      deps,
      accounts.artistId,
      SpotifyForArtistsSubmitRequest.parse({
        artist: 'https://open.spotify.com/artist/0TnOYISbd1XYRBk9myaseg',
        upc: delivered.upc,
      }),
    );
  }
}
