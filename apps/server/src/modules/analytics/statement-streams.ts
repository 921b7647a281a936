/**
 * Streams derived from statements: a label with only monthly sales statements still sees graphs.
 * An imported statement's matched stream and video lines (the statements area's
 * statementStreamSales) become one analytics batch, source 'statement', fingerprint
 * `statement:<id>`: facts per account, platform, sale month (day = its first day), release, track
 * and country. A store no platform of the catalog reports is skipped and counted in the batch's
 * problems.
 *
 * Trend facts win: an account's platform and month that has facts of any other batch (a trend
 * file, a pull, the seed) shows those, and the statement's facts for it are not written, or are
 * taken out when the trend facts arrive later (settle-statement sweep). analytics_statement_months
 * keeps what each batch derived per account, platform, metric and month and whether it is shown;
 * the account's monthly rollup minus the shown amounts is what other batches counted.
 *
 * Every run derives the statement afresh and compares with its batch: the same statement run
 * again changes nothing; a statement reversed loses its batch; lines resolved since, or a month
 * whose trend facts came or went, replace it. One run per statement at a time (an advisory lock).
 */
import { eq, sql } from 'drizzle-orm';
import type { AnalyticsMetric } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import type { DbExecutor } from '../../platform/db.js';
import { numberArray, queryRows, textArray } from '../../platform/sql-arrays.js';
import { statementStatus, statementStreamSales } from '../statements/index.js';
import { writeFactBatchIn } from './fact-batches.js';
import { streamPlatformOf } from './statement-streams-platforms.js';
import { analyticsImports, analyticsStatementMonths, type TrendRowProblem } from './tables.js';
import { removeFacts } from './fact-removal.js';

export interface StatementStreamsOutcome {
  statementId: number;
  /** written: a batch written (or rewritten); unchanged; removed: the statement no longer counts. */
  status: 'written' | 'unchanged' | 'removed' | 'none';
  facts: number;
  /** Account-platform-months left to trend facts. */
  hiddenMonths: number;
  /** Lines of stores no analytics platform reports. */
  skippedLines: number;
}

const SEP = '\u0001';

export function statementFingerprint(statementId: number): string {
  return `statement:${statementId}`;
}

/** A derived fact: account, platform, metric, month, release, track, country, and its count. */
interface DerivedFact {
  userId: number;
  platform: string;
  metric: AnalyticsMetric;
  month: string;
  releaseId: number;
  trackId: number;
  country: string;
  amount: bigint;
}

const factKey = (f: Omit<DerivedFact, 'amount'>) =>
  [f.userId, f.platform, f.metric, f.month, f.releaseId, f.trackId, f.country].join(SEP);
const monthKey = (f: { userId: number; platform: string; metric: string; month: string }) =>
  [f.userId, f.platform, f.metric, f.month].join(SEP);

interface Derivation {
  facts: Map<string, DerivedFact>;
  months: Map<string, { userId: number; platform: string; metric: string; month: string; amount: bigint }>;
  rowsRead: number;
  skipped: Map<string, { lines: number; units: bigint }>;
}

/** The statement's stream sales as facts, summed per key; stores without a platform set aside. */
async function derive(db: DbExecutor, statementId: number): Promise<Derivation> {
  const sales = await statementStreamSales(db, statementId);
  const facts = new Map<string, DerivedFact>();
  const skipped = new Map<string, { lines: number; units: bigint }>();
  for (const sale of sales) {
    const target = streamPlatformOf(sale.store);
    if (!target) {
      const entry = skipped.get(sale.store) ?? { lines: 0, units: 0n };
      entry.lines += sale.lines;
      entry.units += sale.units;
      skipped.set(sale.store, entry);
      continue;
    }
    const fact = {
      userId: sale.ownerUserId,
      platform: target.platform,
      metric: target.metric,
      month: sale.month,
      releaseId: sale.releaseId,
      trackId: sale.releaseId === 0 ? 0 : sale.trackId,
      country: sale.territory === 'ZZ' ? '' : sale.territory,
    };
    const key = factKey(fact);
    const found = facts.get(key);
    if (found) found.amount += sale.units;
    else facts.set(key, { ...fact, amount: sale.units });
  }
  // Returns can outweigh a key's sales: a count is never negative or zero.
  for (const [key, fact] of facts) if (fact.amount <= 0n) facts.delete(key);
  const months: Derivation['months'] = new Map();
  for (const fact of facts.values()) {
    const key = monthKey(fact);
    const entry = months.get(key) ?? { ...fact, amount: 0n };
    entry.amount += fact.amount;
    months.set(key, entry);
  }
  return { facts, months, rowsRead: sales.length, skipped };
}

/**
 * The account-platform-months among `months` that other batches have facts for: the account's
 * monthly rollup holds more than the statements' shown amounts.
 */
async function monthsWithTrendFacts(db: DbExecutor, months: Derivation['months']): Promise<Set<string>> {
  if (months.size === 0) return new Set();
  const cells = [...months.values()];
  const users = [...new Set(cells.map((cell) => cell.userId))];
  const platforms = [...new Set(cells.map((cell) => cell.platform))];
  const days = [...new Set(cells.map((cell) => cell.month))];
  const rows = await queryRows<{ user_id: number; platform: string; metric: string; month: string }>(
    db,
    sql`SELECT m.user_id, m.platform, m.metric, m.month::text AS month FROM analytics_monthly m
        WHERE m.user_id = ANY(${numberArray(users)}::int[]) AND m.platform = ANY(${textArray(platforms)}::text[])
          AND m.month = ANY(${textArray(days)}::date[])
          AND m.dimension = '' AND m.release_id = 0 AND m.track_id = 0 AND m.country = '*' AND m.value = ''
          AND m.amount > coalesce((
            SELECT sum(s.amount) FROM analytics_statement_months s
            WHERE s.user_id = m.user_id AND s.platform = m.platform AND s.metric = m.metric AND s.month = m.month
              AND s.shown), 0)`,
  );
  return new Set(rows.map((row) => monthKey({ ...row, userId: Number(row.user_id) })));
}

async function batchOf(db: DbExecutor, statementId: number) {
  const [row] = await db
    .select({ id: analyticsImports.id })
    .from(analyticsImports)
    .where(eq(analyticsImports.fingerprint, statementFingerprint(statementId)));
  return row ?? null;
}

/** What the batch holds now: its facts and its months, keyed as a derivation's. */
async function storedBatch(db: DbExecutor, importId: number) {
  const facts = await queryRows<{
    user_id: number;
    platform: string;
    metric: AnalyticsMetric;
    day: string;
    release_id: number;
    track_id: number;
    country: string;
    amount: string;
  }>(
    db,
    sql`SELECT user_id, platform, metric, day::text AS day, release_id, track_id, country, amount::text AS amount
        FROM analytics_facts WHERE import_id = ${importId} AND dimension = ''`,
  );
  const months = await db
    .select()
    .from(analyticsStatementMonths)
    .where(eq(analyticsStatementMonths.importId, importId));
  return {
    facts: new Map(
      facts.map((f) => [
        factKey({
          userId: Number(f.user_id),
          platform: f.platform,
          metric: f.metric,
          month: f.day,
          releaseId: Number(f.release_id),
          trackId: Number(f.track_id),
          country: f.country,
        }),
        BigInt(f.amount),
      ]),
    ),
    months: new Map(months.map((m) => [monthKey(m), `${m.amount}:${m.shown}`])),
  };
}

function sameBatch(
  stored: Awaited<ReturnType<typeof storedBatch>>,
  facts: DerivedFact[],
  months: { key: string; amount: bigint; shown: boolean }[],
): boolean {
  if (stored.facts.size !== facts.length || stored.months.size !== months.length) return false;
  return (
    facts.every((fact) => stored.facts.get(factKey(fact)) === fact.amount) &&
    months.every((month) => stored.months.get(month.key) === `${month.amount}:${month.shown}`)
  );
}

async function removeBatch(tx: DbExecutor, importId: number): Promise<void> {
  await removeFacts(tx, sql`import_id = ${importId}`);
  // Its analytics_statement_months go with it (on delete cascade).
  await tx.delete(analyticsImports).where(eq(analyticsImports.id, importId));
}

function problemsOf(skipped: Derivation['skipped']): TrendRowProblem[] {
  return [...skipped]
    .sort((a, b) => b[1].lines - a[1].lines)
    .slice(0, 100)
    .map(([store, { lines, units }]) => ({
      line: 0,
      message: `${store}: no analytics platform reports this store; ${lines} line(s), ${units} stream(s) left out`,
    }));
}

/** Derives one statement's streams (or removes them), as the module comment says. */
export async function deriveStatementStreams(deps: AppDeps, statementId: number): Promise<StatementStreamsOutcome> {
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('analytics-statement-streams'), ${statementId})`);
    const none = { statementId, facts: 0, hiddenMonths: 0, skippedLines: 0 };
    const existing = await batchOf(tx, statementId);
    if ((await statementStatus(tx, statementId)) !== 'imported') {
      if (!existing) return { ...none, status: 'none' };
      await removeBatch(tx, existing.id);
      return { ...none, status: 'removed' };
    }
    const derived = await derive(tx, statementId);
    const covered = await monthsWithTrendFacts(tx, derived.months);
    const months = [...derived.months].map(([key, month]) => ({ ...month, key, shown: !covered.has(key) }));
    const facts = [...derived.facts.values()].filter((fact) => !covered.has(monthKey(fact)));
    const skippedLines = [...derived.skipped.values()].reduce((sum, entry) => sum + entry.lines, 0);
    const outcome = { statementId, facts: facts.length, hiddenMonths: covered.size, skippedLines };
    if (existing) {
      if (sameBatch(await storedBatch(tx, existing.id), facts, months)) return { ...outcome, status: 'unchanged' };
      await removeBatch(tx, existing.id);
    }
    const written = await writeFactBatchIn(
      tx,
      {
        source: 'statement',
        platform: '*',
        layout: 'statement',
        fingerprint: statementFingerprint(statementId),
        now: deps.clock.now(),
      },
      async (writer) => {
        for (const fact of facts)
          await writer.add({
            day: fact.month,
            platform: fact.platform,
            userId: fact.userId,
            releaseId: fact.releaseId,
            trackId: fact.trackId,
            country: fact.country,
            dimension: '',
            value: '',
            metric: fact.metric,
            amount: fact.amount,
          });
        return { rowsRead: derived.rowsRead, badRows: skippedLines, problems: problemsOf(derived.skipped) };
      },
    );
    if (written && months.length > 0)
      await tx.insert(analyticsStatementMonths).values(
        months.map((month) => ({
          importId: written.importId,
          userId: month.userId,
          platform: month.platform,
          metric: month.metric,
          month: month.month,
          amount: month.amount,
          shown: month.shown,
        })),
      );
    return { ...outcome, status: 'written' };
  });
}
