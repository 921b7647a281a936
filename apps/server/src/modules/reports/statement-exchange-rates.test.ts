import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { bearer, createUser, type CreatedUser } from '../../../test/factories.js';
import { createCatalog, GENERIC_MAPPING, statementUpload } from '../statements/testing.js';
import { buildMonthlyStatement } from './build-statement.js';
import { downloadReport, orderReport } from './testing.js';

/** Issue 12: the monthly statement names the exchange rates its foreign-currency sales were converted with. */
let ctx: TestContext;
let artist: CreatedUser;
let month: string;

const CSV = [
  'Period,Store,Country,ISRC,Track,Artist,Units,Net Amount,Currency,Rate',
  '2024-01,Spotify Streaming,GB,QZFX00000001,Song,Artist,1,10.000000,GBP,',
  '2024-02,Spotify Streaming,GB,QZFX00000001,Song,Artist,1,4.000000,GBP,',
  '2024-01,Spotify Streaming,SE,QZFX00000001,Song,Artist,1,100.000000,SEK,0.0960',
  '2024-01,Spotify Streaming,DE,QZFX00000001,Song,Artist,1,2.000000,EUR,',
  '2024-01,Spotify Streaming,US,QZFX00000001,Song,Artist,1,1.000000,USD,',
].join('\n');

beforeAll(async () => {
  ctx = await createTestApp();
  const admin = await createUser(ctx, { isAdmin: true });
  artist = await createUser(ctx);
  await createCatalog(ctx, artist.user.id, { isrcs: ['QZFX00000001'] });
  month = ctx.clock.now().toISOString().slice(0, 7);
  const call = (url: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url, headers: bearer(admin.token), payload });
  for (const [currency, rateMonth, rate] of [
    ['GBP', '2024-01', '1.25'],
    ['GBP', '2024-02', '1.2731'],
  ])
    expect((await call('/api/admin/exchange-rates', { currency, month: rateMonth, rate })).statusCode).toBe(200);
  const mapping = await call('/api/admin/statements/mappings', {
    name: 'With rates',
    columns: { ...GENERIC_MAPPING.columns, upc: undefined, exchangeRate: 'Rate' },
  });
  expect(mapping.statusCode, mapping.body).toBe(200);
  const { payload, headers } = statementUpload('rates.csv', `${CSV}\n`, {
    mappingId: String(mapping.json().id),
    period: month,
    currency: 'EUR',
    exchangeRate: '1.0843',
  });
  const upload = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/statements',
    headers: { ...headers, ...bearer(admin.token) },
    payload,
  });
  expect(upload.json().status, upload.body).toBe('imported');
});
afterAll(async () => {
  await ctx.close();
});

describe('exchange rates on the monthly statement', () => {
  it("lists each currency, sales month, rate and source of the month's statements; none for the account currency", async () => {
    const model = await buildMonthlyStatement(ctx.deps, artist.user.id, month);
    expect(model.exchangeRates).toEqual([
      { currency: 'EUR', month: '2024-01', rate: '1.0843', source: 'operator' },
      { currency: 'GBP', month: '2024-01', rate: '1.25', source: 'reference' },
      { currency: 'GBP', month: '2024-02', rate: '1.2731', source: 'reference' },
      { currency: 'SEK', month: '2024-01', rate: '0.0960', source: 'file' },
    ]);
    // Another month's statement did not use them.
    expect((await buildMonthlyStatement(ctx.deps, artist.user.id, '2020-01')).exchangeRates).toEqual([]);
  });

  it('prints them in the PDF', async () => {
    const ordered = await orderReport(ctx, artist, 'statement', { month });
    expect(ordered.json()).toMatchObject({ status: 'ready' });
    const file = await downloadReport(ctx, artist, ordered.json().reportId);
    const pdfPath = path.join(process.env.REPORTS_SAMPLE_DIR ?? ctx.outboxDir, 'statement-rates.pdf');
    fs.mkdirSync(path.dirname(pdfPath), { recursive: true });
    fs.writeFileSync(pdfPath, file.rawPayload);
    if (spawnSync('pdftotext', ['-v']).error) {
      console.warn(
        'pdftotext (poppler-utils) is not installed: the PDF text check is skipped; the model test covers the rates',
      );
      return;
    }
    const text = execFileSync('pdftotext', ['-layout', pdfPath, '-'], { encoding: 'utf8' });
    const rows = text
      .slice(text.indexOf('EXCHANGE RATES USED'))
      .split('\n')
      .map((line) =>
        line
          .trim()
          .split(/\s{2,}/)
          .join(' | '),
      )
      .filter((line) => /^[A-Z]{3} \|/.test(line) || line.startsWith('Currency'));
    expect(rows).toEqual([
      'Currency | Sales month | Rate (1 unit in USD) | Source',
      'EUR | 2024-01 | 1.0843 | Typed by the operator',
      'GBP | 2024-01 | 1.25 | Reference table',
      'GBP | 2024-02 | 1.2731 | Reference table',
      'SEK | 2024-01 | 0.0960 | From the file',
    ]);
  });
});
