import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { bearer, createUser } from '../../../test/factories.js';
import { allBalances } from '../ledger/testing.js';
import { queryRows } from '../../platform/sql-arrays.js';
import { createCatalog, csvStatement, GENERIC_MAPPING, statementUpload } from './testing.js';

let ctx: TestContext;
let adminToken: string;
let mappingId: number;

/**
 * Every rule holds on both paths: small files are read on the main thread, large ones in an import
 * process (run-import-process.ts); the size threshold is moved so each test runs both.
 */
describe.each([
  ['on the main thread', Number.MAX_SAFE_INTEGER],
  ['in an import process', 0],
])('statement import %s', (_path, importProcessMinBytes) => {
  beforeEach(async () => {
    ctx = await createTestApp();
    ctx.deps.config.importProcessMinBytes = importProcessMinBytes;
    adminToken = (await createUser(ctx, { isAdmin: true })).token;
    const saved = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/statements/mappings',
      headers: bearer(adminToken),
      payload: GENERIC_MAPPING,
    });
    expect(saved.statusCode).toBe(200);
    mappingId = saved.json().id;
  });
  afterEach(async () => {
    await ctx.close();
  });

  async function upload(content: string, fields: Record<string, string> = {}) {
    const { payload, headers } = statementUpload('statement.csv', content, { mappingId: String(mappingId), ...fields });
    return ctx.app.inject({
      method: 'POST',
      url: '/api/admin/statements',
      headers: { ...headers, ...bearer(adminToken) },
      payload,
    });
  }

  async function counts() {
    const [row] = await queryRows<{ lines: string; rollups: string; entries: string }>(
      ctx.deps.db,
      sql`SELECT
    (SELECT count(*) FROM sales_lines)::text AS lines, (SELECT count(*) FROM sales_rollups)::text AS rollups,
    (SELECT count(*) FROM ledger_entries)::text AS entries`,
    );
    return row;
  }

  describe('rules', () => {
    it('matches the UPC-12, EAN-13 and GTIN-14 forms of one product in one file to the same release', async () => {
      const artist = await createUser(ctx);
      const { release } = await createCatalog(ctx, artist.user.id, { upc: '724358271058' });
      const res = await upload(
        csvStatement([
          { upc: '724358271058', amount: '1.000000', units: 10 },
          { upc: '0724358271058', amount: '2.000000', units: 20 },
          { upc: '00724358271058', amount: '3.000000', units: 30 },
        ]),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ linesRead: 3, matchedLines: 3, unmatchedLines: 0 });
      const lines = await queryRows<{ release_id: number | null; matched_by: string | null }>(
        ctx.deps.db,
        sql`SELECT release_id, matched_by FROM sales_lines ORDER BY line_number`,
      );
      expect(lines.map((l) => `${l.release_id} ${l.matched_by}`)).toEqual(Array(3).fill(`${release.id} upc`));
      expect((await allBalances(ctx.deps.db)).get(`user:${artist.user.id}:earnings`)).toBe(6_000_000n);
    });

    it('matches by ISRC first, then UPC; keeps unmatched lines; every micro-unit lands in one account', async () => {
      const artist = await createUser(ctx);
      const other = await createUser(ctx);
      await createCatalog(ctx, artist.user.id, { upc: '859700000001', isrcs: ['QZDA41200001'] });
      // The UPC belongs to another user's release, but the ISRC wins for line 1.
      await createCatalog(ctx, other.user.id, { upc: '0123456789012' });
      const res = await upload(
        csvStatement([
          { isrc: 'QZDA41200001', upc: '0123456789012', amount: '1.500000', units: 300 },
          { upc: '123456789012', store: 'Merlin', country: 'GB', amount: '0.250000', units: 10 },
          { isrc: 'XXXX99999999', store: '', amount: '0.100001', units: 5 },
        ]),
      );
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        status: 'imported',
        linesRead: 3,
        matchedLines: 2,
        unmatchedLines: 1,
        amount: '1.850001',
        convertedAmount: '1.850001',
      });
      expect(body.byStore.map((r: { key: string; amount: string }) => `${r.key} ${r.amount}`)).toEqual([
        'Admin Rebate 0.250000',
        'Other Revenue 0.100001',
        'Spotify 1.500000',
      ]);
      const lines = await queryRows<{
        owner_user_id: number | null;
        matched_by: string | null;
        track_id: number | null;
      }>(ctx.deps.db, sql`SELECT owner_user_id, matched_by, track_id FROM sales_lines ORDER BY line_number`);
      expect(lines.map((l) => `${l.owner_user_id} ${l.matched_by} ${l.track_id === null ? '-' : 'track'}`)).toEqual([
        `${artist.user.id} isrc track`,
        `${other.user.id} upc -`,
        'null null -',
      ]);
      const balances = await allBalances(ctx.deps.db);
      expect(balances.get(`user:${artist.user.id}:earnings`)).toBe(1_500_000n);
      expect(balances.get(`user:${other.user.id}:earnings`)).toBe(250_000n);
      expect(balances.get('system:unmatched-revenue')).toBe(100_001n);
      expect([...balances.values()].reduce((a, b) => a + b, 0n)).toBe(0n);

      const unmatched = await ctx.app.inject({
        method: 'GET',
        url: `/api/admin/statements/${body.id}/unmatched`,
        headers: bearer(adminToken),
      });
      expect(unmatched.json().data.map((l: { isrc: string; amount: string }) => `${l.isrc} ${l.amount}`)).toEqual([
        'XXXX99999999 0.100001',
      ]);
      const { release } = await createCatalog(ctx, artist.user.id, { upc: '4006381333931' });
      const resolved = await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/statements/unmatched/resolve',
        headers: bearer(adminToken),
        payload: { lineIds: [unmatched.json().data[0].id], releaseId: release.id },
      });
      expect(resolved.json()).toMatchObject({ resolved: 1, amount: '0.100001' });
      const after = await allBalances(ctx.deps.db);
      expect(after.get(`user:${artist.user.id}:earnings`)).toBe(1_600_001n);
      expect(after.get('system:unmatched-revenue')).toBe(0n);
      // Resolving the same line again is refused and moves nothing.
      const again = await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/statements/unmatched/resolve',
        headers: bearer(adminToken),
        payload: { lineIds: [unmatched.json().data[0].id], releaseId: release.id },
      });
      expect(again.statusCode).toBe(422);
      const sales = await ctx.app.inject({
        method: 'GET',
        url: '/api/portal/sales/total',
        headers: bearer(artist.token),
      });
      expect(sales.json()).toMatchObject({ total: '1.600001', units: '305' });
    });

    it('the same file twice changes nothing the second time (409 naming the statement)', async () => {
      const file = csvStatement([{ amount: '2.000000' }, { amount: '3.000000' }]);
      const first = await upload(file);
      expect(first.json().status).toBe('imported');
      const before = await counts();
      const second = await upload(file, { store: 'Deezer' });
      expect(second.statusCode).toBe(409);
      expect(second.json().message).toContain(`#${first.json().id}`);
      expect(await counts()).toEqual(before);
      const list = await ctx.app.inject({ method: 'GET', url: '/api/admin/statements', headers: bearer(adminToken) });
      expect(list.json().total).toBe(1);
    });

    it('a file corrupt half-way leaves no trace: no lines, rollups or ledger entries; the statement says why', async () => {
      const artist = await createUser(ctx);
      await createCatalog(ctx, artist.user.id, { isrcs: ['QZDA41200002'] });
      const good = Array.from({ length: 4500 }, () => ({ isrc: 'QZDA41200002', amount: '0.010000' }));
      const file = csvStatement(good).replace(
        /\n(2024-01,[^\n]*\n)$/,
        '\n2024-01,Spotify,US,QZDA41200002,,x,y,1,not-money,USD\n',
      );
      const before = await counts();
      const res = await upload(file);
      expect(res.statusCode).toBe(200);
      expect(res.json().status).toBe('failed');
      expect(res.json().failureReason).toMatch(/line 4501/);
      expect(await counts()).toEqual(before);
      const sales = await ctx.app.inject({
        method: 'GET',
        url: '/api/portal/sales/total',
        headers: bearer(artist.token),
      });
      expect(sales.json().total).toBe('0.000000');
    });

    it('converts at the exchange rate so the statement total converts exactly', async () => {
      const res = await upload(
        csvStatement([{ amount: '3.333334' }, { amount: '3.333333' }, { amount: '3.333333' }]).replaceAll(
          ',USD',
          ',EUR',
        ),
        { exchangeRate: '0.87', currency: 'EUR' },
      );
      expect(res.json()).toMatchObject({
        status: 'imported',
        amount: '10.000000',
        convertedAmount: '8.700000',
        currency: 'EUR',
      });
      const lines = await queryRows<{ converted_micros: string }>(
        ctx.deps.db,
        sql`SELECT converted_micros::text FROM sales_lines ORDER BY line_number`,
      );
      expect(lines.map((l) => l.converted_micros)).toEqual(['2900000', '2900000', '2900000']);
      // The typed rate is for EUR: a GBP line is not converted with it (nor at 1), the import waits.
      const mixed = await upload(csvStatement([{ amount: '1' }]).replace(',USD', ',GBP'), {
        currency: 'EUR',
        exchangeRate: '1.1',
      });
      expect(mixed.json()).toMatchObject({
        status: 'waiting-rate',
        waitingFor: [{ currency: 'GBP', month: '2024-01' }],
      });
    });

    it('a typed rate names its currency, and only an operator uploads', async () => {
      const res = await upload(csvStatement([{ amount: '1' }]), { exchangeRate: '1.2' });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.currency).toEqual(['Name the currency the rate converts into USD']);
      const artist = await createUser(ctx);
      const { payload, headers } = statementUpload('s.csv', 'a,b\n1,2\n');
      const forbidden = await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/statements',
        headers: { ...headers, ...bearer(artist.token) },
        payload,
      });
      expect(forbidden.statusCode).toBe(403);
    });
  });
});
