import { useMemo } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { shouldRetryQuery } from '../lib/query-retry.js';
import { ToastProvider } from '../ui/toasts-provider.js';
import { RealtimeNotifications } from './realtime.js';
import { createAppRouter } from './router.js';
import { pathTo } from './routes.js';
import { SessionProvider } from './session.js';
import { AppThemeProvider } from './theme-provider.js';

const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false, staleTime: 30_000, retry: shouldRetryQuery } },
});

export function App() {
  const router = useMemo(() => createAppRouter(), []);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <AppThemeProvider>
          <ToastProvider onViewAll={() => void router.navigate(pathTo('portal.notifications'))}>
            <RealtimeNotifications />
            <RouterProvider router={router} />
          </ToastProvider>
        </AppThemeProvider>
      </SessionProvider>
    </QueryClientProvider>
  );
}
