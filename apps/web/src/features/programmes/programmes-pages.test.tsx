import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OperatorProgrammeDetail, ProgrammeSubmission, ProgrammeSubmissionDetail } from '@liner/domain';
import { answer, fakeApi, WAIT } from '../../testing/fake-api.js';
import { markSignedIn, meFixture } from '../../testing/fixtures.js';
import { renderAt } from '../../testing/render.js';
import OperatorProgrammesPage from './operator-queue-page.js';
import { BlocklistNewPage, GreenlistDetailPage, GreenlistListPage } from './pages.js';

const GREENLIST = '/api/portal/programmes/greenlist';
const BLOCKLIST = '/api/portal/programmes/blocklist';
const ADMIN = '/api/admin/programmes/submissions';

const pageOf = <T,>(data: T[]) => ({ data, current_page: 1, last_page: 1, total: data.length, per_page: 10 });

function greenlistEntry(overrides: Partial<ProgrammeSubmission> = {}): ProgrammeSubmission {
  return {
    id: 7,
    programme: 'greenlist',
    kind: 'youtube',
    state: 'submitted',
    payload: {
      platform: 'youtube',
      release_id: 3,
      track_id: null,
      channel_name: 'Fan channel',
      links: ['https://youtube.com/@fans'],
    },
    subject: {
      title: 'Night Drive',
      artist_name: 'Nova Reyes',
      release_id: 3,
      release_title: 'Night Drive',
      track_id: null,
      isrc: null,
      upc: '012345678905',
    },
    reason: null,
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-01T10:00:00.000Z',
    decided_at: null,
    ...overrides,
  };
}

const history: ProgrammeSubmissionDetail['history'] = [
  {
    from_state: null,
    to_state: 'submitted',
    transition: 'submit',
    by: 'owner',
    actor_name: 'Nova Reyes',
    reason: null,
    at: '2026-03-01T10:00:00.000Z',
  },
];

describe('the greenlist list page', () => {
  it('lists the entries of a platform with their state, and ISRC Not set when missing', async () => {
    markSignedIn();
    const api = fakeApi({
      'GET /api/auth/me': () => meFixture(),
      [`GET ${GREENLIST}/submissions`]: () => pageOf([greenlistEntry()]),
    });
    renderAt(<GreenlistListPage />, { path: '/user-portal/greenlist/:page', at: '/user-portal/greenlist/youtube' });
    const list = await screen.findByRole('list', { name: 'Greenlist entries' });
    expect(within(list).getByText('Night Drive')).toBeInTheDocument();
    expect(within(list).getByText(/ISRC Not set/)).toBeInTheDocument();
    expect(within(list).getByText('Submitted')).toBeInTheDocument();
    expect(within(list).getByRole('link')).toHaveAttribute('href', '/user-portal/greenlist/youtube/7');
    expect(api.sent(`GET ${GREENLIST}/submissions`)[0].query).toMatchObject({ kind: 'youtube', page: '1' });
    expect(screen.getByRole('heading', { name: 'Greenlist: YouTube' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a channel' })).toHaveAttribute(
      'href',
      '/user-portal/greenlist/youtube/new',
    );
  });

  it('says so when there is nothing yet, and when the platform is not one', async () => {
    markSignedIn();
    fakeApi({ 'GET /api/auth/me': () => meFixture(), [`GET ${GREENLIST}/submissions`]: () => pageOf([]) });
    const first = renderAt(<GreenlistListPage />, { path: '/user-portal/greenlist' });
    expect(await screen.findByText(/Nothing here yet/)).toBeInTheDocument();
    first.unmount();
    renderAt(<GreenlistListPage />, { path: '/user-portal/greenlist/:page', at: '/user-portal/greenlist/myspace' });
    expect(await screen.findByText('Greenlist has no platform “myspace”.')).toBeInTheDocument();
  });

  it('shows the error of a refused list', async () => {
    markSignedIn();
    fakeApi({
      'GET /api/auth/me': () => meFixture(),
      [`GET ${GREENLIST}/submissions`]: () => answer(403, { message: 'You do not have access to this' }),
    });
    renderAt(<GreenlistListPage />, { path: '/user-portal/greenlist' });
    expect(await screen.findByText('You do not have access to this')).toBeInTheDocument();
  });
});

describe('a submission’s detail page', () => {
  it('shows the fields and history, and removes it after confirming', async () => {
    markSignedIn();
    let state = 'submitted';
    const api = fakeApi({
      'GET /api/auth/me': () => meFixture(),
      [`GET ${GREENLIST}/submissions/7`]: () => ({
        ...greenlistEntry({ state }),
        history,
        actions: state === 'submitted' ? ['remove'] : [],
      }),
      [`POST ${GREENLIST}/remove`]: () => {
        state = 'removed';
        return { message: 'The submission was removed', submission: greenlistEntry({ state }) };
      },
    });
    renderAt(<GreenlistDetailPage />, {
      path: '/user-portal/greenlist/:page/:id',
      at: '/user-portal/greenlist/youtube/7',
    });
    expect(await screen.findByRole('heading', { name: 'Greenlist #7' })).toBeInTheDocument();
    expect(screen.getByText('Fan channel')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'History' })).getByText('Submitted · Nova Reyes'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('The submission was removed')).toBeInTheDocument();
    expect(api.sent(`POST ${GREENLIST}/remove`)[0].body).toEqual({ id: 7 });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument(), WAIT);
  });

  it('answers not found for another account’s entry', async () => {
    markSignedIn();
    fakeApi({
      'GET /api/auth/me': () => meFixture(),
      [`GET ${GREENLIST}/submissions/8`]: () => answer(404, { message: 'No such submission' }),
    });
    renderAt(<GreenlistDetailPage />, {
      path: '/user-portal/greenlist/:page/:id',
      at: '/user-portal/greenlist/youtube/8',
    });
    expect(await screen.findByText(/not found/i)).toBeInTheDocument();
  });
});

describe('the new blocklist entry page', () => {
  it('checks the dates with the shared schema, then sends the entry for all releases', async () => {
    markSignedIn();
    const api = fakeApi({
      'GET /api/auth/me': () => meFixture(),
      [`GET ${BLOCKLIST}/eligibility`]: () => ({ eligible: true, reasons: [] }),
      [`GET ${BLOCKLIST}/releases`]: () => ({
        ...pageOf([{ id: 3, title: 'Night Drive', artist_name: 'Nova Reyes', upc: null, is_live: true, tracks: [] }]),
      }),
      [`POST ${BLOCKLIST}/submit`]: (request) => ({
        message: 'Your submission was sent for review',
        submission: {
          ...greenlistEntry(),
          id: 12,
          programme: 'blocklist',
          kind: 'tiktok',
          payload: request.body as Record<string, unknown>,
        },
      }),
      [`GET ${BLOCKLIST}/submissions/12`]: () => ({
        ...greenlistEntry({ id: 12, programme: 'blocklist', kind: 'tiktok' }),
        history,
        actions: [],
      }),
    });
    renderAt(<BlocklistNewPage />, {
      path: '/user-portal/blocklist/:brand/new',
      at: '/user-portal/blocklist/tiktok/new',
    });
    const form = await screen.findByRole('form', { name: 'New blocklist entry' });
    await userEvent.type(within(form).getByLabelText('Start date'), '2026-05-02');
    await userEvent.type(within(form).getByLabelText('End date'), '2026-05-01');
    await userEvent.click(within(form).getByRole('button', { name: 'Submit for review' }));
    expect(await within(form).findByText('The end date must be on or after the start date')).toBeInTheDocument();
    expect(api.sent(`POST ${BLOCKLIST}/submit`)).toHaveLength(0);
    await userEvent.clear(within(form).getByLabelText('End date'));
    await userEvent.type(within(form).getByLabelText('End date'), '2026-06-30');
    await userEvent.click(within(form).getByRole('button', { name: 'Submit for review' }));
    await waitFor(() => expect(api.sent(`POST ${BLOCKLIST}/submit`)).toHaveLength(1), WAIT);
    expect(api.sent(`POST ${BLOCKLIST}/submit`)[0].body).toEqual({
      payload: { platform: 'tiktok', release_id: null, start_date: '2026-05-02', end_date: '2026-06-30' },
    });
  });

  it('tells an account that may not join why, without a form', async () => {
    markSignedIn();
    fakeApi({
      'GET /api/auth/me': () => meFixture(),
      [`GET ${BLOCKLIST}/eligibility`]: () => ({
        eligible: false,
        reasons: ['Programmes are for artist and label accounts'],
      }),
    });
    renderAt(<BlocklistNewPage />, {
      path: '/user-portal/blocklist/:brand/new',
      at: '/user-portal/blocklist/tiktok/new',
    });
    expect(await screen.findByText('Programmes are for artist and label accounts')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});

describe('the operator queue', () => {
  const waiting = { ...greenlistEntry(), account: { id: 2, name: 'Nova Reyes', email: 'nova@example.test' } };
  const detail = (state: string, reason: string | null = null): OperatorProgrammeDetail => ({
    ...waiting,
    state,
    reason,
    history,
    actions: state === 'submitted' ? ['start-review', 'approve', 'reject'] : [],
  });

  it('rejects a submission with a reason', async () => {
    markSignedIn();
    let current = detail('submitted');
    const api = fakeApi({
      'GET /api/auth/me': () => meFixture({ adminAccess: true }),
      [`GET ${ADMIN}`]: () => pageOf([waiting]),
      [`GET ${ADMIN}/7`]: () => current,
      [`POST ${ADMIN}/7/decide`]: (request) => {
        const body = request.body as { reason: string };
        current = detail('rejected', body.reason);
        return { message: 'The decision was saved', submission: current };
      },
    });
    renderAt(<OperatorProgrammesPage />, { path: '/user-portal/admin/programmes' });
    const queue = await screen.findByRole('list', { name: 'Submissions, oldest first' });
    await userEvent.click(within(queue).getByRole('button', { name: /Greenlist · YouTube · Night Drive/ }));
    const panel = await screen.findByRole('region', { name: 'Submission under review' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox'), 'Not a channel of yours');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(api.sent(`POST ${ADMIN}/7/decide`)).toHaveLength(1), WAIT);
    expect(api.sent(`POST ${ADMIN}/7/decide`)[0].body).toEqual({
      transition: 'reject',
      reason: 'Not a channel of yours',
    });
    expect(await within(panel).findByText('Decided: nothing left to do.')).toBeInTheDocument();
  });

  it('is for operators only', async () => {
    markSignedIn();
    fakeApi({ 'GET /api/auth/me': () => meFixture() });
    renderAt(<OperatorProgrammesPage />, { path: '/user-portal/admin/programmes' });
    expect(await screen.findByText('This page is for Liner operators only.')).toBeInTheDocument();
  });
});
