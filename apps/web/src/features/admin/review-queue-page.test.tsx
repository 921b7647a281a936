import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { IsrcClaimRow } from '@liner/domain';
import { fakeApi, WAIT } from '../../testing/fake-api.js';
import { meFixture, markSignedIn } from '../../testing/fixtures.js';
import { renderAt } from '../../testing/render.js';
import ReviewQueuePage from './review-queue-page.js';

describe('review queue', () => {
  it('is for operators only, and asks the server nothing for anyone else', async () => {
    markSignedIn();
    const api = fakeApi({ 'GET /api/auth/me': () => meFixture() });
    renderAt(<ReviewQueuePage />);
    expect(await screen.findByText('This page is for Liner operators only.')).toBeInTheDocument();
    expect(api.requests.map((request) => request.path)).toEqual(['/api/auth/me']);
  });

  it('shows an operator an empty queue as empty', async () => {
    markSignedIn();
    fakeApi({
      'GET /api/auth/me': () => meFixture({ adminAccess: true }),
      'GET /api/admin/releases/review': () => ({ data: [], current_page: 1, last_page: 1, total: 0, per_page: 10 }),
      'GET /api/admin/isrc-claims': () => ({ data: [] }),
      'GET /api/admin/instant-access/spotify': () => ({ data: [] }),
    });
    renderAt(<ReviewQueuePage />);
    expect(await screen.findByText('Nothing here yet ... no release waits for review.')).toBeInTheDocument();
    expect(screen.queryByText('ISRC claims')).not.toBeInTheDocument();
  });

  it('lists ISRC claims with both sides, and rejects one with the reason the artist is told', async () => {
    markSignedIn();
    const claim: IsrcClaimRow = {
      id: 7,
      isrc: 'QZAAF2600001',
      status: 'pending',
      createdAt: '2026-11-20T10:00:00.000Z',
      claimant: { id: 3, name: 'Nova Reyes', email: 'nova@example.test', type: 'artist' },
      release: { id: 12, title: 'Night Drive' },
      track: { id: 40, title: 'Neon' },
      holder: { id: 4, name: 'Sam Keller', email: 'sam@example.test', type: 'artist' },
      holderRelease: { id: 9, title: 'Their Album', status: 7 },
      holderTrack: { id: 30, title: 'Their Song' },
    };
    const api = fakeApi({
      'GET /api/auth/me': () => meFixture({ adminAccess: true }),
      'GET /api/admin/releases/review': () => ({ data: [], current_page: 1, last_page: 1, total: 0, per_page: 10 }),
      'GET /api/admin/isrc-claims': () => ({ data: [claim] }),
      'GET /api/admin/instant-access/spotify': () => ({ data: [] }),
      'POST /api/admin/isrc-claims/7/reject': () => ({ message: 'ISRC claim rejected' }),
    });
    const user = userEvent.setup();
    renderAt(<ReviewQueuePage />);
    const list = await screen.findByRole('list', { name: 'ISRC claims waiting for review' });
    expect(within(list).getByText(/for "Neon" on "Night Drive"/)).toBeInTheDocument();
    expect(within(list).getByText(/It belongs to Sam Keller \(Their Song on Their Album\)/)).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Reject' }));
    const confirm = within(list).getByRole('button', { name: 'Reject claim' });
    expect(confirm).toBeDisabled();
    await user.type(within(list).getByLabelText('Reason the artist is told'), 'Registered to the label');
    await user.click(confirm);
    await vi.waitFor(
      () =>
        expect(api.sent('POST /api/admin/isrc-claims/7/reject')[0]?.body).toEqual({
          reason: 'Registered to the label',
        }),
      WAIT,
    );
  });
});
