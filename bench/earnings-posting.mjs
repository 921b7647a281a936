// The money step of a statement import for a label with many payees and split tracks, inside one
// database transaction as the import runs it, on PGlite and on PostgreSQL:
// - posting: one statement-earnings transaction per user, postLedgerTransaction called once per
//   user (four round trips each) against postLedgerTransactions (what postUserEarnings uses), each
//   on its own set of users (both create those users' accounts);
// - splits: allocating one sum per track with a split (two payees: one accepted, one invited
//   without an account), allocateTrackEarnings called once per track (about seven round trips)
//   against allocateManyTrackEarnings (what the import uses), each on its own set of tracks.
// Usage: node --import tsx bench/earnings-posting.mjs [--users 2000] [--split-tracks 1000] [--engines pglite,postgres]
import path from 'node:path';
import { openDatabase } from '../apps/server/src/platform/db.ts';
import { users } from '../apps/server/src/modules/auth/tables.ts';
import { postLedgerTransaction, postLedgerTransactions } from '../apps/server/src/modules/ledger/post-transaction.ts';

/** The ledger currency new accounts are opened in (an install's ACCOUNT_CURRENCY; the default here). */
const CURRENCY = 'USD';
import { releases, tracks } from '../apps/server/src/modules/releases/tables.ts';
import {
  allocateManyTrackEarnings,
  allocateTrackEarnings,
} from '../apps/server/src/modules/splits/allocate-earnings.ts';
import { splitPayees, splits, splitVersions } from '../apps/server/src/modules/splits/tables.ts';
import { createPgDatabase, log, rmrf, tempDataDir, writeResult } from './lib.mjs';

/** @param {string} name @param {string} fallback */
const argOf = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? fallback : process.argv[i + 1];
};
const USERS = Number(argOf('users', '2000'));
const SPLIT_TRACKS = Number(argOf('split-tracks', '1000'));
const ENGINES = argOf('engines', 'pglite,postgres').split(',');

/** @param {string} engine @param {string} dir */
async function scratchDatabase(engine, dir) {
  if (engine === 'pglite')
    return { database: await openDatabase({ pgliteDir: path.join(dir, 'db') }), drop: async () => {} };
  const scratch = await createPgDatabase('earnings_bench');
  return { database: await openDatabase({ databaseUrl: scratch.url }), drop: scratch.drop };
}

/**
 * One user's statement earnings, as postUserEarnings builds it.
 * @param {number} userId @param {string} prefix
 * @returns {import('../apps/server/src/modules/ledger/post-transaction.ts').LedgerTransactionInput}
 */
function earningsOf(userId, prefix) {
  const amount = BigInt(1_000_000 + userId);
  return {
    kind: 'statement-earnings',
    idempotencyKey: `${prefix}:user:${userId}`,
    occurredAt: new Date(),
    saleDate: '2026-10-01',
    accountingDate: '2026-11-01',
    reference: 'Statement #1 (bench.csv)',
    lines: [
      { account: { userId, purpose: 'earnings' }, amountMicros: amount },
      { account: { system: 'store-revenue' }, amountMicros: -amount, memo: 'bench' },
    ],
  };
}

/** `count` tracks of one owner, each with an active split: an accepted payee (30 %) and an invitee (20 %). */
/**
 * @param {import('../apps/server/src/platform/db.ts').DbExecutor} db
 * @param {number} ownerId @param {number} payeeId @param {number} count @param {string} tag
 */
async function splitTracks(db, ownerId, payeeId, count, tag) {
  const [release] = await db
    .insert(releases)
    .values({ userId: ownerId, title: `Release ${tag}`, status: 1 })
    .returning();
  const made = await db
    .insert(tracks)
    .values(
      Array.from({ length: count }, (_, i) => ({
        releaseId: release.id,
        position: i + 1,
        title: `${tag} ${i}`,
        isrc: `QZBEN${tag === 'one' ? 1 : 2}${String(i).padStart(6, '0')}`,
      })),
    )
    .returning({ id: tracks.id });
  for (const { id } of made) {
    const [split] = await db.insert(splits).values({ trackId: id, ownerUserId: ownerId }).returning();
    const [version] = await db
      .insert(splitVersions)
      .values({ splitId: split.id, version: 1, effectiveFrom: '2020-01-01' })
      .returning();
    await db.insert(splitPayees).values([
      {
        versionId: version.id,
        email: 'payee0@bench.test',
        userId: payeeId,
        shareBasisPoints: 3000,
        status: 'accepted',
      },
      { versionId: version.id, email: `invitee.${tag}@bench.test`, shareBasisPoints: 2000 },
    ]);
  }
  return made.map(({ id }) => ({
    trackId: id,
    ownerUserId: ownerId,
    saleDate: '2026-10-01',
    amountMicros: 1_000_000n,
  }));
}

/** @param {() => Promise<unknown>} work */
async function timed(work) {
  const t0 = process.hrtime.bigint();
  await work();
  return Number(process.hrtime.bigint() - t0) / 1e6;
}

const results = [];
for (const engine of ENGINES) {
  const dir = tempDataDir('earnings-bench');
  const { database, drop } = await scratchDatabase(engine, dir);
  await database.migrate();
  const ids = [];
  for (let at = 0; at < 2 * USERS; at += 1000) {
    const rows = await database.db
      .insert(users)
      .values(
        Array.from({ length: Math.min(1000, 2 * USERS - at) }, (_, i) => ({
          email: `payee${at + i}@bench.test`,
          username: `payee${at + i}`,
          type: /** @type {const} */ ('artist'),
          firstName: 'P',
          lastName: `${at + i}`,
          passwordHash: 'x',
        })),
      )
      .returning({ id: users.id });
    ids.push(...rows.map((row) => row.id));
  }
  const oneByOne = ids.slice(0, USERS);
  const batched = ids.slice(USERS);
  const oneByOneMs = await timed(() =>
    database.db.transaction(async (tx) => {
      for (const id of oneByOne) await postLedgerTransaction(tx, earningsOf(id, 'one'), CURRENCY);
    }),
  );
  const batchedMs = await timed(() =>
    database.db.transaction(async (tx) => {
      await postLedgerTransactions(
        tx,
        batched.map((id) => earningsOf(id, 'batch')),
        CURRENCY,
      );
    }),
  );
  const [ownerId, payeeId] = ids;
  const oneSums = await splitTracks(database.db, ownerId, payeeId, SPLIT_TRACKS, 'one');
  const manySums = await splitTracks(database.db, ownerId, payeeId, SPLIT_TRACKS, 'many');
  const allocateOneByOneMs = await timed(() =>
    database.db.transaction(async (tx) => {
      for (const sum of oneSums) await allocateTrackEarnings(tx, sum);
    }),
  );
  const allocateBatchedMs = await timed(() => database.db.transaction((tx) => allocateManyTrackEarnings(tx, manySums)));
  await database.close();
  await drop();
  rmrf(dir);
  const result = {
    engine,
    users: USERS,
    oneByOneMs: Math.round(oneByOneMs),
    batchedMs: Math.round(batchedMs),
    speedup: +(oneByOneMs / batchedMs).toFixed(1),
    splitTracks: SPLIT_TRACKS,
    allocateOneByOneMs: Math.round(allocateOneByOneMs),
    allocateBatchedMs: Math.round(allocateBatchedMs),
    allocateSpeedup: +(allocateOneByOneMs / allocateBatchedMs).toFixed(1),
  };
  results.push(result);
  log(
    `${engine.padEnd(8)} posting for ${USERS} users: one transaction at a time ${result.oneByOneMs} ms (${(oneByOneMs / USERS).toFixed(2)} ms a user), batched ${result.batchedMs} ms; ${result.speedup}x`,
  );
  log(
    `${engine.padEnd(8)} allocating ${SPLIT_TRACKS} split tracks: one at a time ${result.allocateOneByOneMs} ms (${(allocateOneByOneMs / SPLIT_TRACKS).toFixed(2)} ms a track), batched ${result.allocateBatchedMs} ms; ${result.allocateSpeedup}x`,
  );
}
writeResult('earnings-posting', { results });
process.exit(0);
