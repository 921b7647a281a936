import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { bearer, createUser, type CreatedUser } from '../../../test/factories.js';
import { releaseArtists } from '../releases/tables.js';
import { createCatalog } from '../statements/testing.js';
import { confirm, submitOk } from '../splits/testing.js';
import { downloadReport, importCsvStatement, orderReport } from './testing.js';

/**
 * The report pages (GET api/portal/reports/{page}) and the families behind them, on real imports:
 * the owner's track A gives a payee 25 %, and a partner's track C gives the owner 10 %.
 */
let ctx: TestContext;
let owner: CreatedUser;
let payee: CreatedUser;
let partner: CreatedUser;
let releaseId: number;
let trackA: number;
let trackB: number;
let trackC: number;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createUser(ctx);
  payee = await createUser(ctx);
  partner = await createUser(ctx);
  const mine = await createCatalog(ctx, owner.user.id, {
    upc: '859700000101',
    title: 'Night Drive',
    isrcs: ['QZDA41300001', 'QZDA41300002'],
  });
  const theirs = await createCatalog(ctx, partner.user.id, {
    upc: '859700000102',
    title: 'Other Release',
    isrcs: ['QZDA41300003'],
  });
  releaseId = mine.release.id;
  [trackA, trackB] = mine.tracks.map((track) => track.id);
  trackC = theirs.tracks[0].id;
  await ctx.deps.db.insert(releaseArtists).values([
    { releaseId: mine.release.id, position: 1, name: 'Artist' },
    { releaseId: theirs.release.id, position: 1, name: 'Partner Band' },
  ]);
  const given = await submitOk(ctx, owner.token, {
    trackId: trackA,
    payees: [{ email: payee.user.email, share: 25 }],
    effectiveFrom: '2020-01-01',
  });
  expect((await confirm(ctx, payee.token, given, true)).statusCode).toBe(200);
  const received = await submitOk(ctx, partner.token, {
    trackId: trackC,
    payees: [{ email: owner.user.email, share: 10 }],
    effectiveFrom: '2020-01-01',
  });
  expect((await confirm(ctx, owner.token, received, true)).statusCode).toBe(200);

  await importCsvStatement(ctx, [
    {
      isrc: 'QZDA41300001',
      store: 'Spotify Streaming',
      country: 'US',
      units: 100,
      amount: '4.000000',
      period: '2024-01',
    },
    { isrc: 'QZDA41300002', store: 'Apple Music', country: 'GB', units: 10, amount: '2.000000', period: '2024-02' },
    { upc: '859700000101', store: 'Merlin', country: 'DE', units: 5, amount: '1.000000', period: '2024-02' },
    {
      isrc: 'QZDA41300003',
      store: 'Spotify Streaming',
      country: 'US',
      units: 50,
      amount: '10.000000',
      period: '2024-01',
    },
  ]);
  await importCsvStatement(
    ctx,
    [
      {
        isrc: 'QZDA41300001',
        store: 'Deezer',
        country: 'FR',
        units: 4,
        amount: '2.000000',
        period: '2024-03',
        currency: 'EUR',
      },
    ],
    { currency: 'EUR', exchangeRate: '0.5' },
  );
});
afterAll(async () => {
  await ctx.close();
});

const page = async (path: string, who: CreatedUser = owner) => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/portal/reports/${path}`, headers: bearer(who.token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { columns: string[]; data: string[][]; total: number; last_page: number; current_page: number };
};
const download = async (path: string, payload: object = {}) => {
  const ordered = await orderReport(ctx, owner, path, payload);
  expect(ordered.statusCode, ordered.body).toBe(200);
  expect(ordered.json().status).toBe('ready');
  return parse((await downloadReport(ctx, owner, ordered.json().reportId)).body, { columns: true }) as Record<
    string,
    string
  >[];
};

describe('earning pages: own sales less split shares given, plus shares received', () => {
  it('per release (sales/release)', async () => {
    const body = await page('releases');
    expect(body.columns).toEqual([
      'release_id',
      'release_title',
      'upc',
      'units',
      'gross',
      'splits_out',
      'splits_in',
      'total',
    ]);
    expect(body.data).toEqual([
      [String(releaseId), 'Night Drive', '859700000101', '119', '8.000000', '1.250000', '0.000000', '6.750000'],
      [expect.any(String), 'Other Release', '859700000102', '0', '0.000000', '0.000000', '1.000000', '1.000000'],
    ]);
    const csv = await download('download/releases/earning');
    expect(csv.map((row) => [row.release_title, row.total])).toEqual([
      ['Night Drive', '6.750000'],
      ['Other Release', '1.000000'],
    ]);
  });

  it('per track (sales/tracks), and the payee sees their share as received', async () => {
    expect((await page('tracks')).data.map((row) => [row[0], row[4], row[5], row[6], row[7]])).toEqual([
      [String(trackA), '5.000000', '1.250000', '0.000000', '3.750000'],
      [String(trackB), '2.000000', '0.000000', '0.000000', '2.000000'],
      [String(trackC), '0.000000', '0.000000', '1.000000', '1.000000'],
    ]);
    expect((await page('tracks', payee)).data).toEqual([
      [String(trackA), 'Track QZDA41300001', 'QZDA41300001', '0', '0.000000', '0.000000', '1.250000', '1.250000'],
    ]);
  });

  it("per artist (sales/artist): split money under the release's main artist", async () => {
    expect((await page('artists')).data).toEqual([
      ['Artist', '119', '8.000000', '1.250000', '0.000000', '6.750000'],
      ['Partner Band', '0', '0.000000', '0.000000', '1.000000', '1.000000'],
    ]);
  });

  it('a date range cuts by sale month on both sides', async () => {
    expect(
      (await page('tracks?start_date=2024-03-01&end_date=2024-03-31')).data.map((row) => [row[0], row[7]]),
    ).toEqual([[String(trackA), '0.750000']]);
  });
});

describe("gross pages: the catalog's sales before splits", () => {
  it('per release, track and artist (sales/gross/*), with their downloads', async () => {
    expect((await page('gross-report/releases')).data).toEqual([
      [String(releaseId), 'Night Drive', '859700000101', '119', '8.000000'],
    ]);
    expect((await page('gross-report/tracks')).data.map((row) => [row[0], row[3], row[4]])).toEqual([
      [String(trackA), '104', '5.000000'],
      [String(trackB), '10', '2.000000'],
    ]);
    expect((await page('gross-report/artists')).data).toEqual([['Artist', '119', '8.000000']]);
    expect(await download('download/releases/gross-sales')).toEqual([
      {
        release_id: String(releaseId),
        release_title: 'Night Drive',
        upc: '859700000101',
        units: '119',
        total: '8.000000',
      },
    ]);
    expect((await download('download/tracks/gross-sales')).map((row) => row.total)).toEqual(['5.000000', '2.000000']);
    expect(await download('download/artist/gross-sales')).toEqual([
      { artist: 'Artist', units: '119', total: '8.000000' },
    ]);
  });
});

describe('store pages', () => {
  it('per store (sales/store-service), biggest first', async () => {
    const body = await page('channels');
    expect(body.columns).toEqual(['channel', 'units', 'total']);
    expect(body.data).toEqual([
      ['Spotify', '100', '4.000000'],
      ['Apple Music', '10', '2.000000'],
      ['Admin Rebate', '5', '1.000000'],
      ['Deezer', '4', '1.000000'],
    ]);
    expect((await download('download/channels', { format: 'csv' })).map((row) => row.channel)).toEqual([
      'Spotify',
      'Apple Music',
      'Admin Rebate',
      'Deezer',
    ]);
  });

  it('one channel per release (channel/{channel}); an unknown channel is empty', async () => {
    expect((await page('channel-overview/Deezer')).data).toEqual([
      [String(releaseId), 'Night Drive', '859700000101', '4', '1.000000'],
    ]);
    expect((await page('channel-overview/Nowhere')).data).toEqual([]);
    const ordered = await orderReport(ctx, owner, 'download/channel-sales/Apple%20Music', { format: 'xlsx' });
    const file = await downloadReport(ctx, owner, ordered.json().reportId);
    expect(file.headers['content-disposition']).toMatch(/filename="channel-Apple-Music-all-\d+\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const values = workbook
      .getWorksheet('Report')!
      .getSheetValues()
      .slice(1)
      .map((row) => (row as ExcelJS.CellValue[]).slice(1));
    expect(values).toEqual([
      ['release_id', 'release_title', 'upc', 'units', 'total'],
      [String(releaseId), 'Night Drive', '859700000101', '10', '2.000000'],
    ]);
  });

  it('exchange rates per sale month, currency and statement, with where each rate came from', async () => {
    const body = await page('exchange-rate-overview');
    expect(body.columns).toEqual([
      'month',
      'currency',
      'statement',
      'lines',
      'amount',
      'account_currency',
      'converted',
      'rate',
      'rate_source',
    ]);
    expect(body.data.map((row) => [row[0], row[1], ...row.slice(3)])).toEqual([
      ['2024-03', 'EUR', '1', '2.000000', 'USD', '1.000000', '0.5', 'Typed by the operator'],
      ['2024-02', 'USD', '2', '3.000000', 'USD', '3.000000', '1', 'Same currency'],
      ['2024-01', 'USD', '1', '4.000000', 'USD', '4.000000', '1', 'Same currency'],
    ]);
    expect(Number(body.data[0][2])).toBeGreaterThan(Number(body.data[1][2]));
    expect((await download('download/exchange-rates')).map((row) => row.month)).toEqual([
      '2024-03',
      '2024-02',
      '2024-01',
    ]);
  });
});

describe('line, ledger and payout pages', () => {
  it("sales lines (sales), paged, with the download's columns", async () => {
    const first = await page('sales-overview?per_page=2');
    expect(first).toMatchObject({ total: 4, last_page: 2, current_page: 1 });
    expect(first.columns[0]).toBe('id');
    const second = await page('sales-overview?per_page=2&page=2');
    expect([...first.data, ...second.data].map((row) => row[1])).toEqual([
      'Spotify',
      'Apple Music',
      'Admin Rebate',
      'Deezer',
    ]);
    expect((await page('sales-overview?start_date=2024-02-01&end_date=2024-02-29')).total).toBe(2);
  });

  it('transactions and payouts', async () => {
    const transactions = await page('transactions');
    expect(transactions.data.map((row) => row[2])).toContain('statement-earnings');
    const payouts = await page('payouts');
    expect(payouts).toMatchObject({
      columns: ['id', 'created_at', 'amount', 'user_email', 'type', 'fee', 'net', 'status'],
      data: [],
      total: 0,
    });
  });

  it('validates the query with field messages and needs a session', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/portal/reports/releases?start_date=2024-03-01&end_date=2024-01-01',
      headers: bearer(owner.token),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.end_date).toEqual(['The end date must not be before the start date']);
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/portal/reports/releases?per_page=500',
          headers: bearer(owner.token),
        })
      ).statusCode,
    ).toBe(422);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/portal/reports/releases' })).statusCode).toBe(401);
  });

  it("shows nobody else's rows", async () => {
    const stranger = await createUser(ctx);
    for (const path of [
      'sales-overview',
      'releases',
      'gross-report/releases',
      'channels',
      'channel-overview/Spotify',
      'exchange-rate-overview',
    ]) {
      expect((await page(path, stranger)).total, path).toBe(0);
    }
  });
});
