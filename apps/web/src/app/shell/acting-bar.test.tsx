import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PERMISSION_AREAS } from '@liner/domain';
import { fakeApi } from '../../testing/fake-api.js';
import { markSignedIn, meFixture } from '../../testing/fixtures.js';
import { renderAt } from '../../testing/render.js';
import { readStoredPermissions } from '../stored-permissions.js';
import { ActingBar } from './acting-bar.js';
import { ManagerAcceptanceDialog } from './manager-acceptance-dialog.js';

const permissions = PERMISSION_AREAS.map((name) => ({
  name,
  accessTypes: name === 'releases' ? (['read', 'write'] as const) : (['read'] as const),
  availableTypes: ['read', 'write', 'update', 'delete'] as const,
})).map((permission) => ({
  ...permission,
  accessTypes: [...permission.accessTypes],
  availableTypes: [...permission.availableTypes],
}));
const acting = {
  id: 20,
  displayName: 'Northwind Records',
  email: 'label@example.test',
  role: 'manager' as const,
  permissions,
};

describe('ActingBar', () => {
  it('says which account the session acts for, lists my permissions and keeps them for the guard', async () => {
    markSignedIn();
    fakeApi({
      'GET /api/auth/me': () => meFixture({ managerConfirmed: true }, acting),
      'GET /api/portal/manager/managed-users': () => ({
        data: [
          {
            id: 20,
            displayName: 'Northwind Records',
            email: 'label@example.test',
            profileImage: null,
            role: 'manager',
          },
        ],
      }),
    });
    renderAt(<ActingBar />);
    expect(await screen.findByText('Currently acting as Northwind Records')).toBeInTheDocument();
    await waitFor(() =>
      expect(readStoredPermissions()?.find((p) => p.name === 'releases')?.accessTypes).toEqual(['read', 'write']),
    );

    await userEvent.click(screen.getByRole('button', { name: 'My Permissions' }));
    const dialog = await screen.findByRole('dialog', { name: 'My Permissions in Northwind Records' });
    expect(dialog).toHaveTextContent('Releases');
    expect(dialog).toHaveTextContent('Admin');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(await screen.findByRole('button', { name: 'Switch' }));
    const accounts = await screen.findByRole('list', { name: 'Accounts' });
    expect(accounts).toHaveTextContent('(my account)');
    expect(accounts).toHaveTextContent('Northwind Records');
  });

  it('shows nothing on the person’s own account, and drops stored permissions', async () => {
    localStorage.setItem('permissions', JSON.stringify([{ name: 'releases', accessTypes: ['read'] }]));
    markSignedIn();
    fakeApi({ 'GET /api/auth/me': () => meFixture() });
    renderAt(<ActingBar />);
    await waitFor(() => expect(readStoredPermissions()).toBeNull());
    expect(screen.queryByText(/Currently acting as/)).not.toBeInTheDocument();
  });
});

describe('ManagerAcceptanceDialog', () => {
  it('shows the invitation waiting for my answer; Close accepts it', async () => {
    markSignedIn();
    const api = fakeApi({
      'GET /api/auth/me': () => meFixture({ currentManager: { id: 5, user_manager_confirmed: 0 } }),
      'GET /api/portal/dashboard/user-manager': () => ({
        invitation: { id: 5, accountName: 'Northwind Records', kind: 'manager', permissions },
      }),
      'POST /api/portal/dashboard/accept-user-manager': () => ({ message: 'You now manage this account' }),
    });
    renderAt(<ManagerAcceptanceDialog />);
    const dialog = await screen.findByRole('dialog', { name: 'Northwind Records invites you to manage their account' });
    expect(dialog).toHaveTextContent('Closing this accepts the invitation');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(api.sent('POST /api/portal/dashboard/accept-user-manager')).toHaveLength(1));
    expect(api.sent('POST /api/portal/dashboard/accept-user-manager')[0].body).toEqual({ id: 5 });
  });

  it('tells the person when accepting fails', async () => {
    markSignedIn();
    fakeApi({
      'GET /api/auth/me': () => meFixture({ currentManager: { id: 5, user_manager_confirmed: 0 } }),
      'GET /api/portal/dashboard/user-manager': () => ({
        invitation: { id: 5, accountName: 'Northwind Records', kind: 'manager', permissions },
      }),
      'POST /api/portal/dashboard/accept-user-manager': () => new Response('{"message":"x"}', { status: 500 }),
    });
    renderAt(<ManagerAcceptanceDialog />);
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(await screen.findByText('Something went wrong, please contact support')).toBeInTheDocument();
  });
});
