import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../testing/fake-api.js';
import { markSignedIn, meFixture } from '../../testing/fixtures.js';
import { renderAt } from '../../testing/render.js';
import ReleasesPage from './releases-page.js';

const PATH = '/user-portal/releases/manage/:page';
const empty = () => ({ data: [], current_page: 1, last_page: 1, total: 0, per_page: 10 });

describe('releases page', () => {
  it('offers the owner to create a release, from the heading and the empty list', async () => {
    markSignedIn();
    fakeApi({ 'GET /api/auth/me': () => meFixture(), 'GET /api/portal/releases': empty });
    renderAt(<ReleasesPage />, { path: PATH, at: '/user-portal/releases/manage/1' });
    expect(await screen.findByRole('link', { name: 'Create your first release' })).toHaveAttribute('href', '/uploader');
    expect(screen.getByRole('link', { name: 'Create release' })).toBeInTheDocument();
  });

  it('lets a collaborator look without offering the wizard they would be sent back from', async () => {
    markSignedIn();
    fakeApi({
      'GET /api/auth/me': () => meFixture({ type: 'collaborator', isCollaborator: true }),
      'GET /api/portal/releases': empty,
    });
    renderAt(<ReleasesPage />, { path: PATH, at: '/user-portal/releases/manage/1' });
    expect(await screen.findByText('Nothing here yet ...')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tracks' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create your first release' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create release' })).not.toBeInTheDocument();
  });
});
