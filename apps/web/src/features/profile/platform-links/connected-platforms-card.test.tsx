import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PLATFORM_LINK_MESSAGES, type PlatformLinksResponse } from '@liner/domain';
import { answer, fakeApi, WAIT } from '../../../testing/fake-api.js';
import { renderAt } from '../../../testing/render.js';
import { ConnectedPlatformsCard } from './connected-platforms-card.js';
import { browser } from './spotify-connect-row.js';

const NOTHING: PlatformLinksResponse = {
  spotify: null,
  spotifyConnect: 'spotify',
  audiomack: null,
  spotifyDiscoveryMode: false,
  spotifyForArtists: null,
};
const CONNECTED: PlatformLinksResponse = {
  ...NOTHING,
  spotify: {
    id: '31novareyes7q',
    displayName: 'Nova Reyes',
    uri: 'spotify:user:31novareyes7q',
    type: 'user',
    href: 'https://api.spotify.com/v1/users/31novareyes7q',
    connectedAt: '2026-11-20T10:00:00.000Z',
  },
  audiomack: { slug: 'nova-reyes', url: 'https://audiomack.com/nova-reyes', connectedAt: '2026-11-20T10:00:00.000Z' },
};
const GET = 'GET /api/profile/platforms';
const HAS_LIVE = 'GET /api/auth/releases/has-live';
const LIVE = { [HAS_LIVE]: () => ({ hasLive: true }) };
const row = async (name: string) => screen.findByRole('region', { name });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ConnectedPlatformsCard', () => {
  it('connects Spotify: asks the server for the consent URL and leaves for it', async () => {
    const go = vi.spyOn(browser, 'go').mockImplementation(() => undefined);
    const api = fakeApi({
      ...LIVE,
      [GET]: () => NOTHING,
      'POST /api/profile/platforms/spotify/connect': () => ({
        authorizeUrl: 'https://accounts.spotify.com/authorize?x=1',
      }),
    });
    renderAt(<ConnectedPlatformsCard />);
    const spotify = await row('Spotify');
    expect(within(spotify).getByText('Not connected')).toBeInTheDocument();
    await userEvent.setup().click(within(spotify).getByRole('button', { name: 'Connect Spotify' }));
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith('https://accounts.spotify.com/authorize?x=1'), WAIT);
    expect(within(spotify).getByText('Connecting…')).toBeInTheDocument();
    expect(within(spotify).getByRole('button', { name: 'Opening Spotify…' })).toBeDisabled();
    expect(api.sent('POST /api/profile/platforms/spotify/connect')).toHaveLength(1);
  });

  it('says why connecting is refused and stays on the page', async () => {
    const go = vi.spyOn(browser, 'go').mockImplementation(() => undefined);
    fakeApi({
      ...LIVE,
      [GET]: () => NOTHING,
      'POST /api/profile/platforms/spotify/connect': () =>
        answer(422, { message: PLATFORM_LINK_MESSAGES.spotifyNotConfigured, code: 'VALIDATION' }),
    });
    renderAt(<ConnectedPlatformsCard />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Connect Spotify' }));
    expect(await screen.findByText(PLATFORM_LINK_MESSAGES.spotifyNotConfigured)).toBeInTheDocument();
    expect(go).not.toHaveBeenCalled();
  });

  it('offers no Connect button when the install cannot connect Spotify', async () => {
    fakeApi({ ...LIVE, [GET]: () => ({ ...NOTHING, spotifyConnect: 'off' }) });
    renderAt(<ConnectedPlatformsCard />);
    expect(await screen.findByText(/not set up on this Liner install/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Connect Spotify' })).toBeNull();
  });

  it('shows the connected account and disconnects after a confirmation', async () => {
    let links = CONNECTED;
    const api = fakeApi({
      ...LIVE,
      [GET]: () => links,
      'POST /api/profile/platforms/spotify/remove': () => {
        links = { ...CONNECTED, spotify: null };
        return { message: PLATFORM_LINK_MESSAGES.spotifyRemoved };
      },
    });
    renderAt(<ConnectedPlatformsCard />);
    const spotify = await row('Spotify');
    expect(within(spotify).getByRole('link', { name: 'Nova Reyes' })).toHaveAttribute(
      'href',
      'https://open.spotify.com/user/31novareyes7q',
    );
    const user = userEvent.setup();
    await user.click(within(spotify).getByRole('button', { name: 'Disconnect' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Disconnect' }));
    expect(await within(spotify).findByText('Not connected')).toBeInTheDocument();
    expect(api.sent('POST /api/profile/platforms/spotify/remove')).toHaveLength(1);
  });

  it('checks the Audiomack link before sending it, then sends what was typed', async () => {
    const api = fakeApi({
      ...LIVE,
      [GET]: () => NOTHING,
      'POST /api/profile/instant-access/audio-mack': () => ({ message: PLATFORM_LINK_MESSAGES.audiomackConnected }),
    });
    renderAt(<ConnectedPlatformsCard />);
    const audiomack = await row('Audiomack');
    const user = userEvent.setup();
    const field = within(audiomack).getByLabelText('Audiomack artist page');
    await user.type(field, 'https://audiomack.com/nova/song/night-drive');
    await user.click(within(audiomack).getByRole('button', { name: 'Connect Audiomack' }));
    expect(await within(audiomack).findByText(/not an artist page|song/i)).toBeInTheDocument();
    expect(api.sent('POST /api/profile/instant-access/audio-mack')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, 'nova-reyes');
    await user.click(within(audiomack).getByRole('button', { name: 'Connect Audiomack' }));
    await vi.waitFor(() => expect(api.sent('POST /api/profile/instant-access/audio-mack')).toHaveLength(1), WAIT);
    expect(api.sent('POST /api/profile/instant-access/audio-mack')[0]?.body).toEqual({ url: 'nova-reyes' });
  });

  it('turns discovery mode on with the switch', async () => {
    const api = fakeApi({
      ...LIVE,
      [GET]: () => NOTHING,
      'POST /api/profile/update/spotify-discovery-mode': () => ({ message: PLATFORM_LINK_MESSAGES.discoveryOn }),
    });
    renderAt(<ConnectedPlatformsCard />);
    const discovery = await row('Spotify discovery mode');
    await userEvent.setup().click(within(discovery).getByRole('switch', { name: 'Discovery mode' }));
    await vi.waitFor(
      () => expect(api.sent('POST /api/profile/update/spotify-discovery-mode')[0]?.body).toEqual({ enabled: true }),
      WAIT,
    );
  });

  it('requests Spotify for Artists access with a delivered release, showing the server refusal on its field', async () => {
    const api = fakeApi({
      ...LIVE,
      [GET]: () => NOTHING,
      'POST /api/profile/instant-access/spotify/init': () => ({
        releases: [{ id: 7, title: 'Night Drive', upc: '060000000011' }],
        connectedSpotifyName: null,
        request: null,
      }),
      'POST /api/profile/instant-access/spotify/submit': () =>
        answer(422, { message: 'Validation Error', errors: { upc: [PLATFORM_LINK_MESSAGES.upcNotOwned] } }),
    });
    renderAt(<ConnectedPlatformsCard />);
    const user = userEvent.setup();
    await user.click(await within(await row('Spotify for Artists')).findByRole('button', { name: 'Request access' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request Spotify for Artists access' });
    await user.type(
      within(dialog).getByLabelText('Spotify artist profile'),
      'https://open.spotify.com/artist/4dpARuHxo51G3z768sgnrY',
    );
    await user.click(within(dialog).getByRole('combobox', { name: 'Release (UPC)' }));
    await user.click(await screen.findByRole('option', { name: 'Night Drive — 060000000011' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText(PLATFORM_LINK_MESSAGES.upcNotOwned)).toBeInTheDocument();
    expect(api.sent('POST /api/profile/instant-access/spotify/submit')[0]?.body).toEqual({
      artist: 'https://open.spotify.com/artist/4dpARuHxo51G3z768sgnrY',
      upc: '060000000011',
    });
  });

  it('shows a waiting request without offering another', async () => {
    fakeApi({
      [GET]: () => ({
        ...NOTHING,
        spotifyForArtists: {
          id: 1,
          spotifyArtistId: '4dpARuHxo51G3z768sgnrY',
          spotifyArtistUrl: 'https://open.spotify.com/artist/4dpARuHxo51G3z768sgnrY',
          upc: '060000000011',
          releaseTitle: 'Night Drive',
          status: 'pending',
          note: null,
          createdAt: '2026-11-20T10:00:00.000Z',
          decidedAt: null,
        },
      }),
    });
    renderAt(<ConnectedPlatformsCard />);
    const s4a = await row('Spotify for Artists');
    expect(within(s4a).getByText('Waiting for review')).toBeInTheDocument();
    expect(within(s4a).queryByRole('button')).toBeNull();
  });

  it('waits for a live release before offering a Spotify for Artists request', async () => {
    const api = fakeApi({ [GET]: () => NOTHING, [HAS_LIVE]: () => ({ hasLive: false }) });
    renderAt(<ConnectedPlatformsCard />);
    const s4a = await row('Spotify for Artists');
    expect(await within(s4a).findByText(/Available once one of your releases is live/)).toBeInTheDocument();
    expect(within(s4a).queryByRole('button')).toBeNull();
    expect(api.sent(HAS_LIVE)).toHaveLength(1);
  });

  it('still offers the request when whether a release is live cannot be read (the dialog says what is missing)', async () => {
    fakeApi({ [GET]: () => NOTHING, [HAS_LIVE]: () => answer(503, { message: 'The server is busy' }) });
    renderAt(<ConnectedPlatformsCard />);
    const s4a = await row('Spotify for Artists');
    expect(await within(s4a).findByRole('button', { name: 'Request access' })).toBeInTheDocument();
  });

  it('shows an error with Try again, and a plain note when the account is not the person’s to change', async () => {
    let status = 500;
    fakeApi({ [GET]: () => answer(status, { message: 'Something went wrong' }) });
    const view = renderAt(<ConnectedPlatformsCard />);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    view.unmount();
    status = 403;
    renderAt(<ConnectedPlatformsCard />);
    expect(await screen.findByText(/Only the account owner/)).toBeInTheDocument();
  });
});
