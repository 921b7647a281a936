import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, WAIT } from '../../testing/fake-api.js';
import { renderAt } from '../../testing/render.js';
import { MatchAliasesPanel } from './match-aliases-panel.js';
import { UnmatchedQueue } from './unmatched-queue.js';

const line = (id: number) => ({
  id,
  line: id + 1,
  store: 'Spotify',
  territory: 'DE',
  isrc: null,
  upc: null,
  title: `Song ${id}`,
  artist: 'Nova Reyes',
  units: '10',
  amount: '0.040000',
  convertedAmount: '0.040000',
});

const hit = {
  trackId: 31,
  trackTitle: 'Glass',
  version: '',
  isrc: 'QZRUS2600001',
  releaseId: 12,
  releaseTitle: 'Glass Album',
  upc: '859700003022',
  artist: 'Nova Reyes',
  owner: 'Nova Reyes',
};

const page = (data: unknown[]) => ({ data, current_page: 1, last_page: 1, total: data.length, per_page: 10 });

describe('UnmatchedQueue', () => {
  it('finds the track by search and assigns the chosen lines to it, or to its whole release', async () => {
    const api = fakeApi({
      'GET /api/admin/statements/4/unmatched': () => page([line(1), line(2)]),
      'GET /api/admin/statements/catalog-search': () => ({ data: [hit] }),
      'POST /api/admin/statements/unmatched/resolve': () => ({
        resolved: 1,
        amount: '0.040000',
        learned: ['"Song 2" by Nova Reyes on Spotify'],
      }),
    });
    renderAt(<UnmatchedQueue statementId={4} />);
    const user = userEvent.setup();
    const search = await screen.findByLabelText('Search title, artist, ISRC or UPC');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Type a title, an artist, an ISRC or a UPC')).toBeInTheDocument();
    await user.type(search, 'glass{Enter}');
    const assign = await screen.findByRole('button', { name: 'Assign to track Glass on Glass Album' });
    expect(assign).toBeDisabled();
    expect(screen.getByText('Select the lines above, then choose where they belong.')).toBeInTheDocument();
    expect(api.requests.find((request) => request.path.endsWith('catalog-search'))?.query).toEqual({ q: 'glass' });
    await user.click(screen.getByLabelText('Select line 3'));
    await user.click(assign);
    await vi.waitFor(() => expect(api.requests.filter((request) => request.method === 'POST')).toHaveLength(1), WAIT);
    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({ lineIds: [2], trackId: 31 });
    expect(
      await screen.findByText(/Next time it matches by itself: "Song 2" by Nova Reyes on Spotify/),
    ).toBeInTheDocument();
  });

  it("shows the server's refusal of a release that is not approved", async () => {
    fakeApi({
      'GET /api/admin/statements/4/unmatched': () => page([line(1)]),
      'GET /api/admin/statements/catalog-search': () => ({ data: [hit] }),
      'POST /api/admin/statements/unmatched/resolve': () => ({
        status: 422,
        body: {
          message: 'The given data was invalid.',
          errors: { releaseId: ['This release is not approved: only approved releases can receive statement money'] },
        },
      }),
    });
    renderAt(<UnmatchedQueue statementId={4} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Search title, artist, ISRC or UPC'), 'QZRUS2600001{Enter}');
    await user.click(await screen.findByLabelText('Select line 2'));
    await user.click(await screen.findByRole('button', { name: 'Assign to the whole release Glass Album' }));
    expect(
      await screen.findByText('This release is not approved: only approved releases can receive statement money'),
    ).toBeInTheDocument();
  });
});

describe('MatchAliasesPanel', () => {
  it('lists what was learned and removes an alias after confirmation', async () => {
    const alias = {
      id: 7,
      kind: 'isrc',
      store: 'Spotify',
      label: 'ISRC QZALS2600009',
      trackId: 31,
      releaseId: 12,
      target: 'Glass — Glass Album',
      createdAt: '2026-11-25T00:00:00.000Z',
    };
    const api = fakeApi({
      'GET /api/admin/statements/aliases': () => page([alias]),
      'DELETE /api/admin/statements/aliases/7': () => ({
        message: 'The alias is removed: lines like it wait in the unmatched queue again',
      }),
    });
    renderAt(<MatchAliasesPanel />);
    const user = userEvent.setup();
    expect(await screen.findByText('ISRC QZALS2600009 on Spotify')).toBeInTheDocument();
    expect(screen.getByText('ISRC → Glass — Glass Album')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove ISRC QZALS2600009 on Spotify' }));
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    await vi.waitFor(() => expect(api.requests.some((request) => request.method === 'DELETE')).toBe(true), WAIT);
    expect(
      await screen.findByText('The alias is removed: lines like it wait in the unmatched queue again'),
    ).toBeInTheDocument();
  });
});
