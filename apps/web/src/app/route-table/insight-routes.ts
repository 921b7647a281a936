import type { AppRoute } from '../route-types.js';
import { portal } from './portal-route.js';

/** Insights: sales, analytics, reports and audience; the account's figures, never a collaborator's to see. */
export const insightRoutes: AppRoute[] = [
  portal(
    'sales/:section?',
    'portal.sales',
    'Sales',
    'Your sales by store, country and period.',
    { collaboratorsHidden: true },
    () => import('../../features/sales/sales-page.js'),
  ),
  portal(
    'analytics/:page',
    'portal.analytics',
    'Analytics',
    'Streaming analytics per platform.',
    { collaboratorsHidden: true },
    () => import('../../features/analytics/analytics-page.js'),
  ),
  portal(
    'audience',
    'portal.audience',
    'Audience',
    'Who listens to your music.',
    { collaboratorsHidden: true },
    () => import('../../features/audience/audience-page.js'),
  ),
  portal(
    'reports',
    'portal.reports',
    'Reports',
    'Download your sales reports.',
    { collaboratorsHidden: true },
    () => import('../../features/reports/reports-page.js'),
  ),
  portal(
    'reports/manage/:section?/:sub?/:leaf?',
    'portal.reports-manage',
    'Reports',
    'Download your sales reports.',
    { collaboratorsHidden: true },
    () => import('../../features/reports/reports-page.js'),
  ),
];
