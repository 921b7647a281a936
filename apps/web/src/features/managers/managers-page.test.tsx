import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ACCESS_TYPES, PERMISSION_AREAS } from '@liner/domain';
import { answer, fakeApi } from '../../testing/fake-api.js';
import { markSignedIn, meFixture } from '../../testing/fixtures.js';
import { renderAt } from '../../testing/render.js';
import ManagersPage from './managers-page.js';

const viewEverywhere = PERMISSION_AREAS.map((name) => ({
  name,
  accessTypes: ['read' as const],
  availableTypes: [...ACCESS_TYPES],
}));
const record = (
  id: number,
  email: string,
  status: 'pending' | 'accepted',
  name: string | null,
  kind: 'manager' | 'team-member' = 'manager',
) => ({
  id,
  email,
  status,
  kind,
  teamRole: kind === 'team-member' ? ('viewer' as const) : null,
  name,
  invitedAt: '2026-01-01T00:00:00.000Z',
  acceptedAt: status === 'accepted' ? '2026-01-02T00:00:00.000Z' : null,
  permissions: viewEverywhere,
});

function api(overrides: Parameters<typeof fakeApi>[0] = {}) {
  markSignedIn();
  return fakeApi({
    'GET /api/auth/me': () => meFixture({ type: 'label' }),
    'GET /api/portal/manager/default-permissions': () => ({ permissions: viewEverywhere }),
    'GET /api/portal/manager/list': () => ({
      managers: [
        record(1, 'mia@example.test', 'accepted', 'Mia Vance'),
        record(3, 'tom@example.test', 'accepted', 'Tom Reyes', 'team-member'),
      ],
      pending: [record(2, 'sam@example.test', 'pending', null)],
    }),
    ...overrides,
  });
}

describe('ManagersPage', () => {
  it('lists managers and pending invitations, and cancels an invitation after confirming', async () => {
    const sent = api({ 'POST /api/portal/manager/invite/cancel': () => ({ message: 'Invitation cancelled' }) });
    renderAt(<ManagersPage />);
    const managers = await screen.findByRole('list', { name: 'Managers' });
    expect(managers).toHaveTextContent('Mia Vance');
    expect(managers).not.toHaveTextContent('Tom Reyes');
    expect(screen.getByRole('list', { name: 'Team members' })).toHaveTextContent('Tom Reyes');
    const pending = screen.getByRole('list', { name: 'Pending invitations' });
    await userEvent.click(within(pending).getByRole('button', { name: 'Cancel invitation of sam@example.test' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel invitation' }));
    await waitFor(() => expect(sent.sent('POST /api/portal/manager/invite/cancel')[0]?.body).toEqual({ id: 2 }));
    expect(screen.getByRole('region', { name: 'Team members' })).toBeInTheDocument();
  });

  it('invites with chosen permissions and shows the server field message', async () => {
    const sent = api({
      'POST /api/portal/manager/invite': () =>
        answer(422, {
          message: 'You cannot invite yourself',
          code: 'VALIDATION',
          errors: { email: ['You cannot invite yourself'] },
        }),
    });
    renderAt(<ManagersPage />);
    await userEvent.type(await screen.findByLabelText("Manager's e-mail address"), 'me@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Choose permissions' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Releases: Admin' }));
    await userEvent.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('You cannot invite yourself')).toBeInTheDocument();
    const body = sent.sent('POST /api/portal/manager/invite')[0].body as {
      permissions: { name: string; accessTypes: string[] }[];
    };
    expect(body.permissions.find((grant) => grant.name === 'releases')?.accessTypes).toEqual(['read', 'write']);
  });

  it('tells a manager acting for the account that only its owner decides', async () => {
    api({ 'GET /api/portal/manager/list': () => answer(403, { message: 'Forbidden', code: 'FORBIDDEN' }) });
    renderAt(<ManagersPage />);
    expect(await screen.findByText('Only the account owner decides who manages it.')).toBeInTheDocument();
  });
});
