import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SIGNED_IN_COOKIE } from '@liner/domain';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { PERMISSION_AREAS } from '@liner/domain';
import { answer, fakeApi, WAIT } from '../../testing/fake-api.js';
import { meFixture, markSignedIn } from '../../testing/fixtures.js';
import { renderAt, TestProviders } from '../../testing/render.js';
import { appRouteObjects } from '../router.js';
import { storePermissions } from '../stored-permissions.js';
import { Sidebar } from './sidebar.js';
import { TopBar } from './top-bar.js';

describe('TopBar', () => {
  it('offers a visitor Login and Sign Up', async () => {
    fakeApi({});
    renderAt(<TopBar />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(nav).getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
    expect(within(nav).queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
  });

  it('shows a signed-in person their account menu instead', async () => {
    markSignedIn();
    fakeApi({ 'GET /api/auth/me': () => meFixture() });
    renderAt(<TopBar />);
    expect(await screen.findByRole('button', { name: 'Account menu' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('signs out from the account menu: the server forgets the session (and clears its cookie), the marker goes, home is next', async () => {
    markSignedIn();
    const api = fakeApi({ 'GET /api/auth/me': () => meFixture(), 'POST /api/auth/logout': () => ({ ok: true }) });
    const { router } = renderAt(<TopBar />, { path: '/user-portal' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'), WAIT);
    expect(api.sent('POST /api/auth/logout')).toHaveLength(1);
    expect(Cookies.get(SIGNED_IN_COOKIE)).toBeUndefined();
  });

  it('opens and closes the sidebar drawer from its menu button', async () => {
    fakeApi({});
    const onToggle = vi.fn();
    const { rerender } = render(
      <TestProviders>
        <TopBar onToggleSidebar={onToggle} sidebarOpen={false} />
      </TestProviders>,
      { wrapper: ({ children }) => <RouterProvider router={createMemoryRouter([{ path: '/', element: children }])} /> },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(onToggle).toHaveBeenCalledTimes(1);
    rerender(
      <TestProviders>
        <TopBar onToggleSidebar={onToggle} sidebarOpen />
      </TestProviders>,
    );
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('Sidebar', () => {
  it('marks the page you are on and keeps operator links to operators', async () => {
    markSignedIn();
    fakeApi({ 'GET /api/auth/me': () => meFixture() });
    renderAt(<Sidebar />, { path: '/user-portal/wallet' });
    const wallet = await screen.findByRole('link', { name: 'Wallet' });
    expect(wallet).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    expect(screen.queryByRole('list', { name: 'Operator' })).not.toBeInTheDocument();
  });

  it('shows the operator group to an account with admin access', async () => {
    markSignedIn();
    fakeApi({ 'GET /api/auth/me': () => meFixture({ adminAccess: true }) });
    renderAt(<Sidebar />, { path: '/user-portal' });
    expect(await screen.findByRole('list', { name: 'Operator' })).toBeInTheDocument();
  });

  it('marks new changelog entries read when the changelog is opened', async () => {
    markSignedIn();
    const me = meFixture();
    me.changelog = [{ id: 1, title: 'Smart links', description: 'Share one link', isNew: true, date: '2026-11-01' }];
    me.newChangelogCount = 1;
    const api = fakeApi({ 'GET /api/auth/me': () => me, 'POST /api/auth/read-changelog': () => ({ ok: true }) });
    renderAt(<Sidebar />, { path: '/user-portal' });
    await userEvent.click(await screen.findByRole('button', { name: /Changelog/ }));
    expect(await screen.findByText('Smart links')).toBeInTheDocument();
    await vi.waitFor(() => expect(api.sent('POST /api/auth/read-changelog')).toHaveLength(1), WAIT);
  });

  it('folds the longer services list behind Show More', async () => {
    fakeApi({});
    renderAt(<Sidebar />, { path: '/user-portal' });
    const services = screen.getByRole('list', { name: 'Services' });
    const before = within(services).getAllByRole('link').length;
    await userEvent.click(screen.getByRole('button', { name: 'Show More' }));
    expect(within(services).getAllByRole('link').length).toBeGreaterThan(before);
    expect(screen.getByRole('button', { name: 'Show Less' })).toHaveAttribute('aria-expanded', 'true');
  });
});

/** The whole route table in memory, as the app mounts it, starting at one address. */
function startAt(path: string) {
  const router = createMemoryRouter(appRouteObjects(), { initialEntries: [path] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <TestProviders client={client}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}

describe('navigation guard', () => {
  // The pages reached load their own data; these tests are about where the guard sends you.
  const anyData = () => answer(404, { message: 'Not found' });
  // The home's own cards may show their 404s as alerts too: the refusal is the one that says so.
  const queryRefusal = () =>
    screen.queryAllByRole('alert').find((alert) => alert.textContent?.startsWith('You cannot open')) ?? null;
  const findRefusal = () =>
    vi.waitFor(() => {
      const refusal = queryRefusal();
      if (!refusal) throw new Error('no refusal shown');
      return refusal;
    }, WAIT);

  // The shell and the pages these tests reach load lazily, as in the app. Imported cold (transformed
  // on demand), the release page alone took close to the 5 s a test waits for what a page shows on a
  // loaded machine: load them once before, so the waits are for the guard and the page, not the import.
  beforeAll(async () => {
    await Promise.all([
      import('./portal-layout.js'),
      import('../../features/dashboard/dashboard-page.js'),
      import('../../features/releases/release-view-page.js'),
      import('../../features/portal/init-page.js'),
      import('../../features/public/home-page.js'),
    ]);
  }, 60_000);

  it('sends a visitor who opens a portal page to the home page, with Login in reach', async () => {
    fakeApi({}, { fallback: anyData });
    const router = startAt('/user-portal/wallet');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'), WAIT);
    expect(await screen.findByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  it('sends a signed-in person away from the login page to the portal', async () => {
    markSignedIn();
    fakeApi({ 'GET /api/auth/me': () => meFixture() }, { fallback: anyData });
    const router = startAt('/login');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/user-portal'), WAIT);
  });

  it('sends an unknown address home', async () => {
    markSignedIn();
    fakeApi({ 'GET /api/auth/me': () => meFixture() }, { fallback: anyData });
    const router = startAt('/user-portal/no-such-page');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'), WAIT);
  });

  it("shows another account's release as not found inside the portal, with the way back", async () => {
    markSignedIn();
    fakeApi({ 'GET /api/auth/me': () => meFixture() }, { fallback: anyData });
    startAt('/user-portal/releases/view/999');
    expect(await screen.findByRole('heading', { name: 'Release not found' })).toBeInTheDocument();
    expect(
      screen.getByText('This release does not exist, or it is not yours. Check the address, or go back to the list.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('sends an account that has not finished its first steps to them', async () => {
    markSignedIn();
    fakeApi({ 'GET /api/auth/me': () => meFixture({ hasCompletedInit: false }) }, { fallback: anyData });
    const router = startAt('/user-portal/wallet');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/user-portal/init'), WAIT);
  });

  it('says on the portal home why a manager was refused a page their grants do not open', async () => {
    markSignedIn();
    const permissions = PERMISSION_AREAS.map((name) => ({
      name,
      accessTypes: name === 'releases' ? ['read' as const, 'write' as const] : ['read' as const],
      availableTypes: ['read' as const, 'write' as const, 'update' as const, 'delete' as const],
    }));
    const acting = {
      id: 20,
      displayName: 'Northwind Records',
      email: 'n@example.test',
      role: 'manager' as const,
      permissions,
    };
    storePermissions(permissions);
    fakeApi({ 'GET /api/auth/me': () => meFixture({ managerConfirmed: true }, acting) }, { fallback: anyData });
    const router = startAt('/user-portal/royalty-shares');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/user-portal'), WAIT);
    const refusal = await findRefusal();
    expect(refusal).toHaveTextContent('You cannot open Royalty splits');
    expect(refusal).toHaveTextContent(
      'Acting for Northwind Records, it needs Admin on royalty splits, which your permissions do not include. Ask the owner of Northwind Records to grant it.',
    );
    await userEvent.click(within(refusal).getByRole('button', { name: 'Close' }));
    await vi.waitFor(() => expect(queryRefusal()).toBeNull(), WAIT);
    expect(router.state.location.pathname).toBe('/user-portal');

    // The owner's own pages: no permission opens them.
    await router.navigate('/user-portal/audit');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/user-portal'), WAIT);
    expect(await findRefusal()).toHaveTextContent(
      'This page is for the owner of Northwind Records only: no permission opens it.',
    );
  });

  it('tells a collaborator who typed a hidden address that collaborator accounts do not have it', async () => {
    markSignedIn();
    fakeApi(
      { 'GET /api/auth/me': () => meFixture({ type: 'collaborator', isCollaborator: true }) },
      { fallback: anyData },
    );
    const router = startAt('/user-portal/wallet');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/user-portal'), WAIT);
    expect(await findRefusal()).toHaveTextContent('You cannot open WalletCollaborator accounts do not have this page.');
  });

  it('says nothing on a redirect that is no refusal', async () => {
    markSignedIn();
    fakeApi({ 'GET /api/auth/me': () => meFixture() }, { fallback: anyData });
    const router = startAt('/login');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/user-portal'), WAIT);
    expect(queryRefusal()).toBeNull();
  });
});
