import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { http } from '../lib/http.js';
import { answer, fakeApi, WAIT } from '../testing/fake-api.js';
import { renderAt } from '../testing/render.js';
import { QueryState } from './query-state.js';

const BACK = { to: '/user-portal/releases', label: 'Back to releases' };

function ReleaseTitle({ invalidId = false }: { invalidId?: boolean }) {
  const query = useQuery({
    queryKey: ['release-title'],
    queryFn: () => http.get<{ title: string }>('/api/thing'),
    enabled: !invalidId,
  });
  return (
    <QueryState query={query} what="release" back={BACK} loading={<p>Loading the release</p>} invalidId={invalidId}>
      {(data) => <h1>{data.title}</h1>}
    </QueryState>
  );
}

describe('QueryState', () => {
  it('shows the loading content, then the data', async () => {
    fakeApi({ 'GET /api/thing': () => ({ title: 'Night Drive' }) });
    renderAt(<ReleaseTitle />);
    expect(screen.getByText('Loading the release')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Night Drive' })).toBeInTheDocument();
  });

  it('says not found, with the way back, when the API answers 404', async () => {
    fakeApi({ 'GET /api/thing': () => answer(404, { message: 'No such release' }) });
    renderAt(<ReleaseTitle />);
    expect(await screen.findByRole('heading', { name: 'Release not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to releases' })).toHaveAttribute('href', '/user-portal/releases');
  });

  it('says not yours when the API answers 403', async () => {
    fakeApi({ 'GET /api/thing': () => answer(403, { message: 'Forbidden' }) });
    renderAt(<ReleaseTitle />);
    expect(await screen.findByRole('heading', { name: 'Not yours' })).toBeInTheDocument();
    expect(
      screen.getByText('This release belongs to another account, and yours has no access to it.'),
    ).toBeInTheDocument();
  });

  it('does not ask the server about an id that cannot be one', () => {
    const api = fakeApi({});
    renderAt(<ReleaseTitle invalidId />);
    expect(screen.getByRole('heading', { name: 'Release not found' })).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it("shows the server's message on another failure, and Try again asks again", async () => {
    let calls = 0;
    const api = fakeApi({
      'GET /api/thing': () => {
        calls += 1;
        return calls === 1 ? answer(503, { message: 'The database is busy' }) : { title: 'Night Drive' };
      },
    });
    renderAt(<ReleaseTitle />);
    expect(await screen.findByText('The database is busy')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Night Drive' })).toBeInTheDocument();
    await vi.waitFor(() => expect(api.sent('GET /api/thing')).toHaveLength(2), WAIT);
  });
});
