import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { bearer, createUser } from '../../../test/factories.js';

/** The operator's monthly reference rates: validation, upsert, edit, delete, CSV import (all rows or none). */
let ctx: TestContext;
let admin: string;
let artist: string;
const base = '/api/admin/exchange-rates';

beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await createUser(ctx, { isAdmin: true })).token;
  artist = (await createUser(ctx)).token;
});
afterAll(async () => {
  await ctx.close();
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = admin) =>
  ctx.app.inject({ method, url, headers: bearer(token), payload });

const listed = async () => (await call('GET', base)).json();

describe('reference rates', () => {
  it('only an operator reads or writes them', async () => {
    expect((await call('GET', base, undefined, artist)).statusCode).toBe(403);
    expect((await call('POST', base, { currency: 'GBP', month: '2024-01', rate: '1.2' }, artist)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: base })).statusCode).toBe(401);
  });

  it('refuses bad input with a message per field', async () => {
    const res = await call('POST', base, { currency: 'pounds', month: '2024-13', rate: '1,2' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      currency: ['Use a three-letter currency code, e.g. GBP'],
      month: ['Give the month as yyyy-mm'],
      rate: ['Give the rate as a decimal number greater than zero, e.g. 1.2731'],
    });
    for (const rate of ['0', '0.000', '-1', '1e3', '1/2', '1234567890123.5']) {
      expect((await call('POST', base, { currency: 'GBP', month: '2024-01', rate })).statusCode, rate).toBe(422);
    }
    const same = await call('POST', base, { currency: 'USD', month: '2024-01', rate: '1' });
    expect(same.statusCode).toBe(422);
    expect(same.json().errors.currency).toEqual(['This is the account currency; it needs no rate']);
  });

  it('adds a month, replaces it when saved again, edits and deletes', async () => {
    const first = await call('POST', base, { currency: 'gbp', month: '2024-01', rate: '1.2700' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ rate: { currency: 'GBP', month: '2024-01', rate: '1.2700' }, resumed: [] });
    const again = await call('POST', base, { currency: 'GBP', month: '2024-01', rate: '1.2731' });
    expect(again.json().rate).toMatchObject({ id: first.json().rate.id, rate: '1.2731' });
    const eur = (await call('POST', base, { currency: 'EUR', month: '2024-01', rate: '1.08' })).json().rate;
    expect((await listed()).data.map((r: { currency: string; rate: string }) => `${r.currency} ${r.rate}`)).toEqual([
      'EUR 1.08',
      'GBP 1.2731',
    ]);
    const clash = await call('PUT', `${base}/${eur.id}`, { currency: 'GBP', month: '2024-01', rate: '1' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe('GBP already has a rate for 2024-01; edit that one instead');
    const edited = await call('PUT', `${base}/${eur.id}`, { currency: 'EUR', month: '2024-02', rate: '1.09' });
    expect(edited.json().rate).toMatchObject({ id: eur.id, month: '2024-02', rate: '1.09' });
    expect((await call('DELETE', `${base}/${eur.id}`)).json()).toEqual({ message: 'Rate deleted' });
    expect((await call('DELETE', `${base}/${eur.id}`)).statusCode).toBe(404);
    expect((await call('PUT', `${base}/${eur.id}`, { currency: 'EUR', month: '2024-02', rate: '1' })).statusCode).toBe(
      404,
    );
    expect((await call('GET', `${base}?currency=gbp`)).json().data).toHaveLength(1);
  });

  it('a CSV with a bad row is refused whole, every bad line named; a good one saves every row', async () => {
    const before = (await listed()).data.length;
    const bad = await call('POST', `${base}/import`, {
      csv: 'currency,month,rate\nSEK,2024-01,0.096\nNOK,2024-1,0.09\nUSD,2024-01,1\nDKK,2024-01,abc\n',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({
      message: 'The file was not imported: 3 rows are wrong',
      errors: {
        csv: [
          'line 3: month: Give the month as yyyy-mm',
          'line 4: currency: This is the account currency; it needs no rate',
          'line 5: rate: Give the rate as a decimal number greater than zero, e.g. 1.2731',
        ],
      },
    });
    expect((await listed()).data.length).toBe(before);
    const good = await call('POST', `${base}/import`, {
      csv: 'currency,month,rate\r\nSEK,2024-01,0.096\r\nNOK,2024-01,0.0921\r\nGBP,2024-01,1.28\r\n',
    });
    expect(good.json()).toEqual({ saved: 3, resumed: [] });
    const rates = (await listed()).data.map((r: { currency: string; rate: string }) => `${r.currency} ${r.rate}`);
    expect(rates).toEqual(expect.arrayContaining(['SEK 0.096', 'NOK 0.0921', 'GBP 1.28']));
    expect((await call('POST', `${base}/import`, { csv: '' })).json().errors.csv).toEqual([
      'Paste or choose a CSV file',
    ]);
  });
});
