import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SHARE_MESSAGES, type SplitReleaseTrack, type SplitSubmission } from '@liner/domain';
import { answer, fakeApi, WAIT } from '../../testing/fake-api.js';
import { meFixture, markSignedIn } from '../../testing/fixtures.js';
import { renderAt } from '../../testing/render.js';
import SplitEditorPage from './split-editor-page.js';

const SUBMIT = 'POST /api/portal/split/submit';
const PATH = '/user-portal/royalty-shares/new';

const nightDrive: SplitReleaseTrack = {
  id: 31,
  releaseId: 4,
  title: 'Night Drive',
  releaseTitle: 'After Hours',
  upc: null,
  isrc: 'ZZLNR2600001',
  cover: null,
  status: 7,
  hasSplit: false,
  disabled: false,
};

const saved: SplitSubmission = {
  id: 90,
  createdAt: '2026-11-24T10:00:00.000Z',
  active: false,
  cover: null,
  version: 1,
  effectiveFrom: '2026-11-24',
  endedOn: null,
  track: { id: 31, title: 'Night Drive', isrc: 'ZZLNR2600001', artists: ['Ada'], version: '' },
  release: { id: 4, title: 'After Hours', upc: null },
  owner: { id: 7, name: 'Ada Lovelace', avatar: null, payoutEmail: null },
  condition: null,
  payees: [],
};

function openEditor(handlers: Parameters<typeof fakeApi>[0] = {}) {
  markSignedIn();
  const api = fakeApi({
    'GET /api/auth/me': () => meFixture(),
    'GET /api/portal/split/releases': () => ({
      data: [nightDrive],
      current_page: 1,
      last_page: 1,
      total: 1,
      per_page: 6,
    }),
    ...handlers,
  });
  const view = renderAt(<SplitEditorPage />, { path: PATH });
  return { api, router: view.router, user: userEvent.setup() };
}

async function chooseTrack(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('radio', { name: /Night Drive/ }));
  await user.click(screen.getByRole('button', { name: 'Select' }));
}

async function fillPayee(user: ReturnType<typeof userEvent.setup>, index: number, email: string, share: string) {
  await user.type(screen.getByLabelText(`Payee ${index} e-mail`), email);
  await user.type(screen.getByLabelText(`Payee ${index} share`), share);
}

describe('SplitEditorPage', () => {
  it('asks for a track and refuses shares above 100% in total before sending anything', async () => {
    const { api, user } = openEditor();
    await screen.findByRole('radio', { name: /Night Drive/ });
    await fillPayee(user, 1, 'grace@example.com', '60');
    await user.click(screen.getByRole('button', { name: 'Add payee' }));
    await fillPayee(user, 2, 'alan@example.com', '50');
    expect(screen.getByRole('status')).toHaveTextContent('Shared: 110.00% · You keep: 0.00%');
    await user.click(screen.getByRole('button', { name: 'Submit split' }));
    expect(await screen.findByText('Choose a track first')).toBeInTheDocument();
    expect(screen.getByText(SHARE_MESSAGES.totalTooLarge)).toBeInTheDocument();
    expect(api.sent(SUBMIT)).toHaveLength(0);
  });

  it('shows each payee its own messages: a bad e-mail, a share with three decimals, yourself', async () => {
    const { api, user } = openEditor();
    await chooseTrack(user);
    await fillPayee(user, 1, 'not-an-email', '12.345');
    await user.click(screen.getByRole('button', { name: 'Add payee' }));
    await fillPayee(user, 2, 'ADA@example.com', '10');
    await user.click(screen.getByRole('button', { name: 'Submit split' }));
    expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(screen.getByText(SHARE_MESSAGES.tooPrecise)).toBeInTheDocument();
    expect(screen.getByText(SHARE_MESSAGES.ownerIsPayee)).toBeInTheDocument();
    expect(api.sent(SUBMIT)).toHaveLength(0);
  });

  it('adds and removes payee rows, keeping the total in step', async () => {
    const { user } = openEditor();
    await fillPayee(user, 1, 'grace@example.com', '25');
    await user.click(screen.getByRole('button', { name: 'Add payee' }));
    await fillPayee(user, 2, 'alan@example.com', '30.5');
    expect(screen.getByRole('status')).toHaveTextContent('Shared: 55.50% · You keep: 44.50%');
    await user.click(screen.getByRole('button', { name: 'Remove payee 1' }));
    expect(screen.queryByLabelText('Payee 2 e-mail')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Payee 1 e-mail')).toHaveValue('alan@example.com');
    expect(screen.getByRole('status')).toHaveTextContent('Shared: 30.50% · You keep: 69.50%');
  });

  it('sends the track, the payees and the recoup to the advance-split route', async () => {
    const { api, router, user } = openEditor({
      'POST /api/portal/split/submit/advance-split': () => saved,
      'GET /api/portal/split': () => ({ data: [], current_page: 1, last_page: 1, total: 0, per_page: 10 }),
    });
    await chooseTrack(user);
    await fillPayee(user, 1, ' Grace@Example.com ', '12.5');
    await user.click(screen.getByRole('switch', { name: /recoup/ }));
    await user.type(screen.getByLabelText('Recoup payee e-mail'), 'grace@example.com');
    await user.type(screen.getByLabelText('Amount to recoup'), '500.00');
    await user.click(screen.getByRole('button', { name: 'Submit split' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/user-portal/royalty-shares'), WAIT);
    const [sent] = api.sent('POST /api/portal/split/submit/advance-split');
    expect(sent?.body).toEqual({
      trackId: 31,
      payees: [{ email: 'grace@example.com', share: '12.5' }],
      effectiveFrom: new Date().toISOString().slice(0, 10),
      recoup: { email: 'grace@example.com', amount: '500.00' },
    });
    expect(api.sent(SUBMIT)).toHaveLength(0);
  });

  it("puts the server's field messages beside their fields and the rest in the alert", async () => {
    const { api, user } = openEditor({
      [SUBMIT]: () =>
        answer(422, {
          message: 'Check the highlighted fields',
          code: 'VALIDATION',
          errors: {
            'payees.1.email': ['This e-mail is already in the list'],
            effectiveFrom: ['The effective date cannot be before the current version'],
            trackId: ['No such track'],
          },
        }),
    });
    await chooseTrack(user);
    await fillPayee(user, 1, 'grace@example.com', '10');
    await user.click(screen.getByRole('button', { name: 'Add payee' }));
    await fillPayee(user, 2, 'alan@example.com', '10');
    await user.click(screen.getByRole('button', { name: 'Submit split' }));
    await vi.waitFor(() => expect(api.sent(SUBMIT)).toHaveLength(1), WAIT);
    const second = screen.getByLabelText('Payee 2 e-mail');
    await vi.waitFor(() => expect(second).toHaveAccessibleDescription('This e-mail is already in the list'), WAIT);
    expect(second).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Payee 1 e-mail')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByText('The effective date cannot be before the current version')).toBeInTheDocument();
    expect(within(screen.getByRole('alert')).getByText('No such track')).toBeInTheDocument();
  });
});
