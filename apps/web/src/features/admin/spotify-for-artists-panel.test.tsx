import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, WAIT } from '../../testing/fake-api.js';
import { renderAt } from '../../testing/render.js';
import { SpotifyForArtistsPanel } from './spotify-for-artists-panel.js';

const request = (id: number, status: 'pending' | 'granted') => ({
  id,
  spotifyArtistId: '4dpARuHxo51G3z768sgnrY',
  spotifyArtistUrl: 'https://open.spotify.com/artist/4dpARuHxo51G3z768sgnrY',
  upc: '060000000011',
  releaseTitle: 'Night Drive',
  status,
  note: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  decidedAt: null,
  accountId: 5,
  accountEmail: 'nova@example.test',
  accountName: 'Nova Reyes',
});

describe('SpotifyForArtistsPanel', () => {
  it('lists waiting requests only, and rejects one with the note', async () => {
    const api = fakeApi({
      'GET /api/admin/instant-access/spotify': () => ({ data: [request(1, 'pending'), request(2, 'granted')] }),
      'POST /api/admin/instant-access/spotify/1/reject': () => ({ message: 'Request rejected' }),
    });
    renderAt(<SpotifyForArtistsPanel />);
    const list = await screen.findByRole('list', { name: 'Spotify for Artists requests waiting for review' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    const user = userEvent.setup();
    await user.click(within(list).getByRole('button', { name: 'Reject' }));
    await user.type(within(list).getByLabelText('Note the artist reads'), 'Not on this release');
    await user.click(within(list).getByRole('button', { name: 'Reject request' }));
    await vi.waitFor(
      () =>
        expect(api.sent('POST /api/admin/instant-access/spotify/1/reject')[0]?.body).toEqual({
          note: 'Not on this release',
        }),
      WAIT,
    );
  });

  it('shows nothing when no request waits', async () => {
    const api = fakeApi({ 'GET /api/admin/instant-access/spotify': () => ({ data: [request(2, 'granted')] }) });
    const view = renderAt(<SpotifyForArtistsPanel />);
    await vi.waitFor(() => expect(api.requests).toHaveLength(1), WAIT);
    expect(view.container).toBeEmptyDOMElement();
  });
});
