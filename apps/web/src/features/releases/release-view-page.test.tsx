import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, fakeApi } from '../../testing/fake-api.js';
import { renderAt } from '../../testing/render.js';
import { HistorySection } from './history-section.js';
import ReleaseViewPage from './release-view-page.js';

const PATH = '/user-portal/releases/view/:id/:section?';

describe('release page', () => {
  it('says a release that is not found or not yours is not found, with the way back', async () => {
    fakeApi({ 'GET /api/portal/release/999': () => answer(404, { message: 'Release not found' }) });
    renderAt(<ReleaseViewPage />, { path: PATH, at: '/user-portal/releases/view/999' });
    expect(await screen.findByRole('heading', { name: 'Release not found' })).toBeInTheDocument();
    expect(screen.getByText(/does not exist, or it is not yours/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All releases' })).toHaveAttribute(
      'href',
      '/user-portal/releases/manage/1',
    );
  });

  it('says a release that belongs to another account is not yours', async () => {
    fakeApi({ 'GET /api/portal/release/12': () => answer(403, { message: 'Forbidden' }) });
    renderAt(<ReleaseViewPage />, { path: PATH, at: '/user-portal/releases/view/12' });
    expect(await screen.findByRole('heading', { name: 'Not yours' })).toBeInTheDocument();
  });

  it('answers a malformed id at once, without asking the server', async () => {
    const api = fakeApi({});
    renderAt(<ReleaseViewPage />, { path: PATH, at: '/user-portal/releases/view/abc' });
    expect(await screen.findByRole('heading', { name: 'Release not found' })).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('offers another try when the server fails', async () => {
    fakeApi({ 'GET /api/portal/release/5': () => answer(500, { message: 'Database unavailable' }) });
    renderAt(<ReleaseViewPage />, { path: PATH, at: '/user-portal/releases/view/5' });
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('History tab', () => {
  it('reads each event as a sentence instead of raw codes', async () => {
    fakeApi({
      'GET /api/portal/release/3/history': () => ({
        data: [
          {
            id: 2,
            action: 'published',
            detail: { from: 0, to: 2, upc: '0123456789012', upcAssigned: true, isrcsAssigned: ['QZ1'] },
            actor_user_id: 7,
            created_at: '2026-11-20T10:00:00.000Z',
          },
          { id: 1, action: 'created', detail: {}, actor_user_id: 7, created_at: '2026-11-19T10:00:00.000Z' },
        ],
      }),
    });
    renderAt(<HistorySection releaseId={3} />);
    expect(await screen.findByText('Submitted for review')).toBeInTheDocument();
    expect(
      screen.getByText(/Status changed from Draft to Pending · UPC 0123456789012 assigned · 1 ISRC assigned/),
    ).toBeInTheDocument();
    expect(screen.getByText('Release created')).toBeInTheDocument();
    expect(screen.queryByText(/UpcAssigned|To: 2/)).not.toBeInTheDocument();
  });
});
