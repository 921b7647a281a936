// The ledger step of a statement import for a label with many payees: one statement-earnings
// transaction per user, posted inside one database transaction as the import does. Times
// postLedgerTransaction called once per user (four round trips each) against
// postLedgerTransactions (what postUserEarnings uses: a few statements for the whole batch), each
// on its own set of users (both create those users' accounts), on PGlite and on PostgreSQL.
// Usage: node --import tsx bench/ledger-posting.mjs [--users 2000] [--engines pglite,postgres]
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/platform/db.ts';
import { users } from '../apps/server/src/modules/auth/tables.ts';
import { postLedgerTransaction, postLedgerTransactions } from '../apps/server/src/modules/ledger/post-transaction.ts';
import { log, rmrf, tempDataDir, writeResult } from './lib.mjs';

const argOf = (name, fallback) => { const i = process.argv.indexOf(`--${name}`); return i === -1 ? fallback : process.argv[i + 1]; };
const USERS = Number(argOf('users', '2000'));
const ENGINES = argOf('engines', 'pglite,postgres').split(',');
const PG_URL = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

async function scratchDatabase(engine, dir) {
  if (engine === 'pglite') return { database: await openDatabase({ pgliteDir: path.join(dir, 'db') }), drop: async () => {} };
  const name = `liner_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return {
    database: await openDatabase({ databaseUrl: url.toString() }),
    drop: async () => {
      const c = new pg.Client({ connectionString: PG_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** One user's statement earnings, as postUserEarnings builds it. */
function earningsOf(userId, prefix) {
  const amount = BigInt(1_000_000 + userId);
  return {
    kind: 'statement-earnings', idempotencyKey: `${prefix}:user:${userId}`, occurredAt: new Date(), saleDate: '2026-10-01', accountingDate: '2026-11-01',
    reference: 'Statement #1 (bench.csv)',
    lines: [{ account: { userId, purpose: 'earnings' }, amountMicros: amount }, { account: { system: 'store-revenue' }, amountMicros: -amount, memo: 'bench' }],
  };
}

async function timed(work) {
  const t0 = process.hrtime.bigint();
  await work();
  return Number(process.hrtime.bigint() - t0) / 1e6;
}

const results = [];
for (const engine of ENGINES) {
  const dir = tempDataDir('ledger-bench');
  const { database, drop } = await scratchDatabase(engine, dir);
  await database.migrate();
  const ids = [];
  for (let at = 0; at < 2 * USERS; at += 1000) {
    const rows = await database.db.insert(users).values(Array.from({ length: Math.min(1000, 2 * USERS - at) }, (_, i) => ({
      email: `payee${at + i}@bench.test`, username: `payee${at + i}`, type: 'artist', firstName: 'P', lastName: `${at + i}`, passwordHash: 'x',
    }))).returning({ id: users.id });
    ids.push(...rows.map((row) => row.id));
  }
  const oneByOne = ids.slice(0, USERS);
  const batched = ids.slice(USERS);
  const oneByOneMs = await timed(() => database.db.transaction(async (tx) => {
    for (const id of oneByOne) await postLedgerTransaction(tx, earningsOf(id, 'one'));
  }));
  const batchedMs = await timed(() => database.db.transaction(async (tx) => {
    await postLedgerTransactions(tx, batched.map((id) => earningsOf(id, 'batch')));
  }));
  await database.close();
  await drop();
  rmrf(dir);
  const result = { engine, users: USERS, oneByOneMs: Math.round(oneByOneMs), batchedMs: Math.round(batchedMs), speedup: +(oneByOneMs / batchedMs).toFixed(1) };
  results.push(result);
  log(`${engine.padEnd(8)} ${USERS} users: one transaction at a time ${result.oneByOneMs} ms (${(oneByOneMs / USERS).toFixed(2)} ms a user), batched ${result.batchedMs} ms; ${result.speedup}x`);
}
writeResult('ledger-posting', { results });
process.exit(0);
