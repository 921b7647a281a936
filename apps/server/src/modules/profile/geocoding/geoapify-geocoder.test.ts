import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GeocoderUnavailable } from './address-geocoder.js';
import { createGeoapifyGeocoder } from './geoapify-geocoder.js';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
const URL_OF = (text: string) =>
  `https://api.geoapify.com/v1/geocode/autocomplete?text=${encodeURIComponent(text).replace(/%20/g, '+')}&limit=5&apiKey=test-key`;

/** Answers one expected URL with a recorded body; any other request fails the test. */
function recorded(expectedUrl: string, fixture: string, status = 200) {
  const calls: string[] = [];
  const fetch = async (url: string) => {
    calls.push(url);
    if (url !== expectedUrl) throw new Error(`unexpected request ${url}`);
    return new Response(fs.readFileSync(path.join(FIXTURES, fixture)), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetch, calls };
}

describe('Geoapify address autocomplete on recorded answers', () => {
  it('asks the autocomplete endpoint with the text, a limit and the key, and maps each feature', async () => {
    const http = recorded(URL_OF('12 Gas Ferry Road'), 'geoapify-autocomplete-harbour.json');
    const geocoder = createGeoapifyGeocoder({ apiKey: 'test-key', fetch: http.fetch });
    const features = await geocoder.search('12 Gas Ferry Road');
    expect(http.calls).toHaveLength(1);
    expect(features).toEqual([
      {
        place_id: '51b0726891ed3405c059a8d2a1e46b9a4940f00103f901a1c2c62a00000000c00203',
        formatted: '12 Gas Ferry Road, Bristol, BS1 4RN, United Kingdom',
        country: 'United Kingdom',
        country_code: 'GB',
        city: 'Bristol',
        state: 'England',
        county: 'City of Bristol',
        postcode: 'BS1 4RN',
        address_line1: '12 Gas Ferry Road',
      },
      expect.objectContaining({ city: 'Edinburgh', state: 'Scotland', address_line1: 'Gas Ferry Road' }),
    ]);
  });

  it('answers no feature when nothing matches', async () => {
    const http = recorded(URL_OF('zzqx nowhere'), 'geoapify-autocomplete-empty.json');
    const geocoder = createGeoapifyGeocoder({ apiKey: 'test-key', fetch: http.fetch });
    expect(await geocoder.search('zzqx nowhere')).toEqual([]);
  });

  it('reports a refused key as unavailable, not as a result', async () => {
    const http = recorded(URL_OF('12 Gas Ferry Road'), 'geoapify-error-401.json', 401);
    const geocoder = createGeoapifyGeocoder({ apiKey: 'test-key', fetch: http.fetch });
    await expect(geocoder.search('12 Gas Ferry Road')).rejects.toBeInstanceOf(GeocoderUnavailable);
  });

  it('reports a network failure as unavailable', async () => {
    const geocoder = createGeoapifyGeocoder({
      apiKey: 'test-key',
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    await expect(geocoder.search('anything')).rejects.toBeInstanceOf(GeocoderUnavailable);
  });
});
