import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_SEARCH_MESSAGES } from '@liner/domain';
import { createTestApp, type TestContext } from '../../../../test/harness.js';
import { bearer, createUser } from '../../../../test/factories.js';
import { installAddressGeocoder } from './geocoder-registry.js';
import { createGeoapifyGeocoder } from './geoapify-geocoder.js';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

describe('GET api/profile/address/search', () => {
  let ctx: TestContext;
  let token: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    ({ token } = await createUser(ctx));
  });
  afterAll(async () => {
    await ctx.close();
  });
  const search = (query: string, auth: string | null = token) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/profile/address/search?${query}`,
      headers: auth ? bearer(auth) : {},
    });

  it('needs a signed-in user and at least 3 characters', async () => {
    expect((await search('text=abc', null)).statusCode).toBe(401);
    const short = await search('text=ab');
    expect(short.statusCode).toBe(422);
    expect(short.json().errors).toEqual({ text: [ADDRESS_SEARCH_MESSAGES.query] });
    expect((await search('')).statusCode).toBe(422);
  });

  it('finds nothing without a provider key, so the form goes to manual entry', async () => {
    const res = await search('text=12+Gas+Ferry+Road');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ features: [], unavailable: false });
  });

  it('answers the provider features through the Geoapify client, and none (flagged) when it fails', async () => {
    const body = fs.readFileSync(path.join(FIXTURES, 'geoapify-autocomplete-harbour.json'));
    let status = 200;
    installAddressGeocoder(
      ctx.deps,
      createGeoapifyGeocoder({
        apiKey: 'test-key',
        fetch: async (url) => {
          expect(url).toContain('text=12+Gas+Ferry+Road');
          return new Response(status === 200 ? body : '{"message":"Invalid apiKey"}', { status });
        },
      }),
    );
    const found = await search('text=12%20Gas%20Ferry%20Road');
    expect(found.statusCode).toBe(200);
    expect(found.json().features.map((f: { city: string }) => f.city)).toEqual(['Bristol', 'Edinburgh']);
    expect(found.json().unavailable).toBe(false);

    status = 401;
    const failed = await search('text=12%20Gas%20Ferry%20Road');
    expect(failed.statusCode).toBe(200);
    expect(failed.json()).toEqual({ features: [], unavailable: true });
  });
});
