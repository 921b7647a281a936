import { Suspense } from 'react';
import type { AppRoute, PageLoader } from './route-types.js';
import { lazyPage } from './lazy-page.js';
import { PageLoading } from './page-loading.js';

const comingSoon: PageLoader = () => import('../features/public/coming-soon-page.js');

/** A route's page, loaded lazily; areas of later issues show the "coming soon" page. */
export function RoutePage({ route }: { route: AppRoute }) {
  const Page = lazyPage(route.page ?? comingSoon);
  return (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  );
}
