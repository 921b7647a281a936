import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { queryRows } from '../../platform/sql-arrays.js';
import { createCatalog } from '../statements/testing.js';
import { addFactRollups } from './import-fact-rollups.js';
import { importTrendFile } from './import-trend-file.js';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestApp();
  const first = (await createUser(ctx)).user.id;
  const second = (await createUser(ctx)).user.id;
  await createCatalog(ctx, first, { upc: '0123456789012', isrcs: ['QZDA42400001', 'QZDA42400002'] });
  await createCatalog(ctx, second, { upc: '0123456789029', isrcs: ['QZDA42400003'] });
});
afterEach(async () => {
  await ctx.close();
});

const HEADER = 'date\tisrc\tupc\tcountry\tstreams\tsaves\tsource\tage_group\tgender';
/** Days out of order (May 2 comes back after May 1), accounts, a release-level row, unknown countries and values. */
const FIRST = [
  HEADER,
  '2024-05-02\tQZDA42400001\t\tSE\t10\t1\tsearch\t18-24\tfemale',
  '2024-05-01\tQZDA42400002\t\tDE\t5\t0\talbum\t25-34\tmale',
  '2024-05-01\tQZDA42400003\t\t\t7\t2\tsearch\t\t',
  '2024-05-01\t\t0123456789012\tUS\t4\t0\tradio\t18-24\t',
  '2024-05-02\tQZDA42400001\t\tSE\t3\t0\tsearch\t65+\tfemale',
  '2024-05-31\tQZDA42400003\t\tZZ\t2\t1\t\tunknown\tmale',
].join('\n');
/** Days the first file has (May 2, May 31) and one it has not (June 1). */
const SECOND = [
  HEADER,
  '2024-05-02\tQZDA42400001\t\tSE\t6\t0\tradio\t18-24\tfemale',
  '2024-05-31\tQZDA42400003\t\tDE\t1\t0\tsearch\t35-44\t',
  '2024-06-01\tQZDA42400002\t\tGB\t8\t3\talbum\t25-34\tmale',
].join('\n');

async function rollups() {
  const read = (table: string, period: string) =>
    queryRows<Record<string, string>>(
      ctx.deps.db,
      sql.raw(`SELECT user_id, platform, metric, dimension, release_id, track_id, country, ${period}::text AS period, value, amount::text
               FROM ${table} ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9`),
    );
  return { daily: await read('analytics_daily', 'day'), monthly: await read('analytics_monthly', 'month') };
}

const importFile = (content: string, fileName: string) =>
  importTrendFile(ctx.deps, { source: 'upload', platform: 'spotify', fileName, open: () => [content] });

describe('the rollups of a trend import', () => {
  it('are those SQL makes of its facts, also where days come back and another import has the same days', async () => {
    expect(await importFile(FIRST, 'first.tsv')).toMatchObject({ status: 'done', rowsRead: 6, badRows: 0 });
    expect(await importFile(SECOND, 'second.tsv')).toMatchObject({ status: 'done', rowsRead: 3, badRows: 0 });
    const inMemory = await rollups();
    expect(inMemory.daily.length).toBeGreaterThan(60);
    expect(inMemory.monthly.length).toBeGreaterThan(30);

    await ctx.deps.db.transaction(async (tx) => {
      await tx.execute(sql`DELETE FROM analytics_daily`);
      await tx.execute(sql`DELETE FROM analytics_monthly`);
      await addFactRollups(tx, sql`true`);
    });
    expect(await rollups()).toEqual(inMemory);
  });
});
