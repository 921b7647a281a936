import type { AppRoute } from '../route-types.js';
import { portal } from './portal-route.js';

/** Operator screens: the pages show nothing to accounts without the admin flag; the API answers 403. */
export const operatorRoutes: AppRoute[] = [
  portal(
    'admin/review',
    'admin.review',
    'Review queue',
    'Releases waiting for review.',
    { subscribeExempt: true },
    () => import('../../features/admin/review-queue-page.js'),
  ),
  portal(
    'admin/review/:id',
    'admin.review-release',
    'Review release',
    'Review a release and decide.',
    { subscribeExempt: true },
    () => import('../../features/admin/review-detail-page.js'),
  ),
  portal(
    'admin/statements',
    'admin.statements',
    'Statements',
    'Import store sales reports and resolve unmatched lines.',
    { subscribeExempt: true },
    () => import('../../features/admin-money/statements-page.js'),
  ),
  portal(
    'admin/stores',
    'admin.stores',
    'Stores & connections',
    'Which stores receive releases, test or live, and how packages reach them.',
    { subscribeExempt: true },
    () => import('../../features/admin/stores-page.js'),
  ),
  portal(
    'admin/exchange-rates',
    'admin.exchange-rates',
    'Exchange rates',
    'Monthly reference rates for statements in other currencies.',
    { subscribeExempt: true },
    () => import('../../features/admin-money/exchange-rates-page.js'),
  ),
  portal(
    'admin/payouts',
    'admin.payouts',
    'Payouts',
    'Approve, reject and export payout requests.',
    { subscribeExempt: true },
    () => import('../../features/admin-money/payouts-desk-page.js'),
  ),
  portal(
    'admin/offers',
    'admin.offers',
    'Offers',
    'Offer an account the priority agreement or a royalty advance.',
    { subscribeExempt: true },
    () => import('../../features/admin-money/offers-page.js'),
  ),
  portal(
    'admin/plans',
    'admin.plans',
    'Subscription plans',
    'Plan prices, trials and legacy plans, and the grace period after a failed renewal.',
    { subscribeExempt: true },
    () => import('../../features/admin-money/plans-page.js'),
  ),
  portal(
    'admin/promo-codes',
    'admin.promo-codes',
    'Promotional codes',
    'Codes that give an account free days without the subscription check.',
    { subscribeExempt: true },
    () => import('../../features/admin/promo-codes-page.js'),
  ),
];
