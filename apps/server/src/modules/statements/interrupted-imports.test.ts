import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { bearer, createUser } from '../../../test/factories.js';
import { queryRows } from '../../platform/sql-arrays.js';
import { tryProcessLock } from '../../platform/process-lock.js';
import { SalesRollupRecorder, stageRollups } from '../sales/index.js';
import { importStatement } from './import-statement.js';
import { importProgress } from './import-progress.js';
import { IMPORT_LOCK_SPACE, INTERRUPTED_IMPORT_MESSAGE } from './interrupted-imports.js';
import { runningImportProcesses } from './run-import-process.js';
import { sweepInterrupted } from './statement-worker.js';
import { statements } from './tables.js';
import { createCatalog, csvStatement, GENERIC_MAPPING, statementUpload } from './testing.js';
import { storeStatementFile } from './upload-statement.js';

let ctx: TestContext;
let adminToken: string;
let mappingId: number;

beforeEach(async () => {
  ctx = await createTestApp();
  adminToken = (await createUser(ctx, { isAdmin: true })).token;
  const saved = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/statements/mappings',
    headers: bearer(adminToken),
    payload: GENERIC_MAPPING,
  });
  mappingId = saved.json().id;
});
afterEach(async () => {
  await ctx.close();
});

function upload(content: string) {
  const { payload, headers } = statementUpload('statement.csv', content, { mappingId: String(mappingId) });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/admin/statements',
    headers: { ...headers, ...bearer(adminToken) },
    payload,
  });
}

function statementOf(id: number) {
  return ctx.app.inject({ method: 'GET', url: `/api/admin/statements/${id}`, headers: bearer(adminToken) });
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

/**
 * What a server killed during an import leaves: its statement 'importing', the sale lines of the
 * batches it had committed, and no process holding the import's lock.
 */
async function leftByDeadImport(content: string, lines: number): Promise<number> {
  const file = await storeStatementFile(ctx.deps, 'statement.csv', Readable.from([Buffer.from(content)]));
  const [row] = await ctx.deps.db
    .insert(statements)
    .values({
      fileName: file.fileName,
      storageKey: file.key,
      sha256: file.sha256,
      sizeBytes: file.size,
      accountCurrency: 'USD',
      mappingId,
      status: 'importing',
      linesRead: lines,
    })
    .returning({ id: statements.id });
  await ctx.deps.database.executeSql(
    `INSERT INTO sales_lines (statement_id, line_number, sale_period_start, sale_period_end, store, store_raw, territory,
       title, artist, units, use_type, amount_micros, currency, exchange_rate, converted_micros)
     SELECT ${row.id}, n, '2024-01-01', '2024-01-31', 'Spotify', 'Spotify', 'US', 'Song', 'Artist', 1, 'stream', 10000, 'USD', '1', 10000
     FROM generate_series(1, ${lines}) n`,
  );
  return row.id;
}

const FILE = csvStatement(Array.from({ length: 30 }, () => ({ isrc: 'XXXX99999999', amount: '0.010000' })));

describe('an import whose process died', () => {
  it('stays refused as a duplicate while importing, shows none of its lines, and becomes failed at start; the file then imports again', async () => {
    const id = await leftByDeadImport(FILE, 12_000);
    const twice = await upload(FILE);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(`This file was already uploaded as statement #${id} (importing)`);
    // Its committed lines count for nobody while it is not imported.
    const unmatched = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/statements/${id}/unmatched`,
      headers: bearer(adminToken),
    });
    expect(unmatched.json().total).toBe(0);

    await sweepInterrupted(ctx.deps); // what the server runs at start
    const after = await statementOf(id);
    expect(after.json()).toMatchObject({ status: 'failed', failureReason: INTERRUPTED_IMPORT_MESSAGE, linesRead: 0 });
    expect(await counts()).toMatchObject({ lines: '0', rollups: '0', entries: '0' });

    const again = await upload(FILE);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id, status: 'imported', linesRead: 30, unmatchedLines: 30 });
    expect((await counts()).lines).toBe('30');
  });

  it('becomes failed when its job is retried, without importing by itself', async () => {
    const id = await leftByDeadImport(FILE, 5);
    const row = await importStatement(ctx.deps, id); // what the retried job runs
    expect(row).toMatchObject({ status: 'failed', failureReason: INTERRUPTED_IMPORT_MESSAGE });
    expect((await counts()).lines).toBe('0');
  });

  it('is told from a live import by its process lock: a running import is left alone', async () => {
    const id = await leftByDeadImport(FILE, 5);
    const lock = await tryProcessLock(ctx.deps.database, IMPORT_LOCK_SPACE, id);
    expect(lock).not.toBeNull();
    await sweepInterrupted(ctx.deps);
    expect((await statementOf(id)).json().status).toBe('importing');
    expect((await counts()).lines).toBe('5');
    await lock?.release();
    await sweepInterrupted(ctx.deps);
    expect((await statementOf(id)).json().status).toBe('failed');
    expect((await counts()).lines).toBe('0');
  });

  it('lines left under a failed statement by a cut-short clean-up are deleted by the sweep', async () => {
    const id = await leftByDeadImport(FILE, 50);
    await ctx.deps.db.update(statements).set({ status: 'failed', failureReason: 'x' });
    await sweepInterrupted(ctx.deps);
    expect((await statementOf(id)).json()).toMatchObject({ status: 'failed', failureReason: 'x' });
    expect((await counts()).lines).toBe('0');
  });
});

describe('rollups staged by an import cut short', () => {
  async function stagedFor(statementId: number, userId: number) {
    const texts: Buffer[] = [];
    const recorder = new SalesRollupRecorder(async (text) => void texts.push(text));
    recorder.add({
      userId,
      saleDate: '2024-01-01',
      releaseId: 1,
      trackId: 1,
      store: 'Spotify',
      territory: 'US',
      artist: 'A',
      units: 1n,
      amountMicros: 70n,
      isStream: true,
    });
    await recorder.flush();
    await stageRollups(ctx.deps.db, `statement:${statementId}`, texts[0]);
  }
  const monthTotal = async () =>
    (
      await queryRows<{ total: string | null }>(
        ctx.deps.db,
        sql`SELECT sum(amount_micros)::text AS total FROM sales_rollups WHERE dimension = 'month'`,
      )
    )[0].total;

  it('are added when the crash came after the flip, and forgotten when the import failed', async () => {
    const { user } = await createUser(ctx);
    const flipped = await leftByDeadImport(FILE, 0);
    await ctx.deps.db.update(statements).set({ status: 'imported' }).where(eq(statements.id, flipped));
    await stagedFor(flipped, user.id);
    const dead = await leftByDeadImport(`${FILE}\n`, 0);
    await stagedFor(dead, user.id);

    await sweepInterrupted(ctx.deps);
    expect(await monthTotal()).toBe('70');
    expect((await statementOf(dead)).json().status).toBe('failed');
    await sweepInterrupted(ctx.deps);
    expect(await monthTotal()).toBe('70');
  });
});

describe('an import process killed half-way', () => {
  it('fails the import and deletes the lines it had committed; meanwhile other requests and its progress answer; the file imports again', async () => {
    ctx.deps.config.importProcessMinBytes = 0;
    const artist = await createUser(ctx);
    await createCatalog(ctx, artist.user.id, { isrcs: ['QZDA41200002'] });
    const file = csvStatement(Array.from({ length: 40_000 }, () => ({ isrc: 'QZDA41200002', amount: '0.010000' })));
    const before = await counts();

    const importing = upload(file);
    let statementId = 0;
    // Until the import process has sent more than two batches of lines (each committed on its own).
    while (!statementId || (importProgress.get(statementId) ?? 0) < 8_000) {
      statementId = [...runningImportProcesses.keys()][0] ?? 0;
      await sleep(5);
    }
    const live = await statementOf(statementId);
    expect(live.json()).toMatchObject({ status: 'importing' });
    expect(live.json().linesRead).toBeGreaterThanOrEqual(8_000);
    const wallet = await ctx.app.inject({
      method: 'GET',
      url: '/api/portal/dashboard/wallet',
      headers: bearer(artist.token),
    });
    expect(wallet.statusCode).toBe(200);
    const [committed] = await queryRows<{ n: number }>(
      ctx.deps.db,
      sql`SELECT count(*)::int AS n FROM sales_lines WHERE statement_id = ${statementId}`,
    );
    expect(Number(committed.n)).toBeGreaterThan(0);

    runningImportProcesses.get(statementId)?.kill('SIGKILL');
    const res = await importing;
    expect(res.json()).toMatchObject({ id: statementId, status: 'failed' });
    expect(res.json().failureReason).toMatch(/import process stopped \(SIGKILL\)/);
    expect(await counts()).toEqual(before);

    const again = await upload(file);
    expect(again.json()).toMatchObject({
      id: statementId,
      status: 'imported',
      linesRead: 40_000,
      matchedLines: 40_000,
    });
    const total = await ctx.app.inject({
      method: 'GET',
      url: '/api/portal/sales/total',
      headers: bearer(artist.token),
    });
    expect(total.json().total).toBe('400.000000');
  });
});
