import { PLATFORM_NAMES, type ArtistPlatform, type ParsedProfileLink } from './platforms.js';

export type ProfileUrlCheck = { ok: true; profile: ParsedProfileLink } | { ok: false; error: string };

const EXAMPLES: Record<ArtistPlatform, string> = {
  spotify: 'https://open.spotify.com/artist/…',
  apple: 'https://music.apple.com/us/artist/…',
  youtube: 'https://www.youtube.com/channel/… or https://www.youtube.com/@…',
  audiomack: 'https://audiomack.com/…',
};

const SPOTIFY_ID = /^[0-9A-Za-z]{22}$/;
const YOUTUBE_CHANNEL_ID = /^UC[0-9A-Za-z_-]{22}$/;
const YOUTUBE_HANDLE = /^@[\p{L}\p{N}_.\-·]{3,30}$/u;
const LEGACY_NAME = /^[\p{L}\p{N}_.-]{1,100}$/u;
const AUDIOMACK_SLUG = /^[a-z0-9][a-z0-9_-]{0,99}$/i;
/** First path segments of audiomack.com that are pages, not artists. */
const AUDIOMACK_PAGES = new Set([
  'song',
  'album',
  'playlist',
  'search',
  'trending-now',
  'top-songs',
  'top-albums',
  'browse',
  'login',
  'join',
  'about',
  'dashboard',
  'upload',
  'world',
  'podcast',
]);

/** "an Apple Music", "a Spotify". */
const withArticle = (name: string) => `${/^[AEIOU]/.test(name) ? 'an' : 'a'} ${name}`;

const ok = (platform: ArtistPlatform, id: string, url: string): ProfileUrlCheck => ({
  ok: true,
  profile: { platform, id, url },
});
const fail = (error: string): ProfileUrlCheck => ({ ok: false, error });
const notAnArtist = (platform: ArtistPlatform, kind: string) =>
  fail(
    `This is ${withArticle(PLATFORM_NAMES[platform])} ${kind} link, not an artist profile. Paste the artist profile URL (${EXAMPLES[platform]})`,
  );
const badId = (platform: ArtistPlatform, detail: string) =>
  fail(`This ${PLATFORM_NAMES[platform]} link has no valid artist id: ${detail}`);

function platformOfHost(host: string): ArtistPlatform | null {
  const h = host.toLowerCase().replace(/^www\./, '');
  if (h === 'open.spotify.com' || h === 'play.spotify.com') return 'spotify';
  if (['music.apple.com', 'geo.music.apple.com', 'itunes.apple.com', 'geo.itunes.apple.com'].includes(h))
    return 'apple';
  if (['youtube.com', 'm.youtube.com', 'music.youtube.com'].includes(h)) return 'youtube';
  if (h === 'audiomack.com' || h === 'm.audiomack.com') return 'audiomack';
  return null;
}

function segmentsOf(url: URL): string[] {
  return url.pathname
    .split('/')
    .filter(Boolean)
    .map((s) => {
      try {
        return decodeURIComponent(s);
      } catch {
        return s;
      }
    });
}

function parseSpotify(url: URL): ProfileUrlCheck {
  let parts = segmentsOf(url);
  // Localised links carry an "intl-xx" segment before the type (open.spotify.com/intl-de/artist/...).
  if (parts[0]?.toLowerCase().startsWith('intl-')) parts = parts.slice(1);
  if (parts[0] !== 'artist') return parts[0] ? notAnArtist('spotify', parts[0]) : badId('spotify', 'the path is empty');
  return spotifyId(parts[1] ?? '');
}

function spotifyId(id: string): ProfileUrlCheck {
  if (!SPOTIFY_ID.test(id)) return badId('spotify', `"${id}" is not a 22-character Spotify id`);
  return ok('spotify', id, `https://open.spotify.com/artist/${id}`);
}

function parseApple(url: URL): ProfileUrlCheck {
  let parts = segmentsOf(url);
  const country = /^[a-z]{2}$/i.test(parts[0] ?? '') ? parts[0].toLowerCase() : 'us';
  if (/^[a-z]{2}$/i.test(parts[0] ?? '')) parts = parts.slice(1);
  if (parts[0] !== 'artist') return parts[0] ? notAnArtist('apple', parts[0]) : badId('apple', 'the path is empty');
  // The numeric id is the last segment; iTunes links prefix it with "id".
  const last = (parts.at(-1) ?? '').replace(/^id/, '');
  if (parts.length < 2 || !/^\d{1,15}$/.test(last))
    return badId('apple', 'the link must end with the numeric artist id');
  return ok('apple', last, `https://music.apple.com/${country}/artist/${last}`);
}

function parseYoutube(url: URL): ProfileUrlCheck {
  const parts = segmentsOf(url);
  const [first = '', second = ''] = parts;
  if (first === 'channel') {
    if (!YOUTUBE_CHANNEL_ID.test(second))
      return badId('youtube', `"${second}" is not a channel id (UC followed by 22 characters)`);
    return ok('youtube', second, `https://www.youtube.com/channel/${second}`);
  }
  if (first.startsWith('@')) {
    if (!YOUTUBE_HANDLE.test(first)) return badId('youtube', `"${first}" is not a valid handle`);
    return ok('youtube', first, `https://www.youtube.com/${first}`);
  }
  if (first === 'c' || first === 'user') {
    if (!LEGACY_NAME.test(second)) return badId('youtube', `"/${first}/" must be followed by a channel name`);
    return ok('youtube', `${first}/${second}`, `https://www.youtube.com/${first}/${second}`);
  }
  if (first === 'watch' || first === 'shorts' || url.searchParams.has('v')) return notAnArtist('youtube', 'video');
  if (first === 'playlist') return notAnArtist('youtube', 'playlist');
  return badId('youtube', 'use a /channel/, /@handle, /c/ or /user/ link');
}

function parseAudiomack(url: URL): ProfileUrlCheck {
  let parts = segmentsOf(url);
  if (parts[0] === 'artist') parts = parts.slice(1);
  const slug = parts[0] ?? '';
  if (!slug) return badId('audiomack', 'the path is empty');
  if (AUDIOMACK_PAGES.has(slug.toLowerCase())) return notAnArtist('audiomack', slug);
  if (parts[1] === 'song' || parts[1] === 'album' || parts[1] === 'playlist') return notAnArtist('audiomack', parts[1]);
  if (!AUDIOMACK_SLUG.test(slug)) return badId('audiomack', `"${slug}" is not a valid profile name`);
  return ok('audiomack', slug.toLowerCase(), `https://audiomack.com/${slug.toLowerCase()}`);
}

const PARSERS: Record<ArtistPlatform, (url: URL) => ProfileUrlCheck> = {
  spotify: parseSpotify,
  apple: parseApple,
  youtube: parseYoutube,
  audiomack: parseAudiomack,
};

/**
 * Reads an artist profile link without asking the platform. `expected`, when given, is the
 * platform the person chose: a link of another platform is then an error that says so.
 */
export function parseProfileUrl(input: string, expected?: ArtistPlatform): ProfileUrlCheck {
  const text = input.trim();
  const wanted = expected
    ? `${withArticle(PLATFORM_NAMES[expected])} artist profile URL (${EXAMPLES[expected]})`
    : 'a Spotify, Apple Music, YouTube or Audiomack profile URL';
  if (!text) return fail(`Paste ${wanted}`);
  const uri = /^spotify:artist:(.*)$/i.exec(text);
  if (uri)
    return expected && expected !== 'spotify' ? fail(`This is a Spotify link; paste ${wanted}`) : spotifyId(uri[1]);
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return fail(`This is not a link. Paste ${wanted}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return fail(`This is not a web link. Paste ${wanted}`);
  const platform = platformOfHost(url.hostname);
  if (!platform) return fail(`${url.hostname} is not a supported platform. Paste ${wanted}`);
  if (expected && platform !== expected)
    return fail(`This is ${withArticle(PLATFORM_NAMES[platform])} link; paste ${wanted}`);
  return PARSERS[platform](url);
}
