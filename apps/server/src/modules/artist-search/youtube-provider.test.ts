import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.js';
import { recordedFetch, type RecordedExchange, type RecordedFetch } from './recorded-fetch-test-support.js';
import { createYoutubeProvider } from './youtube-provider.js';

const API = 'https://www.googleapis.com/youtube/v3';
const searchUrl = (max: number) => `${API}/search?part=snippet&type=channel&q=adele&maxResults=${max}&key=yt-key`;
const channelsUrl = (filter: string) => `${API}/channels?part=snippet%2Cstatistics&${filter}&key=yt-key`;

let recorded: RecordedFetch;
function provider(exchanges: RecordedExchange[]) {
  recorded = recordedFetch(exchanges);
  return createYoutubeProvider({ apiKey: 'yt-key', fetch: recorded.fetch });
}
afterEach(() => {
  expect(recorded.unexpected).toEqual([]);
  expect(recorded.unused()).toEqual([]);
});

describe('YouTube provider (recorded responses)', () => {
  it('searches channels and picks the largest thumbnail', async () => {
    const youtube = provider([{ url: searchUrl(5), fixture: 'youtube-search-adele.json' }]);
    const results = await youtube.search('adele', { limit: 5, offset: 0 });
    expect(results.map((r) => r.name)).toEqual([
      'Adele',
      'AdeleVEVO',
      'Adele - Topic',
      'Adele Fan Covers',
      'Adele Karaoke',
    ]);
    expect(results[0]).toEqual({
      platform: 'youtube',
      id: 'UCsRM0YB_dabtEPGPTKo-gcw',
      name: 'Adele',
      url: 'https://www.youtube.com/channel/UCsRM0YB_dabtEPGPTKo-gcw',
      imageUrl: 'https://yt3.ggpht.com/adele=s800-c-k-c0xffffffff-no-rj-mo',
    });
    expect(results.map((r) => r.imageUrl)).toEqual([
      expect.any(String),
      'https://yt3.ggpht.com/vevo=s88',
      null,
      'https://yt3.ggpht.com/fan4=s240',
      null,
    ]);
  });

  it('pages by offset over one request of offset + limit results', async () => {
    const youtube = provider([{ url: searchUrl(10), fixture: 'youtube-search-adele.json' }]);
    expect((await youtube.search('adele', { limit: 5, offset: 5 })).map((r) => r.name)).toEqual([
      'Adele Piano',
      'Adele Lyrics',
    ]);
  });

  it.each([
    ['UCsRM0YB_dabtEPGPTKo-gcw', 'id=UCsRM0YB_dabtEPGPTKo-gcw'],
    ['@adele', 'forHandle=%40adele'],
    ['user/adelevevo', 'forUsername=adelevevo'],
  ])('looks up %s with %s', async (id, filter) => {
    const youtube = provider([{ url: channelsUrl(filter), fixture: 'youtube-channel-adele.json' }]);
    expect(await youtube.getById(id)).toEqual({
      platform: 'youtube',
      id: 'UCsRM0YB_dabtEPGPTKo-gcw',
      name: 'Adele',
      url: 'https://www.youtube.com/channel/UCsRM0YB_dabtEPGPTKo-gcw',
      imageUrl: 'https://yt3.ggpht.com/adele=s800',
      followers: 31_700_000,
    });
  });

  it('answers null for a channel that does not exist and cannot look up /c/ names', async () => {
    const youtube = provider([
      { url: channelsUrl('id=UC0000000000000000000000'), fixture: 'youtube-channel-none.json' },
    ]);
    expect(await youtube.getById('UC0000000000000000000000')).toBeNull();
    expect(youtube.canLookUp?.('c/AdeleOfficial')).toBe(false);
    expect(await youtube.getById('c/AdeleOfficial')).toBeNull();
  });

  it.each([
    [
      'youtube-error-quota.json',
      403,
      429,
      'YouTube is limiting searches right now; try again in a moment or paste the profile URL instead',
    ],
    [
      'youtube-error-key.json',
      400,
      500,
      "YouTube refused Liner's API credentials; an operator must check the YouTube search keys. Paste the profile URL instead",
    ],
  ])('maps %s to %i -> %i', async (fixture, status, mapped, message) => {
    const youtube = provider([{ url: searchUrl(5), status, fixture }]);
    const error = await youtube.search('adele', { limit: 5, offset: 0 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect([(error as AppError).status, (error as AppError).message]).toEqual([mapped, message]);
  });
});
