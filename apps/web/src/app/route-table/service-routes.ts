import type { AppRoute } from '../route-types.js';
import type { PageLoader } from '../route-types.js';
import { portal, write } from './portal-route.js';

const programmePages = () => import('../../features/programmes/pages.js');
const page =
  (name: keyof Awaited<ReturnType<typeof programmePages>>): PageLoader =>
  () =>
    programmePages().then((module) => ({ default: module[name] }));

/**
 * A programme's pages: its list (all platforms, then one), a new submission for a platform and one
 * submission's detail, each needing the programme's named write permission.
 */
function programmeRoutes(key: 'greenlist' | 'blocklist', kindParam: string, title: string, description: string) {
  const flags = { permission: write(key) };
  const pages =
    key === 'greenlist'
      ? { list: page('GreenlistListPage'), add: page('GreenlistNewPage'), detail: page('GreenlistDetailPage') }
      : { list: page('BlocklistListPage'), add: page('BlocklistNewPage'), detail: page('BlocklistDetailPage') };
  const kindName = key === 'greenlist' ? 'portal.greenlist-page' : 'portal.blocklist-brand';
  return [
    portal(key, `portal.${key}`, title, description, flags, pages.list),
    portal(`${key}/:${kindParam}`, kindName, title, description, flags, pages.list),
    portal(
      `${key}/:${kindParam}/new`,
      `portal.${key}-new`,
      `New ${title.toLowerCase()} entry`,
      description,
      flags,
      pages.add,
    ),
    portal(`${key}/:${kindParam}/:id`, `portal.${key}-submission`, `${title} entry`, description, flags, pages.detail),
  ];
}

/**
 * Artist-service programmes (the table is cut off after AI mastering). Each acts for the account
 * (its money, its catalogue's rights and promotion), so none is a collaborator's: they only look
 * at releases.
 */
export const serviceRoutes: AppRoute[] = [
  portal('advance-funding', 'portal.advance-funding', 'Advance funding', 'Get an advance on your royalties.'),
  portal('playlist', 'portal.playlist', 'Priority pitch', 'Pitch your releases to playlists.', {
    permission: write('priority-pitch'),
  }),
  portal('playlist/new', 'portal.playlist-new', 'New pitch', 'Pitch a release to playlists.', {
    permission: write('priority-pitch'),
  }),
  portal('collab-for-the-crown', 'portal.cftc', 'Collab for the Crown', 'Your Collab for the Crown entries.'),
  portal(
    'collab-for-the-crown/new',
    'portal.cftc-new',
    'New Collab for the Crown entry',
    'Enter Collab for the Crown.',
  ),
  portal('publishing', 'portal.publishing', 'Publishing', 'Your publishing administration.', {
    permission: write('publishing'),
  }),
  portal(
    'publishing/apply',
    'portal.publishing-apply',
    'Apply for publishing',
    'Apply for publishing administration.',
    { permission: write('publishing') },
  ),
  portal('publishing/new', 'portal.publishing-new', 'New composition', 'Register a composition.', {
    permission: write('publishing'),
  }),
  ...programmeRoutes('blocklist', 'brand', 'Blocklist', 'Keep your releases out of platforms’ UGC monetisation.'),
  portal('spotify-discovery', 'portal.spotify-discovery', 'Spotify discovery mode', 'Use Spotify discovery mode.', {
    permission: write('spotify-discovery-mode'),
  }),
  portal(
    'spotify-discovery/releases',
    'portal.spotify-discovery-releases',
    'Spotify discovery mode releases',
    'Releases in Spotify discovery mode.',
    { permission: write('spotify-discovery-mode') },
  ),
  portal(
    'chart-registration',
    'portal.chart-registration',
    'Chart registration',
    'Register your releases for the charts.',
    { permission: write('chart-registration') },
  ),
  portal(
    'chart-registration/releases',
    'portal.chart-registration-releases',
    'Chart registration releases',
    'Releases registered for the charts.',
    { permission: write('chart-registration') },
  ),
  ...programmeRoutes('greenlist', 'page', 'Greenlist', 'Allow channels to use your music.'),
  portal('usage-discovery', 'portal.usage-discovery', 'Usage discovery', 'Find where your music is used online.', {
    permission: write('usage-discovery'),
  }),
  portal(
    'cover-song-licensing',
    'portal.cover-song-licensing',
    'Cover song licensing',
    'License the cover songs you release.',
    { permission: write('cover-song-licensing') },
  ),
  portal(
    'copyright-registration',
    'portal.copyright-registration',
    'Copyright registration',
    'Register your copyrights.',
    { permission: write('copyright-registration') },
  ),
  portal('trackscan', 'portal.trackscan', 'Audio recognition', 'Find your music on social platforms.', {
    permission: write('audio-recognition'),
  }),
  portal('fan-blast', 'portal.fan-blast', 'Fan blast', 'Tell your fans about a release.'),
  portal('promotional', 'portal.promotional', 'Promotional assets', 'Promotional assets for your releases.', {
    permission: write('promotional-assets'),
  }),
  portal('youtube-mcn', 'portal.youtube-mcn', 'Channel monetization', 'Monetise your YouTube channel.'),
  portal('ai-mastering', 'portal.ai-mastering', 'AI mastering', 'Master your tracks.'),
].map((route) => ({ ...route, collaboratorsHidden: true }));
