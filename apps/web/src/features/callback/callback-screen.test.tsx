import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PLATFORM_LINK_MESSAGES } from '@liner/domain';
import { answer, fakeApi, WAIT } from '../../testing/fake-api.js';
import { renderAt } from '../../testing/render.js';
import SpotifyCallbackPage from './spotify-callback-page.js';

const CALLBACK = 'POST /api/profile/platforms/spotify/callback';
const spotify = {
  id: 'x',
  displayName: 'Nova Reyes',
  uri: 'spotify:user:x',
  type: 'user',
  href: 'https://api.spotify.com/v1/users/x',
  connectedAt: '2026-11-20T10:00:00.000Z',
};

describe('the Spotify callback screen', () => {
  it('hands the code and state to the server once and returns to the settings', async () => {
    const api = fakeApi({ [CALLBACK]: () => ({ message: PLATFORM_LINK_MESSAGES.spotifyConnected, spotify }) });
    renderAt(<SpotifyCallbackPage />, { path: '/callback/spotify', at: '/callback/spotify?code=c-1&state=s-1' });
    expect(screen.getByRole('status')).toHaveTextContent('finish connecting your Spotify account');
    expect(await screen.findByLabelText('Other page', {}, WAIT)).toBeInTheDocument();
    expect(api.sent(CALLBACK).map((request) => request.body)).toEqual([{ state: 's-1', code: 'c-1' }]);
  });

  it('says what went wrong with a way back to the settings', async () => {
    fakeApi({
      [CALLBACK]: () =>
        answer(422, {
          message: PLATFORM_LINK_MESSAGES.stateUsed,
          errors: { state: [PLATFORM_LINK_MESSAGES.stateUsed] },
        }),
    });
    renderAt(<SpotifyCallbackPage />, {
      path: '/callback/spotify',
      at: '/callback/spotify?error=access_denied&state=s-2',
    });
    expect(await screen.findByRole('heading', { name: 'Spotify was not connected' })).toBeInTheDocument();
    expect(screen.getByText(PLATFORM_LINK_MESSAGES.stateUsed)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to settings' })).toHaveAttribute(
      'href',
      '/user-portal/profile#platforms',
    );
  });

  it('sends nothing when opened without a state', async () => {
    const api = fakeApi({});
    renderAt(<SpotifyCallbackPage />, { path: '/callback/spotify', at: '/callback/spotify' });
    expect(await screen.findByText(/Start again from your settings/)).toBeInTheDocument();
    await vi.waitFor(() => expect(api.requests).toEqual([]), WAIT);
  });
});
