import type { AppRoute, RouteFlags } from '../route-types.js';
import { write } from './portal-route.js';

const UPLOADER_FLAGS: RouteFlags = {
  auth: true,
  requiresInit: true,
  requiresSetup: true,
  restrictsNewReleases: true,
  collaboratorsHidden: true,
  mustSaveBeforeLeaving: true,
  hideSupportWidget: true,
};

/** Release uploader. */
export const uploaderRoutes: AppRoute[] = [
  {
    path: '/uploader',
    name: 'uploader.index',
    title: 'New release',
    description: 'Create a release.',
    layout: 'portal',
    ...UPLOADER_FLAGS,
    permission: write('releases'),
    page: () => import('../../features/uploader/new-release-page.js'),
  },
  {
    path: '/uploader/edit-request/:id',
    name: 'uploader.edit-request',
    title: 'Edit live release',
    layout: 'portal',
    description: 'Request changes to a live release.',
    ...UPLOADER_FLAGS,
    restrictsNewReleases: false,
    permission: write('releases'),
    page: () => import('../../features/uploader/edit-request-page.js'),
  },
  {
    path: '/uploader/edit/:id',
    name: 'uploader.edit',
    title: 'Edit draft',
    layout: 'portal',
    description: 'Edit a draft release.',
    ...UPLOADER_FLAGS,
    permission: write('releases'),
    page: () => import('../../features/uploader/edit-release-page.js'),
  },
  {
    path: '/uploader/restrict-message',
    name: 'uploader.restrictMessage',
    title: 'Releases restricted',
    layout: 'portal',
    description: 'New releases are restricted on this account.',
    auth: true,
    page: () => import('../../features/uploader/restrict-message-page.js'),
  },
  {
    path: '/uploader/setup/artist',
    name: 'uploader.setup-artist',
    title: 'Artist setup',
    layout: 'portal',
    description: 'Set up your artist profile before your first release.',
    auth: true,
    requiresInit: true,
    page: () => import('../../features/preferences/setup-artist-page.js'),
  },
  {
    path: '/uploader/setup/label',
    name: 'uploader.setup-label',
    title: 'Label setup',
    layout: 'portal',
    description: 'Set up your label profile before your first release.',
    auth: true,
    requiresInit: true,
    page: () => import('../../features/preferences/setup-label-page.js'),
  },
];
