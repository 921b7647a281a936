import type { AppRoute } from '../route-types.js';
import { BASE, portal } from './portal-route.js';

/** The signed-in person's own pages: dashboard, portal set-up, preferences, profile, billing, notifications. */
export const accountRoutes: AppRoute[] = [
  portal(
    '',
    'portal.index',
    'Dashboard',
    'Your releases, earnings and news at a glance.',
    {},
    () => import('../../features/dashboard/dashboard-page.js'),
  ),
  {
    path: `${BASE}/init`,
    name: 'portal.init',
    title: 'Welcome to Liner',
    layout: 'portal',
    description: 'Set up your portal.',
    auth: true,
    requiresNotInit: true,
    subscribeExempt: true,
    page: () => import('../../features/portal/init-page.js'),
  },
  portal(
    'preferences',
    'portal.preferences',
    'Preferences',
    'Your portal preferences.',
    {},
    () => import('../../features/preferences/preferences-page.js'),
  ),
  portal(
    'profile/:manifest?',
    'portal.profile',
    'Settings',
    'Your name, address, password, two-factor and sessions.',
    { subscribeExempt: true },
    () => import('../../features/profile/profile-page.js'),
  ),
  portal('billing', 'portal.billing', 'Billing', 'Your subscription and payment methods.', { subscribeExempt: true }),
  portal('billing-history', 'portal.billing-history', 'Billing history', 'Your invoices.', { subscribeExempt: true }),
  portal(
    'notifications',
    'portal.notifications',
    'Notifications',
    'Your notifications.',
    { subscribeExempt: true },
    () => import('../../features/notifications/notifications-page.js'),
  ),
  portal(
    'profile/verify/:token',
    'portal.profile-verify',
    'Confirm e-mail address',
    'Confirm an additional e-mail address.',
  ),
  portal(
    'restrict-not-setup',
    'portal.restrictNotSetup',
    'Finish setting up',
    'Finish setting up your account to use this page.',
    { requiresInit: false, subscribeExempt: true },
  ),
];
