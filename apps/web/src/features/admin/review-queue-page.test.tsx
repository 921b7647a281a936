import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../testing/fake-api.js';
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
    });
    renderAt(<ReviewQueuePage />);
    expect(await screen.findByText('Nothing here yet ... no release waits for review.')).toBeInTheDocument();
  });
});
