import type { AppRoute } from '../route-types.js';
import { portal, write } from './portal-route.js';

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
  portal('blocklist', 'portal.blocklist', 'Blocklist', 'Block brands from using your music.', {
    permission: write('blocklist'),
  }),
  portal('blocklist/:brand', 'portal.blocklist-brand', 'Blocklist', 'Block a brand from using your music.', {
    permission: write('blocklist'),
  }),
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
  portal('greenlist', 'portal.greenlist', 'Greenlist', 'Allow channels to use your music.', {
    permission: write('greenlist'),
  }),
  portal('greenlist/:page', 'portal.greenlist-page', 'Greenlist', 'Allow channels to use your music.', {
    permission: write('greenlist'),
  }),
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
