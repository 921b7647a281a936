import { describe, expect, it, vi } from 'vitest';
import { prefetchOpeningPage } from './opening-page-prefetch.js';
import type { AppRoute } from './route-types.js';

const page = () => vi.fn(() => Promise.resolve({ default: () => null }));

function table() {
  const analytics = page();
  const login = page();
  const routes: AppRoute[] = [
    { path: '/login', name: 'login', title: 'Sign in', description: '', layout: 'bare', page: login },
    {
      path: '/user-portal/analytics/:page',
      name: 'portal.analytics',
      title: 'Analytics',
      description: '',
      layout: 'portal',
      auth: true,
      page: analytics,
    },
    { path: '/user-portal/soon', name: 'portal.soon', title: 'Soon', description: '', layout: 'portal', auth: true },
  ];
  return { routes, analytics, login, loadPortalLayout: vi.fn(() => Promise.resolve({})) };
}

describe('prefetchOpeningPage', () => {
  it('starts the signed-in page and the portal shell downloading at once', () => {
    const { routes, analytics, loadPortalLayout } = table();
    prefetchOpeningPage({ pathname: '/user-portal/analytics/spotify', isSignedIn: true, routes, loadPortalLayout });
    expect(analytics).toHaveBeenCalledTimes(1);
    expect(loadPortalLayout).toHaveBeenCalledTimes(1);
  });

  it('downloads nothing for a guest, a page outside the portal, a page without a chunk or an unknown path', () => {
    const { routes, analytics, login, loadPortalLayout } = table();
    prefetchOpeningPage({ pathname: '/user-portal/analytics/spotify', isSignedIn: false, routes, loadPortalLayout });
    for (const pathname of ['/login', '/user-portal/soon', '/nowhere'])
      prefetchOpeningPage({ pathname, isSignedIn: true, routes, loadPortalLayout });
    expect(analytics).not.toHaveBeenCalled();
    expect(login).not.toHaveBeenCalled();
    expect(loadPortalLayout).not.toHaveBeenCalled();
  });

  it('lets a failed download go: the page reports it when it loads', async () => {
    const { routes, loadPortalLayout } = table();
    const failing = vi.fn(() => Promise.reject(new Error('offline')));
    routes[1] = { ...routes[1], page: failing };
    expect(() =>
      prefetchOpeningPage({ pathname: '/user-portal/analytics/x', isSignedIn: true, routes, loadPortalLayout }),
    ).not.toThrow();
    await Promise.resolve();
    expect(failing).toHaveBeenCalledTimes(1);
  });
});
