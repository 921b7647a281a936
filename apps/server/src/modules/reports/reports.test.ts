import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { bearer, createUser, type CreatedUser } from '../../../test/factories.js';
import { createCatalog } from '../statements/testing.js';
import { REPORT_FAILED_MESSAGE } from './generate-report.js';
import { downloadReport, importCsvStatement, orderReport, reportStatus } from './testing.js';

let ctx: TestContext;
let artist: CreatedUser;

beforeEach(async () => {
  ctx = await createTestApp();
  artist = await createUser(ctx);
  await createCatalog(ctx, artist.user.id, {
    upc: '859700000001',
    title: 'First Light',
    isrcs: ['QZDA41200001', 'QZDA41200002'],
  });
  await importCsvStatement(ctx, [
    {
      isrc: 'QZDA41200001',
      store: 'Spotify Streaming',
      country: 'US',
      units: 300,
      amount: '1.500000',
      period: '2024-01',
    },
    { isrc: 'QZDA41200002', store: 'Apple Music', country: 'GB', units: 1, amount: '0.000001', period: '2024-01' },
    { upc: '859700000001', store: 'Merlin', country: 'DE', units: 10, amount: '0.250000', period: '2024-02' },
    {
      isrc: 'QZDA41200001',
      store: 'Spotify Streaming',
      country: 'US',
      units: 5,
      amount: '9.000000',
      period: '2024-03',
    },
    {
      isrc: 'XXXX99999999',
      store: 'Spotify Streaming',
      country: 'US',
      units: 5,
      amount: '7.000000',
      period: '2024-01',
    },
  ]);
});
afterEach(async () => {
  await ctx.close();
});

const SALES_HEADER = 'id,channel,confirmation_date,country,isrc,upc,track_title,release_title,share,fees,total,user_id';

describe('sales report downloads', () => {
  it("writes the user's sales lines of the range as CSV with 6-decimal fees and totals", async () => {
    const ordered = await orderReport(ctx, artist, 'download/sales', {
      start_date: '2024-01-01',
      end_date: '2024-02-29',
      format: 'csv',
    });
    expect(ordered.statusCode, ordered.body).toBe(200);
    // No job runner in API tests: generated inline, so it is ready at once.
    expect(ordered.json()).toEqual({ reportId: expect.any(Number), status: 'ready' });

    const file = await downloadReport(ctx, artist, ordered.json().reportId);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/csv');
    expect(file.headers['content-disposition']).toMatch(
      /attachment; filename="sales-2024-01-01_to_2024-02-29-\d+\.csv"/,
    );
    const [header, ...lines] = file.body.trim().split('\n');
    expect(header).toBe(SALES_HEADER);
    const rows = parse(file.body, { columns: true }) as Record<string, string>[];
    // March is outside the range and the unmatched line belongs to nobody.
    expect(lines).toHaveLength(3);
    expect(
      rows.map((r) => [
        r.channel,
        r.country,
        r.isrc,
        r.upc,
        r.track_title,
        r.release_title,
        r.share,
        r.fees,
        r.total,
        r.user_id,
      ]),
    ).toEqual([
      [
        'Spotify',
        'US',
        'QZDA41200001',
        '',
        'Track QZDA41200001',
        'First Light',
        '100.00',
        '0.000000',
        '1.500000',
        String(artist.user.id),
      ],
      [
        'Apple Music',
        'GB',
        'QZDA41200002',
        '',
        'Track QZDA41200002',
        'First Light',
        '100.00',
        '0.000000',
        '0.000001',
        String(artist.user.id),
      ],
      [
        'Admin Rebate',
        'DE',
        '',
        '859700000001',
        'Song 2',
        'First Light',
        '100.00',
        '0.000000',
        '0.250000',
        String(artist.user.id),
      ],
    ]);
    expect(rows.every((r) => /^\d{4}-\d{2}-\d{2}$/.test(r.confirmation_date))).toBe(true);
  });

  it('writes an XLSX that exceljs reads back with the same rows', async () => {
    const ordered = await orderReport(ctx, artist, 'download/sales', {
      start_date: '2024-01-01',
      end_date: '2024-12-31',
      format: 'xlsx',
    });
    const file = await downloadReport(ctx, artist, ordered.json().reportId);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Report')!;
    const values = sheet
      .getSheetValues()
      .slice(1)
      .map((row) => (row as ExcelJS.CellValue[]).slice(1));
    expect(values[0]).toEqual(SALES_HEADER.split(','));
    expect(values.slice(1).map((row) => [row[1], row[10]])).toEqual([
      ['Spotify', '1.500000'],
      ['Apple Music', '0.000001'],
      ['Admin Rebate', '0.250000'],
      ['Spotify', '9.000000'],
    ]);
  });

  it('refuses a range that ends before it starts, and a missing range', async () => {
    const backwards = await orderReport(ctx, artist, 'download/sales', {
      start_date: '2024-03-01',
      end_date: '2024-01-01',
    });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors.end_date).toBeDefined();
    expect((await orderReport(ctx, artist, 'download/sales', { format: 'csv' })).statusCode).toBe(422);
  });
});

describe('other report families', () => {
  it('earnings by release, track, artist (no splits: equal to gross) and country come from the sales rollups', async () => {
    const countries = await orderReport(ctx, artist, 'download/countries', {
      start_date: '2024-01-01',
      end_date: '2024-03-31',
    });
    const csv = (await downloadReport(ctx, artist, countries.json().reportId)).body;
    expect(csv.trim().split('\n')).toEqual([
      'country,units,total',
      'US,305,10.500000',
      'DE,10,0.250000',
      'GB,1,0.000001',
    ]);

    const releases = await orderReport(ctx, artist, 'download/releases/earning', {});
    const releaseCsv = parse((await downloadReport(ctx, artist, releases.json().reportId)).body, {
      columns: true,
    }) as Record<string, string>[];
    expect(releaseCsv.map((r) => [r.release_title, r.upc, r.units, r.gross, r.total])).toEqual([
      ['First Light', '859700000001', '316', '10.750001', '10.750001'],
    ]);

    const tracks = await orderReport(ctx, artist, 'download/tracks/earning', { format: 'csv' });
    const trackCsv = parse((await downloadReport(ctx, artist, tracks.json().reportId)).body, {
      columns: true,
    }) as Record<string, string>[];
    expect(trackCsv.map((r) => [r.isrc, r.total])).toEqual([
      ['QZDA41200001', '10.500000'],
      ['QZDA41200002', '0.000001'],
    ]);

    const artists = await orderReport(ctx, artist, 'download/artist/earning', {});
    expect((await downloadReport(ctx, artist, artists.json().reportId)).body.trim().split('\n')).toEqual([
      'artist,units,gross,splits_out,splits_in,total',
      'Artist,316,10.750001,0.000000,0.000000,10.750001',
    ]);
  });

  it('transactions list the ledger postings to the wallet with 6 decimals', async () => {
    const ordered = await orderReport(ctx, artist, 'download/transactions', {});
    const rows = parse((await downloadReport(ctx, artist, ordered.json().reportId)).body, { columns: true }) as Record<
      string,
      string
    >[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ type: 'statement-earnings', amount: '10.750001', sale_date: '2024-01-01' });
    expect(new Date(rows[0].date).toISOString()).toBe(rows[0].date);
  });

  it('payouts list is empty but well formed for a user without payouts', async () => {
    const ordered = await orderReport(ctx, artist, 'download/payouts', {});
    expect((await downloadReport(ctx, artist, ordered.json().reportId)).body.trim()).toBe(
      'id,created_at,amount,user_email,type,fee,net,status',
    );
  });
});

describe('report ownership, status and listing', () => {
  it('answers 404 to another user for the status and the file, and lists only my reports', async () => {
    const ordered = await orderReport(ctx, artist, 'download/sales', {
      start_date: '2024-01-01',
      end_date: '2024-01-31',
    });
    const reportId = ordered.json().reportId as number;
    const stranger = await createUser(ctx);
    expect((await downloadReport(ctx, stranger, reportId)).statusCode).toBe(404);
    expect((await reportStatus(ctx, stranger, reportId)).statusCode).toBe(404);
    expect((await downloadReport(ctx, artist, reportId + 1000)).statusCode).toBe(404);
    const unauthenticated = await ctx.app.inject({ method: 'GET', url: `/api/portal/reports/download/${reportId}` });
    expect(unauthenticated.statusCode).toBe(401);

    const status = await reportStatus(ctx, artist, reportId);
    expect(status.json()).toEqual({ reportId, status: 'ready', progress: 100 });
    const mine = await ctx.app.inject({
      method: 'GET',
      url: '/api/portal/reports?page=1',
      headers: bearer(artist.token),
    });
    expect(mine.json()).toMatchObject({
      total: 1,
      current_page: 1,
      data: [{ id: reportId, kind: 'sales', format: 'csv', status: 'ready', rows: 2 }],
    });
    const theirs = await ctx.app.inject({ method: 'GET', url: '/api/portal/reports', headers: bearer(stranger.token) });
    expect(theirs.json().total).toBe(0);
  });

  it('a generation that fails is recorded as failed with a message for its owner, not the error, and its file cannot be fetched', async () => {
    const storage = ctx.deps.storage;
    ctx.deps.storage = {
      ...storage,
      put: async () => {
        throw new Error('Disk full');
      },
    };
    const ordered = await orderReport(ctx, artist, 'download/sales', {
      start_date: '2024-01-01',
      end_date: '2024-01-31',
    });
    ctx.deps.storage = storage;
    expect(ordered.json().status).toBe('failed');
    const status = await reportStatus(ctx, artist, ordered.json().reportId);
    expect(status.json()).toEqual({
      reportId: ordered.json().reportId,
      status: 'failed',
      error: REPORT_FAILED_MESSAGE,
    });
    expect(status.body).not.toContain('Disk full');
    const file = await downloadReport(ctx, artist, ordered.json().reportId);
    expect(file.statusCode).toBe(409);
  });
});
