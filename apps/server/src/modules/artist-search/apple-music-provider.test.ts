import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.js';
import { createAppleMusicProvider } from './apple-music-provider.js';
import { recordedFetch, type RecordedExchange, type RecordedFetch } from './recorded-fetch-test-support.js';

const BASE = 'https://api.music.apple.com/v1/catalog/gb';
const auth = (init: RequestInit | undefined) =>
  expect(new Headers(init?.headers).get('authorization')).toBe('Bearer dev-token');

let recorded: RecordedFetch;
function provider(exchanges: RecordedExchange[]) {
  recorded = recordedFetch(exchanges);
  return createAppleMusicProvider({ developerToken: 'dev-token', storefront: 'gb', fetch: recorded.fetch });
}
afterEach(() => {
  expect(recorded.unexpected).toEqual([]);
  expect(recorded.unused()).toEqual([]);
});

describe('Apple Music provider (recorded responses)', () => {
  it('searches the storefront for artists and sizes the artwork template', async () => {
    const apple = provider([
      {
        url: `${BASE}/search?term=adele&types=artists&limit=5&offset=5`,
        fixture: 'apple-search-adele.json',
        expect: auth,
      },
    ]);
    expect(await apple.search('adele', { limit: 5, offset: 5 })).toEqual([
      {
        platform: 'apple',
        id: '262836961',
        name: 'Adele',
        url: 'https://music.apple.com/us/artist/adele/262836961',
        imageUrl:
          'https://is1-ssl.mzstatic.com/image/thumb/AMCArtistImages116/v4/2b/ee/1f/2bee1f9f/source/600x600bb.jpg',
        genres: ['Pop'],
      },
      {
        platform: 'apple',
        id: '1440899370',
        name: 'Adele Adkins Karaoke',
        url: 'https://music.apple.com/us/artist/adele-adkins-karaoke/1440899370',
        imageUrl: null,
        genres: ['Karaoke'],
      },
    ]);
  });

  it('caps a page at Apple’s 25 and reads an empty result map as no results', async () => {
    const apple = provider([
      { url: `${BASE}/search?term=zzqx&types=artists&limit=25&offset=0`, fixture: 'apple-search-empty.json' },
    ]);
    expect(await apple.search('zzqx', { limit: 50, offset: 0 })).toEqual([]);
  });

  it('gets an artist by id, null when Apple has none or the id is not numeric', async () => {
    const apple = provider([
      { url: `${BASE}/artists/262836961`, fixture: 'apple-artist-adele.json', expect: auth },
      { url: `${BASE}/artists/999`, status: 404, fixture: 'apple-error-404.json' },
    ]);
    expect((await apple.getById('262836961'))?.name).toBe('Adele');
    expect(await apple.getById('999')).toBeNull();
    expect(await apple.getById('abc')).toBeNull();
  });

  it('maps an expired developer token (401) to a message for the operator', async () => {
    const apple = provider([
      { url: `${BASE}/search?term=adele&types=artists&limit=5&offset=0`, status: 401, fixture: 'apple-error-401.json' },
    ]);
    const error = await apple.search('adele', { limit: 5, offset: 0 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).message).toBe(
      "Apple Music refused Liner's API credentials; an operator must check the Apple Music search keys. Paste the profile URL instead",
    );
  });
});
