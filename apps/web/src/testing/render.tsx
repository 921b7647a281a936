import type { ReactElement, ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SessionProvider } from '../app/session.js';
import { AppThemeProvider } from '../app/theme-provider.js';
import { ToastProvider } from '../ui/toasts-provider.js';

/** The providers every page has (queries, session, theme, toasts), with no retries and no caching between tests. */
export function TestProviders({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const queryClient =
    client ??
    new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: 0 }, mutations: { retry: false } } });
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <AppThemeProvider>
          <ToastProvider onViewAll={() => undefined}>{children}</ToastProvider>
        </AppThemeProvider>
      </SessionProvider>
    </QueryClientProvider>
  );
}

/**
 * Renders one component at an address, inside a router whose route pattern gives it its
 * params ("/user-portal/releases/view/:id/:section?"). Other paths render their name, so a
 * test can see where a link or a redirect led.
 */
export function renderAt(ui: ReactElement, { path = '/', at = path }: { path?: string; at?: string } = {}) {
  const router = createMemoryRouter(
    [
      { path, element: ui },
      { path: '*', element: <output aria-label="Other page">{'elsewhere'}</output> },
    ],
    { initialEntries: [at] },
  );
  const view = render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { ...view, router };
}
