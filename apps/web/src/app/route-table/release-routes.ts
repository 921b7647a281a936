import type { AppRoute } from '../route-types.js';
import { portal, write } from './portal-route.js';

/** Releases: the catalogue, one release and track, transfers and release links. */
export const releaseRoutes: AppRoute[] = [
  portal(
    'releases/manage/transfer',
    'portal.releases-transfer',
    'Transfer releases',
    'Transfer releases in from another distributor.',
    { dialog: 'transfer-in', permission: write('transfer-in') },
  ),
  portal(
    'releases/manage/:page',
    'portal.releases',
    'Releases',
    'Manage your releases.',
    { permission: write('releases') },
    () => import('../../features/releases/releases-page.js'),
  ),
  portal(
    'releases/view/:id/:section?',
    'portal.releases-view',
    'Release',
    'A release and its delivery status.',
    {},
    () => import('../../features/releases/release-view-page.js'),
  ),
  portal(
    'releases/t/:id',
    'portal.releases-track',
    'Tracks',
    'The tracks of your catalog.',
    {},
    () => import('../../features/releases/track-manager-page.js'),
  ),
  portal(
    'release-links',
    'portal.release-links',
    'Release links',
    'Smart links for your releases.',
    { collaboratorsHidden: true },
    () => import('../../features/release-links/release-links-page.js'),
  ),
  portal(
    'release-links/:id',
    'portal.release-link',
    'Release link',
    'The stores of a smart link and their order.',
    { collaboratorsHidden: true },
    () => import('../../features/release-links/link-editor-page.js'),
  ),
];
