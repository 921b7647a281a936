import { describe, expect, it } from 'vitest';
import { parseProfileUrl } from './parse-profile-url.js';
import type { ArtistPlatform } from './platforms.js';

const SPOTIFY_ID = '06HL4z0CvFAxyc27GXpf02';
const CHANNEL_ID = 'UCqECaJ8Gagnn7YCbPEzWH6g';

describe('parseProfileUrl', () => {
  it.each<[string, ArtistPlatform, string, string]>([
    [
      `https://open.spotify.com/artist/${SPOTIFY_ID}`,
      'spotify',
      SPOTIFY_ID,
      `https://open.spotify.com/artist/${SPOTIFY_ID}`,
    ],
    [
      `https://open.spotify.com/artist/${SPOTIFY_ID}?si=abc123&nd=1`,
      'spotify',
      SPOTIFY_ID,
      `https://open.spotify.com/artist/${SPOTIFY_ID}`,
    ],
    [
      `https://open.spotify.com/intl-de/artist/${SPOTIFY_ID}`,
      'spotify',
      SPOTIFY_ID,
      `https://open.spotify.com/artist/${SPOTIFY_ID}`,
    ],
    [`open.spotify.com/artist/${SPOTIFY_ID}/`, 'spotify', SPOTIFY_ID, `https://open.spotify.com/artist/${SPOTIFY_ID}`],
    [`  spotify:artist:${SPOTIFY_ID} `, 'spotify', SPOTIFY_ID, `https://open.spotify.com/artist/${SPOTIFY_ID}`],
    [
      'https://music.apple.com/us/artist/taylor-swift/159260351',
      'apple',
      '159260351',
      'https://music.apple.com/us/artist/159260351',
    ],
    [
      'https://music.apple.com/GB/artist/adele/262836961?l=en',
      'apple',
      '262836961',
      'https://music.apple.com/gb/artist/262836961',
    ],
    [
      'https://music.apple.com/de/artist/262836961',
      'apple',
      '262836961',
      'https://music.apple.com/de/artist/262836961',
    ],
    [
      'https://itunes.apple.com/us/artist/adele/id262836961',
      'apple',
      '262836961',
      'https://music.apple.com/us/artist/262836961',
    ],
    [
      'https://itunes.apple.com/artist/adele/id262836961?uo=4',
      'apple',
      '262836961',
      'https://music.apple.com/us/artist/262836961',
    ],
    [
      'https://geo.music.apple.com/fr/artist/stromae/5468295',
      'apple',
      '5468295',
      'https://music.apple.com/fr/artist/5468295',
    ],
    [
      `https://www.youtube.com/channel/${CHANNEL_ID}`,
      'youtube',
      CHANNEL_ID,
      `https://www.youtube.com/channel/${CHANNEL_ID}`,
    ],
    [
      `https://music.youtube.com/channel/${CHANNEL_ID}?feature=share`,
      'youtube',
      CHANNEL_ID,
      `https://www.youtube.com/channel/${CHANNEL_ID}`,
    ],
    [
      `https://m.youtube.com/channel/${CHANNEL_ID}/videos`,
      'youtube',
      CHANNEL_ID,
      `https://www.youtube.com/channel/${CHANNEL_ID}`,
    ],
    ['https://www.youtube.com/@Adele', 'youtube', '@Adele', 'https://www.youtube.com/@Adele'],
    [
      'youtube.com/@the.weeknd-official/featured',
      'youtube',
      '@the.weeknd-official',
      'https://www.youtube.com/@the.weeknd-official',
    ],
    [
      'https://www.youtube.com/c/AdeleOfficial',
      'youtube',
      'c/AdeleOfficial',
      'https://www.youtube.com/c/AdeleOfficial',
    ],
    ['https://www.youtube.com/user/adelevevo', 'youtube', 'user/adelevevo', 'https://www.youtube.com/user/adelevevo'],
    ['https://audiomack.com/burnaboy', 'audiomack', 'burnaboy', 'https://audiomack.com/burnaboy'],
    [
      'https://audiomack.com/artist/Wizkid-Official',
      'audiomack',
      'wizkid-official',
      'https://audiomack.com/wizkid-official',
    ],
    ['audiomack.com/davido/', 'audiomack', 'davido', 'https://audiomack.com/davido'],
  ])('reads %s', (input, platform, id, url) => {
    expect(parseProfileUrl(input)).toEqual({ ok: true, profile: { platform, id, url } });
    expect(parseProfileUrl(input, platform)).toEqual({ ok: true, profile: { platform, id, url } });
  });

  it.each<[string, ArtistPlatform | undefined, string]>([
    ['', 'spotify', 'Paste a Spotify artist profile URL (https://open.spotify.com/artist/…)'],
    ['   ', undefined, 'Paste a Spotify, Apple Music, YouTube or Audiomack profile URL'],
    [
      'not a link at all',
      undefined,
      'This is not a link. Paste a Spotify, Apple Music, YouTube or Audiomack profile URL',
    ],
    [
      'ftp://open.spotify.com/artist/x',
      undefined,
      'This is not a web link. Paste a Spotify, Apple Music, YouTube or Audiomack profile URL',
    ],
    [
      'https://soundcloud.com/adele',
      'spotify',
      'soundcloud.com is not a supported platform. Paste a Spotify artist profile URL (https://open.spotify.com/artist/…)',
    ],
    [
      `https://open.spotify.com/album/${SPOTIFY_ID}`,
      'spotify',
      'This is a Spotify album link, not an artist profile. Paste the artist profile URL (https://open.spotify.com/artist/…)',
    ],
    [
      'https://open.spotify.com/artist/short',
      'spotify',
      'This Spotify link has no valid artist id: "short" is not a 22-character Spotify id',
    ],
    [
      'spotify:artist:0123',
      undefined,
      'This Spotify link has no valid artist id: "0123" is not a 22-character Spotify id',
    ],
    [
      `spotify:artist:${SPOTIFY_ID}`,
      'apple',
      'This is a Spotify link; paste an Apple Music artist profile URL (https://music.apple.com/us/artist/…)',
    ],
    [
      `https://open.spotify.com/artist/${SPOTIFY_ID}`,
      'youtube',
      'This is a Spotify link; paste a YouTube artist profile URL (https://www.youtube.com/channel/… or https://www.youtube.com/@…)',
    ],
    [
      'https://music.apple.com/us/album/30/1590368448',
      'apple',
      'This is an Apple Music album link, not an artist profile. Paste the artist profile URL (https://music.apple.com/us/artist/…)',
    ],
    [
      'https://music.apple.com/us/artist/adele',
      'apple',
      'This Apple Music link has no valid artist id: the link must end with the numeric artist id',
    ],
    [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'youtube',
      'This is a YouTube video link, not an artist profile. Paste the artist profile URL (https://www.youtube.com/channel/… or https://www.youtube.com/@…)',
    ],
    [
      'https://www.youtube.com/channel/UC123',
      'youtube',
      'This YouTube link has no valid artist id: "UC123" is not a channel id (UC followed by 22 characters)',
    ],
    ['https://www.youtube.com/@a', 'youtube', 'This YouTube link has no valid artist id: "@a" is not a valid handle'],
    [
      'https://www.youtube.com/',
      'youtube',
      'This YouTube link has no valid artist id: use a /channel/, /@handle, /c/ or /user/ link',
    ],
    [
      'https://audiomack.com/burnaboy/song/last-last',
      'audiomack',
      'This is an Audiomack song link, not an artist profile. Paste the artist profile URL (https://audiomack.com/…)',
    ],
    [
      'https://audiomack.com/playlist/x',
      'audiomack',
      'This is an Audiomack playlist link, not an artist profile. Paste the artist profile URL (https://audiomack.com/…)',
    ],
    ['https://audiomack.com/', 'audiomack', 'This Audiomack link has no valid artist id: the path is empty'],
  ])('rejects %j (platform %s) precisely', (input, platform, error) => {
    expect(parseProfileUrl(input, platform)).toEqual({ ok: false, error });
  });
});
