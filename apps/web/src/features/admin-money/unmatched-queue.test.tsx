import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, WAIT } from '../../testing/fake-api.js';
import { renderAt } from '../../testing/render.js';
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

describe('UnmatchedQueue', () => {
  it('assigns the chosen lines to a release by its id', async () => {
    const api = fakeApi({
      'GET /api/admin/statements/4/unmatched': () => ({
        data: [line(1), line(2)],
        current_page: 1,
        last_page: 1,
        total: 2,
        per_page: 10,
      }),
      'POST /api/admin/statements/unmatched/resolve': () => ({ resolved: 1, amount: '0.040000' }),
    });
    renderAt(<UnmatchedQueue statementId={4} />);
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Select line 3'));
    await user.click(screen.getByRole('button', { name: 'Release' }));
    await user.click(screen.getByRole('button', { name: /Resolve 1 line/ }));
    expect(await screen.findByText('Choose a track or a release')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Release id'), '12x');
    await user.click(screen.getByRole('button', { name: /Resolve 1 line/ }));
    await vi.waitFor(() => expect(api.requests.filter((request) => request.method === 'POST')).toHaveLength(1), WAIT);
    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({ lineIds: [2], releaseId: 12 });
  });
});
