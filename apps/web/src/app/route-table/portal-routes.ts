import type { AccessType, AppRoute, PageLoader, RouteFlags } from '../route-types.js';

const BASE = '/user-portal';
const write = (name: string): RouteFlags['permission'] => ({ name, accessTypes: ['write' satisfies AccessType] });

/** Most signed-in pages: sign-in plus an initialised portal. */
function portal(path: string, name: string, title: string, description: string, flags: RouteFlags = {}, page?: PageLoader): AppRoute {
  return { path: path ? `${BASE}/${path}` : BASE, name, title, description, layout: 'portal', auth: true, requiresInit: true, page, ...flags };
}

/** Spec §2 "Signed-in pages" (the table is cut off after AI mastering). */
export const portalRoutes: AppRoute[] = [
  portal('', 'portal.index', 'Dashboard', 'Your releases, earnings and news at a glance.', {},
    () => import('../../features/dashboard/dashboard-page.js')),
  {
    path: `${BASE}/init`, name: 'portal.init', title: 'Welcome to Liner', layout: 'portal',
    description: 'Set up your portal.', auth: true, requiresNotInit: true, subscribeExempt: true,
    page: () => import('../../features/portal/init-page.js'),
  },
  portal('preferences', 'portal.preferences', 'Preferences', 'Your portal preferences.', {},
    () => import('../../features/preferences/preferences-page.js')),
  portal('profile/:manifest?', 'portal.profile', 'Settings', 'Your name, address, password, two-factor and sessions.',
    { subscribeExempt: true }, () => import('../../features/profile/profile-page.js')),
  portal('billing', 'portal.billing', 'Billing', 'Your subscription and payment methods.', { subscribeExempt: true }),
  portal('billing-history', 'portal.billing-history', 'Billing history', 'Your invoices.', { subscribeExempt: true }),
  portal('releases/manage/transfer', 'portal.releases-transfer', 'Transfer releases', 'Transfer releases in from another distributor.',
    { dialog: 'transfer-in', permission: write('transfer-in') }),
  portal('releases/manage/:page', 'portal.releases', 'Releases', 'Manage your releases.', { permission: write('releases') },
    () => import('../../features/releases/releases-page.js')),
  portal('releases/view/:id/:section?', 'portal.releases-view', 'Release', 'A release and its delivery status.', {},
    () => import('../../features/releases/release-view-page.js')),
  portal('releases/t/:id', 'portal.releases-track', 'Tracks', 'The tracks of your catalog.', {},
    () => import('../../features/releases/track-manager-page.js')),
  portal('sales/:section?', 'portal.sales', 'Sales', 'Your sales by store, country and period.', { collaboratorsHidden: true }),
  portal('wallet', 'portal.wallet', 'Wallet', 'Your balance, earnings and payouts.', { requiresSetup: true, collaboratorsHidden: true }),
  portal('analytics/:page', 'portal.analytics', 'Analytics', 'Streaming analytics per platform.'),
  portal('advance-funding', 'portal.advance-funding', 'Advance funding', 'Get an advance on your royalties.', { collaboratorsHidden: true }),
  portal('playlist', 'portal.playlist', 'Priority pitch', 'Pitch your releases to playlists.', { permission: write('priority-pitch') }),
  portal('playlist/new', 'portal.playlist-new', 'New pitch', 'Pitch a release to playlists.', { permission: write('priority-pitch') }),
  portal('collab-for-the-crown', 'portal.cftc', 'Collab for the Crown', 'Your Collab for the Crown entries.'),
  portal('collab-for-the-crown/new', 'portal.cftc-new', 'New Collab for the Crown entry', 'Enter Collab for the Crown.'),
  portal('publishing', 'portal.publishing', 'Publishing', 'Your publishing administration.', { permission: write('publishing') }),
  portal('publishing/apply', 'portal.publishing-apply', 'Apply for publishing', 'Apply for publishing administration.',
    { permission: write('publishing') }),
  portal('publishing/new', 'portal.publishing-new', 'New composition', 'Register a composition.', { permission: write('publishing') }),
  portal('blocklist', 'portal.blocklist', 'Blocklist', 'Block brands from using your music.', { permission: write('blocklist') }),
  portal('blocklist/:brand', 'portal.blocklist-brand', 'Blocklist', 'Block a brand from using your music.', { permission: write('blocklist') }),
  portal('spotify-discovery', 'portal.spotify-discovery', 'Spotify discovery mode', 'Use Spotify discovery mode.',
    { permission: write('spotify-discovery-mode') }),
  portal('spotify-discovery/releases', 'portal.spotify-discovery-releases', 'Spotify discovery mode releases',
    'Releases in Spotify discovery mode.', { permission: write('spotify-discovery-mode') }),
  portal('chart-registration', 'portal.chart-registration', 'Chart registration', 'Register your releases for the charts.',
    { permission: write('chart-registration') }),
  portal('chart-registration/releases', 'portal.chart-registration-releases', 'Chart registration releases',
    'Releases registered for the charts.', { permission: write('chart-registration') }),
  portal('greenlist', 'portal.greenlist', 'Greenlist', 'Allow channels to use your music.', { permission: write('greenlist') }),
  portal('greenlist/:page', 'portal.greenlist-page', 'Greenlist', 'Allow channels to use your music.', { permission: write('greenlist') }),
  portal('usage-discovery', 'portal.usage-discovery', 'Usage discovery', 'Find where your music is used online.',
    { permission: write('usage-discovery') }),
  portal('cover-song-licensing', 'portal.cover-song-licensing', 'Cover song licensing', 'License the cover songs you release.',
    { permission: write('cover-song-licensing') }),
  portal('copyright-registration', 'portal.copyright-registration', 'Copyright registration', 'Register your copyrights.',
    { permission: write('copyright-registration') }),
  portal('release-links', 'portal.release-links', 'Release links', 'Smart links for your releases.', {},
    () => import('../../features/release-links/release-links-page.js')),
  portal('release-links/:id', 'portal.release-link', 'Release link', 'The stores of a smart link and their order.', {},
    () => import('../../features/release-links/link-editor-page.js')),
  portal('audience', 'portal.audience', 'Audience', 'Who listens to your music.'),
  portal('trackscan', 'portal.trackscan', 'Audio recognition', 'Find your music on social platforms.', { permission: write('audio-recognition') }),
  portal('reports', 'portal.reports', 'Reports', 'Download your sales reports.', { collaboratorsHidden: true }),
  portal('fan-blast', 'portal.fan-blast', 'Fan blast', 'Tell your fans about a release.'),
  portal('royalty-shares', 'portal.royalty-shares', 'Royalty splits', 'Share royalties with your collaborators.',
    { permission: write('royalty-splits'), collaboratorsHidden: true }),
  portal('notifications', 'portal.notifications', 'Notifications', 'Your notifications.', { subscribeExempt: true },
    () => import('../../features/notifications/notifications-page.js')),
  portal('promotional', 'portal.promotional', 'Promotional assets', 'Promotional assets for your releases.',
    { permission: write('promotional-assets') }),
  portal('youtube-mcn', 'portal.youtube-mcn', 'Channel monetization', 'Monetise your YouTube channel.'),
  portal('ai-mastering', 'portal.ai-mastering', 'AI mastering', 'Master your tracks.'),
  portal('profile/verify/:token', 'portal.profile-verify', 'Confirm e-mail address', 'Confirm an additional e-mail address.'),
  // Operator screens: the pages show nothing to accounts without the admin flag; the API answers 403.
  portal('admin/review', 'admin.review', 'Review queue', 'Releases waiting for review.', { subscribeExempt: true },
    () => import('../../features/admin/review-queue-page.js')),
  portal('admin/review/:id', 'admin.review-release', 'Review release', 'Review a release and decide.', { subscribeExempt: true },
    () => import('../../features/admin/review-detail-page.js')),
  portal('restrict-not-setup', 'portal.restrictNotSetup', 'Finish setting up', 'Finish setting up your account to use this page.',
    { requiresInit: false, subscribeExempt: true }),
];

const UPLOADER_FLAGS: RouteFlags = {
  auth: true, requiresInit: true, requiresSetup: true, restrictsNewReleases: true, collaboratorsHidden: true,
  mustSaveBeforeLeaving: true, hideSupportWidget: true,
};

/** Spec §2 "Release uploader". */
export const uploaderRoutes: AppRoute[] = [
  { path: '/uploader', name: 'uploader.index', title: 'New release', description: 'Create a release.', layout: 'portal',
    ...UPLOADER_FLAGS, permission: write('releases'), page: () => import('../../features/uploader/new-release-page.js') },
  { path: '/uploader/edit-request/:id', name: 'uploader.edit-request', title: 'Edit live release', layout: 'portal',
    description: 'Request changes to a live release.', ...UPLOADER_FLAGS, restrictsNewReleases: false, permission: write('releases'),
    page: () => import('../../features/uploader/edit-request-page.js') },
  { path: '/uploader/edit/:id', name: 'uploader.edit', title: 'Edit draft', layout: 'portal',
    description: 'Edit a draft release.', ...UPLOADER_FLAGS, permission: write('releases'),
    page: () => import('../../features/uploader/edit-release-page.js') },
  { path: '/uploader/restrict-message', name: 'uploader.restrictMessage', title: 'Releases restricted', layout: 'portal',
    description: 'New releases are restricted on this account.', auth: true,
    page: () => import('../../features/uploader/restrict-message-page.js') },
  { path: '/uploader/setup/artist', name: 'uploader.setup-artist', title: 'Artist setup', layout: 'portal',
    description: 'Set up your artist profile before your first release.', auth: true, requiresInit: true,
    page: () => import('../../features/uploader/setup-artist-page.js') },
  { path: '/uploader/setup/label', name: 'uploader.setup-label', title: 'Label setup', layout: 'portal',
    description: 'Set up your label profile before your first release.', auth: true, requiresInit: true,
    page: () => import('../../features/uploader/setup-label-page.js') },
];
