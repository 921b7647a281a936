import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, createUser } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { createJobs, type Jobs } from '../../platform/jobs.js';
import { queryRows } from '../../platform/sql-arrays.js';
import { startStatementWorker } from '../statements/index.js';
import { salesLines } from '../statements/tables.js';
import { createCatalog, csvStatement, GENERIC_MAPPING, statementUpload } from '../statements/testing.js';
import { importTrendFile } from './import-trend-file.js';
import { deriveStatementStreams } from './statement-streams.js';
import { settleStatementStreams } from './statement-streams-settle.js';
import { registerStatementStreamWorkers } from './statement-streams-worker.js';
import { removeTrendImport } from './trend-import-removal.js';

let ctx: TestContext;
let admin: string;
let artist: { id: number; token: string };
let mappingId: number;
let releaseId: number;
let tracks: number[];

const ISRC_A = 'QZSTR2400001';
const ISRC_B = 'QZSTR2400002';

beforeEach(async () => {
  ctx = await createTestApp();
  admin = (await createUser(ctx, { isAdmin: true })).token;
  const created = await createUser(ctx);
  artist = { id: created.user.id, token: created.token };
  const catalog = await createCatalog(ctx, artist.id, { upc: '0123456789012', isrcs: [ISRC_A, ISRC_B] });
  releaseId = catalog.release.id;
  tracks = catalog.tracks.map((track) => track.id);
  const saved = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/statements/mappings',
    headers: bearer(admin),
    payload: GENERIC_MAPPING,
  });
  mappingId = saved.json().id;
});
afterEach(async () => {
  ctx.deps.jobs = null;
  await ctx.close();
});

/** January and February of 2024 on five stores, one no platform reports and one download store. */
const STATEMENT = csvStatement([
  { isrc: ISRC_A, store: 'Spotify Streaming', country: 'US', units: 100, amount: '0.400000' },
  { isrc: ISRC_A, store: 'Spotify Streaming', country: 'SE', units: 50, amount: '0.200000' },
  { isrc: ISRC_B, store: 'Spotify Streaming', country: 'US', units: 30, amount: '0.120000' },
  { isrc: ISRC_A, store: 'Spotify Streaming', country: 'US', units: 70, amount: '0.280000', period: '2024-02' },
  { isrc: ISRC_A, store: 'Apple Music', country: 'GB', units: 40, amount: '0.280000' },
  { isrc: ISRC_B, store: 'YouTube Music', country: 'DE', units: 20, amount: '0.040000' },
  { isrc: ISRC_A, store: 'TIDAL', country: 'NO', units: 7, amount: '0.070000' },
  { isrc: ISRC_A, store: 'iTunes', country: 'US', units: 5, amount: '3.500000' },
  { isrc: 'QZSTR2499999', store: 'Spotify Streaming', country: 'FR', units: 9, amount: '0.036000' },
]);

async function importStatement(content = STATEMENT, name = 'statement.csv'): Promise<number> {
  const { payload, headers } = statementUpload(name, content, { mappingId: String(mappingId) });
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/statements',
    headers: { ...headers, ...bearer(admin) },
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().status).toBe('imported');
  return res.json().id;
}

/** An account-level or track-level total of the daily rollups, 0 when there is none. */
async function total(where: { platform: string; metric?: string; day: string; trackId?: number; country?: string }) {
  const [row] = await queryRows<{ amount: string | null }>(
    ctx.deps.db,
    sql`SELECT sum(amount)::text AS amount FROM analytics_daily WHERE user_id = ${artist.id}
        AND platform = ${where.platform} AND metric = ${where.metric ?? 'streams'} AND dimension = ''
        AND release_id = ${where.trackId ? releaseId : 0} AND track_id = ${where.trackId ?? 0}
        AND country = ${where.country ?? '*'} AND day = ${where.day}`,
  );
  return Number(row?.amount ?? 0);
}

async function counts() {
  const [row] = await queryRows<{ facts: number; daily: number; monthly: number; imports: number }>(
    ctx.deps.db,
    sql`SELECT (SELECT count(*) FROM analytics_facts)::int AS facts, (SELECT count(*) FROM analytics_daily)::int AS daily,
          (SELECT count(*) FROM analytics_monthly)::int AS monthly, (SELECT count(*) FROM analytics_imports)::int AS imports`,
  );
  return row;
}

/** A Spotify trend file: a few January days of track A. */
const TREND = [
  'date\tisrc\tcountry\tstreams\tsource\tage_group\tgender',
  '2024-01-05\tQZSTR2400001\tSE\t11\tsearch\t18-24\tfemale',
  '2024-01-06\tQZSTR2400001\tUS\t13\talbum\t25-34\tmale',
].join('\n');

const importTrend = () =>
  importTrendFile(ctx.deps, { source: 'upload', platform: 'spotify', fileName: 'jan.tsv', open: () => [TREND] });

describe('streams derived from statements', () => {
  it("writes an imported statement's streams per platform, month, track and country, and counts the stores left out", async () => {
    const id = await importStatement();
    expect(await deriveStatementStreams(ctx.deps, id)).toMatchObject({ status: 'written', skippedLines: 1 });
    expect(await total({ platform: 'spotify', day: '2024-01-01' })).toBe(180);
    expect(await total({ platform: 'spotify', day: '2024-02-01' })).toBe(70);
    expect(await total({ platform: 'spotify', day: '2024-01-01', trackId: tracks[0] })).toBe(150);
    expect(await total({ platform: 'spotify', day: '2024-01-01', country: 'SE' })).toBe(50);
    expect(await total({ platform: 'apple', day: '2024-01-01', country: 'GB' })).toBe(40);
    expect(await total({ platform: 'youtube-content-id', metric: 'views', day: '2024-01-01' })).toBe(20);
    // TIDAL has no platform; the iTunes download and the unmatched line are no one's streams.
    const [batch] = await queryRows<{
      source: string;
      status: string;
      bad_rows: number;
      problems: { message: string }[];
    }>(
      ctx.deps.db,
      sql`SELECT source, status, bad_rows, problems FROM analytics_imports WHERE fingerprint = ${`statement:${id}`}`,
    );
    expect(batch).toMatchObject({ source: 'statement', status: 'done', bad_rows: 1 });
    expect(batch?.problems[0]?.message).toMatch(
      /^TIDAL: no analytics platform reports this store; 1 line\(s\), 7 stream/,
    );
    expect((await counts())?.facts).toBe(6);

    // The artist, with only this statement, sees the graph.
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/portal/analytics/spotify?start_date=2024-01-01&end_date=2024-02-29',
      headers: bearer(artist.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().total).toBe('250.00');
  });

  it('changes nothing when run again, and takes the streams back when the statement is reversed', async () => {
    const id = await importStatement();
    await deriveStatementStreams(ctx.deps, id);
    const before = await counts();
    expect(await deriveStatementStreams(ctx.deps, id)).toMatchObject({ status: 'unchanged', facts: 6 });
    expect(await settleStatementStreams(ctx.deps)).toEqual([]);
    expect(await counts()).toEqual(before);

    const reversed = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/statements/${id}/reverse`,
      headers: bearer(admin),
      payload: { reason: 'The store recalled the report' },
    });
    expect(reversed.statusCode, reversed.body).toBe(200);
    expect(await deriveStatementStreams(ctx.deps, id)).toMatchObject({ status: 'removed' });
    expect(await counts()).toEqual({ facts: 0, daily: 0, monthly: 0, imports: 0 });
    expect(await deriveStatementStreams(ctx.deps, id)).toMatchObject({ status: 'none' });
  });

  it('adds a line the operator resolves later', async () => {
    const id = await importStatement();
    await deriveStatementStreams(ctx.deps, id);
    const [line] = await ctx.deps.db
      .select({ id: salesLines.id })
      .from(salesLines)
      .where(and(eq(salesLines.statementId, id), isNull(salesLines.ownerUserId)));
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/statements/unmatched/resolve',
      headers: bearer(admin),
      payload: { lineIds: [line?.id], trackId: tracks[1] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await deriveStatementStreams(ctx.deps, id)).toMatchObject({ status: 'written', facts: 7 });
    expect(await total({ platform: 'spotify', day: '2024-01-01', country: 'FR' })).toBe(9);
    expect(await total({ platform: 'spotify', day: '2024-01-01' })).toBe(189);
  });

  it('leaves a platform-month with trend facts to them, whichever came first', async () => {
    // The trend file first: the statement's Spotify January is not written; the rest is.
    await importTrend();
    const id = await importStatement();
    expect(await deriveStatementStreams(ctx.deps, id)).toMatchObject({ status: 'written', hiddenMonths: 1, facts: 3 });
    expect(await total({ platform: 'spotify', day: '2024-01-01' })).toBe(0);
    expect(await total({ platform: 'spotify', day: '2024-01-05' })).toBe(11);
    expect(await total({ platform: 'spotify', day: '2024-02-01' })).toBe(70);
    expect(await total({ platform: 'apple', day: '2024-01-01' })).toBe(40);
    expect(await settleStatementStreams(ctx.deps)).toEqual([]);
  });

  it('takes a shown month out when trend facts arrive, and puts it back when they are removed', async () => {
    const id = await importStatement();
    await deriveStatementStreams(ctx.deps, id);
    const trend = await importTrend();
    // Until the sweep, both count; then the statement's January gives way.
    expect(await total({ platform: 'spotify', day: '2024-01-01' })).toBe(180);
    const settled = await settleStatementStreams(ctx.deps);
    expect(settled).toMatchObject([{ statementId: id, status: 'written', hiddenMonths: 1 }]);
    expect(await total({ platform: 'spotify', day: '2024-01-01' })).toBe(0);
    const [january] = await queryRows<{ amount: string }>(
      ctx.deps.db,
      sql`SELECT amount::text AS amount FROM analytics_monthly WHERE user_id = ${artist.id} AND platform = 'spotify'
          AND metric = 'streams' AND dimension = '' AND release_id = 0 AND country = '*' AND month = '2024-01-01'`,
    );
    expect(january?.amount).toBe('24');
    expect(await settleStatementStreams(ctx.deps)).toEqual([]);

    await removeTrendImport(ctx.deps, trend.id);
    expect(await settleStatementStreams(ctx.deps)).toMatchObject([
      { statementId: id, status: 'written', hiddenMonths: 0 },
    ]);
    expect(await total({ platform: 'spotify', day: '2024-01-01' })).toBe(180);
  });

  it('settles statements no job announced: imported ones get their streams, reversed ones lose them', async () => {
    const first = await importStatement();
    const second = await importStatement(
      csvStatement([
        { isrc: ISRC_B, store: 'Deezer', country: 'FR', units: 12, amount: '0.060000', period: '2024-03' },
      ]),
      'deezer.csv',
    );
    expect((await settleStatementStreams(ctx.deps)).map((o) => [o.statementId, o.status])).toEqual([
      [first, 'written'],
      [second, 'written'],
    ]);
    await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/statements/${second}/reverse`,
      headers: bearer(admin),
      payload: { reason: 'Wrong file' },
    });
    expect((await settleStatementStreams(ctx.deps)).map((o) => [o.statementId, o.status])).toEqual([
      [second, 'removed'],
    ]);
    expect(await total({ platform: 'deezer', day: '2024-03-01' })).toBe(0);
    expect(await total({ platform: 'spotify', day: '2024-01-01' })).toBe(180);
  });
});

describe('with a job runner', () => {
  let jobs: Jobs | null = null;
  afterEach(async () => {
    ctx.deps.jobs = null;
    await jobs?.stop();
    jobs = null;
  });

  it('derives the streams in a job after the import, gives a month way to a trend file, and removes them after the reversal', async () => {
    jobs = createJobs(ctx.deps.database, { pollingIntervalSeconds: 0.5 });
    await jobs.start();
    ctx.deps.jobs = jobs;
    await startStatementWorker(ctx.deps);
    await registerStatementStreamWorkers(ctx.deps);
    const { payload, headers } = statementUpload('statement.csv', STATEMENT, { mappingId: String(mappingId) });
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/statements',
      headers: { ...headers, ...bearer(admin) },
      payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(202);
    const id = uploaded.json().id;
    await until(async () => (await total({ platform: 'spotify', day: '2024-01-01' })) === 180);
    // A trend file for January: the sweep it asks for takes the statement's Spotify January out.
    await importTrend();
    await until(async () => (await total({ platform: 'spotify', day: '2024-01-01' })) === 0);
    expect(await total({ platform: 'spotify', day: '2024-02-01' })).toBe(70);
    await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/statements/${id}/reverse`,
      headers: bearer(admin),
      payload: { reason: 'Recalled' },
    });
    await until(async () => (await counts())?.imports === 1);
    // What is left is the trend file's.
    expect(await total({ platform: 'apple', day: '2024-01-01' })).toBe(0);
    expect(await total({ platform: 'spotify', day: '2024-01-05' })).toBe(11);
  }, 120_000);
});

async function until(check: () => Promise<boolean>, timeoutMs = 90_000): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting for the job');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
