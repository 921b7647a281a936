import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_A_DATE_MESSAGE, TEXT_CONTROL_MESSAGE } from '@liner/domain';
import { artworkFile } from './audio-fixtures.js';
import { bearer, createUser, type CreatedUser } from './factories.js';
import { createTestApp, type TestContext } from './harness.js';
import { submitUpload } from '../src/modules/uploads/testing.js';
import { statementUpload } from '../src/modules/statements/testing.js';

/**
 * Ids past the integer column, NUL bytes and impossible dates are refused by the contracts with
 * a field message before any query; none reaches the database (which would answer 500).
 */
describe('hostile input', () => {
  let ctx: TestContext;
  let artist: CreatedUser;
  beforeAll(async () => {
    ctx = await createTestApp();
    artist = await createUser(ctx);
  });
  afterAll(async () => {
    await ctx.close();
  });

  it.each(['/api/public/shorts', '/api/shorts', '/api/public/tracks', '/api/public/covers'])(
    'refuses an id past the id column on the public route %s',
    async (base) => {
      const res = await ctx.app.inject({ method: 'GET', url: `${base}/999999999999` });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.id).toEqual(['Give a whole number id']);
    },
  );

  it('refuses an id past the id column in a body', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/portal/split/confirm',
      headers: bearer(artist.token),
      payload: { splitId: 999_999_999_999, accept: true },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['splitId']);
  });

  it('refuses a NUL byte in the login and registration fields', async () => {
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'someone\u0000@example.test', password: 'x' },
    });
    expect(login.statusCode).toBe(422);
    expect(login.json().errors.email).toEqual([TEXT_CONTROL_MESSAGE]);
    const register = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        email: 'new@example.test',
        username: 'newperson',
        password: 'a long enough pass phrase 42',
        type: 'artist',
        firstName: 'Ada\u0000',
        lastName: 'Line\u0007',
      },
    });
    expect(register.statusCode).toBe(422);
    expect(register.json().errors).toMatchObject({
      firstName: [TEXT_CONTROL_MESSAGE],
      lastName: [TEXT_CONTROL_MESSAGE],
    });
  });

  it('refuses a NUL byte in a search query', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/portal/preferences/search-spotify/abc%00def',
      headers: bearer(artist.token),
    });
    expect(res.statusCode).toBe(422);
  });

  it('refuses a day that does not exist and orders no report', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/portal/reports/download/sales',
      headers: bearer(artist.token),
      payload: { start_date: '2026-02-30', end_date: '2026-03-31', format: 'csv' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.start_date).toEqual([NOT_A_DATE_MESSAGE]);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/portal/reports', headers: bearer(artist.token) });
    expect(list.json().total).toBe(0);
  });

  it('stores an uploaded file name without its control characters', async () => {
    const res = await submitUpload(ctx, artist.token, 'artwork', 'cover\u0001art.jpg', await artworkFile());
    expect(res.statusCode).toBe(200);
    expect(res.json().originalName).toBe('coverart.jpg');
  });

  it('deletes a stored statement file when its row is refused', async () => {
    const operator = await createUser(ctx, { isAdmin: true });
    const upload = statementUpload('sales.csv', 'isrc,amount\nUSRC17607839,1.00\n', { mappingId: '4242' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/statements',
      headers: { ...bearer(operator.token), ...upload.headers },
      payload: upload.payload,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.mappingId).toEqual(['No such column mapping']);
    const folder = path.join(ctx.deps.config.dataDir, 'files', 'statements');
    expect(fs.existsSync(folder) ? fs.readdirSync(folder) : []).toEqual([]);
  });
});
