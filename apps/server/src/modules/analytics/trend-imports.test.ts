import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, createUser } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { queryRows } from '../../platform/sql-arrays.js';
import { createCatalog, statementUpload } from '../statements/testing.js';
import { importTrendFile } from './import-trend-file.js';
import { failAbandonedTrendImports, INTERRUPTED_TREND_IMPORT, lockTrendImport } from './trend-import-lock.js';
import { runQueuedTrendImport } from './trend-import-worker.js';

let ctx: TestContext;
let adminToken: string;
let artistId: number;
let trackId: number;
let releaseId: number;

beforeEach(async () => {
  ctx = await createTestApp();
  adminToken = (await createUser(ctx, { isAdmin: true })).token;
  artistId = (await createUser(ctx)).user.id;
  const catalog = await createCatalog(ctx, artistId, { upc: '0123456789012', isrcs: ['QZDA42400001', 'QZDA42400002'] });
  releaseId = catalog.release.id;
  trackId = catalog.tracks[0]?.id ?? 0;
});
afterEach(async () => {
  await ctx.close();
});

const SPOTIFY = [
  'date\tisrc\tcountry\tstreams\tsource\tage_group\tgender',
  '2024-05-01\tQZDA42400001\tSE\t10\tsearch\t18-24\tfemale',
  '2024-05-01\tQZDA42400001\tSE\t5\talbum\t25-34\tmale',
  '2024-05-01\tQZDA42400001\tDE\t7\tsearch\t\t',
  '2024-05-02\tQZDA42400001\tSE\t3\tradio\t40\tfemale',
  '2024-05-02\tQZDA49999999\tSE\t3\tradio\t40\tfemale',
  '2024-05-33\tQZDA42400001\tSE\t3\tradio\t40\tfemale',
  '2024-05-02\tQZDA42400001\tSE\t3\tradio\tancient\tfemale',
  '2024-05-03\t\tUS\t4\tsearch\t\t',
].join('\n');

async function upload(
  content: string | Buffer,
  fields: Record<string, string> = { platform: 'spotify' },
  name = 'streams.tsv',
  token = adminToken,
) {
  const { payload, headers } = statementUpload(name, content, fields);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/admin/analytics/imports',
    headers: { ...headers, ...bearer(token) },
    payload,
  });
}

async function rollup(where: {
  releaseId: number;
  trackId: number;
  country: string;
  dimension?: string;
  value?: string;
  day?: string;
}) {
  const rows = await queryRows<{ amount: string | null }>(
    ctx.deps.db,
    sql`SELECT sum(amount)::text AS amount FROM analytics_daily WHERE user_id = ${artistId} AND platform = 'spotify'
        AND release_id = ${where.releaseId} AND track_id = ${where.trackId} AND country = ${where.country}
        AND dimension = ${where.dimension ?? ''} AND (${where.value ?? null}::text IS NULL OR value = ${where.value ?? null})
        AND (${where.day ?? null}::text IS NULL OR day = ${where.day ?? null}::date)`,
  );
  return rows[0]?.amount ?? null;
}

async function tableCounts() {
  const [row] = await queryRows<{
    facts: number;
    daily: number;
    total: string | null;
    monthly: number;
    monthlyTotal: string | null;
  }>(
    ctx.deps.db,
    sql`SELECT (SELECT count(*) FROM analytics_facts)::int AS facts, (SELECT count(*) FROM analytics_daily)::int AS daily,
        (SELECT sum(amount) FROM analytics_daily)::text AS total,
        (SELECT count(*) FROM analytics_monthly)::int AS monthly,
        (SELECT sum(amount) FROM analytics_monthly)::text AS "monthlyTotal"`,
  );
  return row;
}

describe('uploading a trend file', () => {
  it('imports the good rows as facts with their rollups and names each bad row by its line', async () => {
    const res = await upload(SPOTIFY);
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    expect(detail).toMatchObject({
      source: 'upload',
      platform: 'spotify',
      layout: 'spotify-streams',
      fileName: 'streams.tsv',
      status: 'done',
      rowsRead: 8,
      badRows: 4,
      firstDay: '2024-05-01',
      lastDay: '2024-05-02',
      error: null,
    });
    expect(detail.problems).toEqual([
      { line: 6, message: 'ISRC QZDA49999999 is not in the catalog' },
      { line: 7, message: 'bad date "2024-05-33"' },
      { line: 8, message: 'unknown age bucket "ancient"' },
      { line: 9, message: 'missing ISRC' },
    ]);
    // The track's total, per country, and each dimension's slices (same amounts, same countries).
    expect(await rollup({ releaseId, trackId, country: '*' })).toBe('25');
    expect(await rollup({ releaseId, trackId, country: 'SE' })).toBe('18');
    expect(await rollup({ releaseId: 0, trackId: 0, country: 'DE' })).toBe('7');
    expect(await rollup({ releaseId: 0, trackId: 0, country: '*', dimension: 'source', value: 'search' })).toBe('17');
    expect(await rollup({ releaseId, trackId, country: '*', dimension: 'age', value: '35-44' })).toBe('3');
    expect(await rollup({ releaseId: 0, trackId: 0, country: 'SE', dimension: 'gender', value: 'female' })).toBe('13');
    expect(await rollup({ releaseId: 0, trackId: 0, country: '*', day: '2024-05-02' })).toBe('3');
    // One fact per distinct key: 3 totals per day and country (the two Swedish rows of May 1 share
    // one); the track's slices in every country, 6 on May 1 and 3 on May 2; the account's slices
    // per day and country, 6 in SE and 1 in DE on May 1, 3 in SE on May 2.
    expect(detail.factsWritten).toBe(22);
    const slices = await queryRows<{ country: string; release_id: number; n: number }>(
      ctx.deps.db,
      sql`SELECT country, release_id, count(*)::int AS n FROM analytics_facts WHERE dimension <> ''
          GROUP BY 1, 2 ORDER BY 1, 2`,
    );
    expect(slices).toEqual([
      { country: '*', release_id: releaseId, n: 9 },
      { country: 'DE', release_id: 0, n: 1 },
      { country: 'SE', release_id: 0, n: 9 },
    ]);
  });

  it('counts a row without an ISRC for its release when it names the UPC', async () => {
    const res = await upload(
      'date,isrc,upc,country,streams\n2024-05-03,,0123456789012,US,4\n2024-05-03,,0000000000017,US,4\n',
    );
    expect(res.json()).toMatchObject({ status: 'done', rowsRead: 2, badRows: 1, factsWritten: 1 });
    expect(res.json().problems).toEqual([{ line: 3, message: 'UPC 0000000000017 is not in the catalog' }]);
    expect(await rollup({ releaseId, trackId: 0, country: 'US' })).toBe('4');
  });

  it('changes nothing when the same file comes again, and answers 409 naming the import', async () => {
    const first = await upload(SPOTIFY);
    const before = await tableCounts();
    const again = await upload(SPOTIFY, { platform: 'spotify' }, 'renamed.csv');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'TREND_FILE_DUPLICATE',
      message: `This file was already imported as import #${first.json().id} (done); a file counts once`,
    });
    expect(await tableCounts()).toEqual(before);
    // The operation itself refuses it too (the folder pickup and the seed call it).
    await expect(
      importTrendFile(ctx.deps, { source: 'folder', platform: 'spotify', fileName: 'x.tsv', open: () => [SPOTIFY] }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await tableCounts()).toEqual(before);
  });

  it('refuses bad inputs with a message on the field, keeping no file', async () => {
    const cases: [Promise<{ statusCode: number; json(): unknown }>, number, unknown][] = [
      [
        upload(SPOTIFY, { platform: 'myspace' }),
        422,
        { errors: { platform: ['Choose the platform whose report this is'] } },
      ],
      [upload(SPOTIFY, {}), 422, { errors: { platform: ['Choose the platform whose report this is'] } }],
      [upload(''), 422, { errors: { file: ['The file is empty'] } }],
      [
        upload(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00, 0xff, 0x0a])),
        422,
        { errors: { file: ['Upload the report as a text CSV or TSV file (this one is not text)'] } },
      ],
      [
        upload(SPOTIFY, { platform: 'spotify' }, 'streams.xlsx'),
        422,
        { errors: { file: ['Upload the report as a .csv, .tsv or .txt file'] } },
      ],
      [
        upload('Datum;Titel;Anzahl\n2024-05-01;x;3\n'),
        422,
        {
          errors: {
            file: [
              `the header is not the spotify-streams layout's: it has no column for the date ("date" or "stream_date" or "report_date"); the ISRC ("isrc")`,
            ],
          },
        },
      ],
    ];
    for (const [pending, status, body] of cases) {
      const res = await pending;
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject(body as object);
    }
    const folder = path.join(ctx.deps.config.dataDir, 'files', 'analytics-trends');
    expect(fs.existsSync(folder) ? fs.readdirSync(folder) : []).toEqual([]);
    expect((await tableCounts())?.facts).toBe(0);
  });

  it('refuses a file over the size limit with 413', async () => {
    ctx.deps.config.trendFiles.maxBytes = 64;
    const res = await upload(SPOTIFY);
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('is for operators only', async () => {
    const artist = await createUser(ctx);
    expect((await upload(SPOTIFY, { platform: 'spotify' }, 'a.tsv', artist.token)).statusCode).toBe(403);
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/analytics/imports',
      headers: bearer(artist.token),
    });
    expect(list.statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/analytics/imports' })).statusCode).toBe(401);
    const remove = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/admin/analytics/imports/1',
      headers: bearer(artist.token),
    });
    expect(remove.statusCode).toBe(403);
  });
});

describe('the imports list and one import', () => {
  it('pages newest first, filters by platform and status, and answers 404 for an unknown id', async () => {
    await upload(SPOTIFY);
    ctx.clock.advanceDays(1);
    await upload('date,isrc,country,creations\n2024-05-01,QZDA42400001,FR,3\n', { platform: 'tiktok' }, 'tiktok.csv');
    const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(adminToken) });
    const page = (await get('/api/admin/analytics/imports?per_page=1')).json();
    expect(page).toMatchObject({ current_page: 1, last_page: 2, total: 2, per_page: 1 });
    expect(page.data.map((i: { platform: string }) => i.platform)).toEqual(['tiktok']);
    expect((await get('/api/admin/analytics/imports?platform=spotify')).json().data).toHaveLength(1);
    expect((await get('/api/admin/analytics/imports?status=failed')).json().data).toHaveLength(0);
    expect((await get('/api/admin/analytics/imports?status=nope')).statusCode).toBe(422);
    const missing = await get('/api/admin/analytics/imports/999');
    expect(missing.statusCode).toBe(404);
  });
});

describe('removing an import', () => {
  it('subtracts its counts from the rollups, deletes its facts, and lets the same file be imported again', async () => {
    await upload(
      'date,isrc,country,streams,source\n2024-05-01,QZDA42400002,SE,2,search\n',
      { platform: 'spotify' },
      'other.csv',
    );
    const before = await tableCounts();
    const imported = (await upload(SPOTIFY)).json();
    expect((await tableCounts())?.total).not.toBe(before?.total);
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/analytics/imports/${imported.id}`,
      headers: bearer(adminToken),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'The import and its counts were removed' });
    expect(await tableCounts()).toEqual(before);
    const again = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/analytics/imports/${imported.id}`,
      headers: bearer(adminToken),
    });
    expect(again.statusCode).toBe(404);
    expect((await upload(SPOTIFY)).statusCode).toBe(200);
  });
});

describe('a queued import', () => {
  it('runs from its stored file in the job and deletes the file; a removed one only loses its file', async () => {
    await ctx.deps.storage.put('analytics-trends/queued.dat', Readable.from([SPOTIFY]));
    const [row] = await queryRows<{ id: number }>(
      ctx.deps.db,
      sql`INSERT INTO analytics_imports (source, platform, layout, fingerprint, status)
          VALUES ('upload', 'spotify', 'spotify-streams', 'abc', 'queued') RETURNING id::int AS id`,
    );
    await runQueuedTrendImport(ctx.deps, { importId: row?.id ?? 0, storageKey: 'analytics-trends/queued.dat' });
    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/analytics/imports/${row?.id}`,
      headers: bearer(adminToken),
    });
    expect(detail.json()).toMatchObject({ status: 'done', rowsRead: 8, badRows: 4 });
    expect(await ctx.deps.storage.exists('analytics-trends/queued.dat')).toBe(false);

    await ctx.deps.storage.put('analytics-trends/gone.dat', Readable.from([SPOTIFY]));
    await runQueuedTrendImport(ctx.deps, { importId: 424242, storageKey: 'analytics-trends/gone.dat' });
    expect(await ctx.deps.storage.exists('analytics-trends/gone.dat')).toBe(false);
  });
});

describe('an import its process left running', () => {
  const insertImporting = async (fingerprint: string) => {
    const [row] = await queryRows<{ id: number }>(
      ctx.deps.db,
      sql`INSERT INTO analytics_imports (source, platform, layout, fingerprint, status)
          VALUES ('upload', 'spotify', 'spotify-streams', ${fingerprint}, 'importing') RETURNING id::int AS id`,
    );
    return row?.id ?? 0;
  };
  const remove = (id: number) =>
    ctx.app.inject({ method: 'DELETE', url: `/api/admin/analytics/imports/${id}`, headers: bearer(adminToken) });

  it('blocks its file and its removal while it runs, and becomes failed once no process runs it', async () => {
    const fingerprint = createHash('sha256').update(SPOTIFY).digest('hex');
    const id = await insertImporting(fingerprint);
    const running = await lockTrendImport(ctx.deps, id);
    expect((await upload(SPOTIFY)).statusCode).toBe(409);
    expect((await remove(id)).json()).toMatchObject({ code: 'IMPORT_RUNNING' });
    await running?.release();
    // Its process is gone: the same file imports under the same row.
    const again = await upload(SPOTIFY);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id, status: 'done', rowsRead: 8 });

    const other = await insertImporting('f'.repeat(64));
    expect((await remove(other)).statusCode).toBe(200);
  });

  it('is failed by the sweep once no process has run it for hours; a running or recent one is left', async () => {
    const hoursAgo = sql`now() - interval '3 hours'`;
    const abandoned = await insertImporting('a'.repeat(64));
    const running = await insertImporting('b'.repeat(64));
    const recent = await insertImporting('c'.repeat(64));
    await ctx.deps.db.execute(
      sql`UPDATE analytics_imports SET created_at = ${hoursAgo} WHERE id IN (${abandoned}, ${running})`,
    );
    const lock = await lockTrendImport(ctx.deps, running);
    expect(await failAbandonedTrendImports(ctx.deps)).toBe(1);
    await lock?.release();
    const statuses = await queryRows<{ id: number; status: string; error: string | null }>(
      ctx.deps.db,
      sql`SELECT id::int AS id, status, error FROM analytics_imports ORDER BY id`,
    );
    expect(statuses).toEqual([
      { id: abandoned, status: 'failed', error: INTERRUPTED_TREND_IMPORT },
      { id: running, status: 'importing', error: null },
      { id: recent, status: 'importing', error: null },
    ]);
  });
});
