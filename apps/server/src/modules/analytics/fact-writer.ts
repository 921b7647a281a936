import { sql } from 'drizzle-orm';
import type { AnalyticsMetric } from '@liner/domain';
import { copyInto } from '../../platform/bulk-copy.js';
import { CopyTextBuffer, copyTextValue } from '../../platform/copy-text.js';
import type { DbExecutor } from '../../platform/db.js';
import { numberArray, queryRows, textArray } from '../../platform/sql-arrays.js';

/** One count: what the facts table holds (tables.ts explains the columns). */
export interface AnalyticsFact {
  day: string;
  platform: string;
  userId: number;
  releaseId: number;
  trackId: number;
  /** ISO 3166-1 alpha-2, or '' when the platform did not say. */
  country: string;
  /** '' for the total; else one dimension of ANALYTICS_DIMENSIONS. */
  dimension: string;
  value: string;
  metric: AnalyticsMetric;
  amount: bigint;
}

export const FACT_COLUMNS = [
  'day',
  'platform',
  'user_id',
  'release_id',
  'track_id',
  'country',
  'dimension',
  'value',
  'metric',
  'amount',
  'import_id',
] as const;

/** The country of a rollup row that covers every country. */
export const ALL_COUNTRIES = '*';

/** Facts gathered before they are copied and their rollups added. */
const FLUSH_EVERY = 50_000;

/**
 * Writes one import's facts: copies them into analytics_facts and adds them to analytics_daily and
 * analytics_monthly at every level the endpoints read. Call it inside the import's transaction, so a batch counts
 * whole or not at all. Rollup rows are summed in memory between flushes: a file sorted by day
 * (as the stores send them) touches few keys per flush.
 */
export class AnalyticsFactWriter {
  private readonly copy = new CopyTextBuffer();
  private readonly rollups = new Map<string, bigint>();
  private readonly monthlyRollups = new Map<string, bigint>();
  private readonly months = new Set<string>();
  private readonly partitions = new FactPartitions();
  written = 0;
  firstDay: string | null = null;
  lastDay: string | null = null;
  private lastMonth = '';

  /**
   * `rollupsInSql`: the caller adds the rollups itself once every fact is copied, in SQL over the
   * facts (addFactRollups in import-fact-rollups.ts).
   */
  constructor(
    private readonly db: DbExecutor,
    private readonly importId: number,
    private readonly options: { rollupsInSql?: boolean } = {},
  ) {}

  async add(fact: AnalyticsFact): Promise<void> {
    if (!this.options.rollupsInSql) {
      for (const key of rollupKeys(fact, fact.day)) this.rollups.set(key, (this.rollups.get(key) ?? 0n) + fact.amount);
      for (const key of rollupKeys(fact, `${fact.day.slice(0, 7)}-01`))
        this.monthlyRollups.set(key, (this.monthlyRollups.get(key) ?? 0n) + fact.amount);
    }
    await this.addCopyLine(
      fact.day,
      `${[
        fact.day,
        fact.platform,
        fact.userId,
        fact.releaseId,
        fact.trackId,
        fact.country,
        fact.dimension,
        fact.value,
        fact.metric,
        fact.amount,
        this.importId,
      ]
        .map(copyTextValue)
        .join('\t')}\n`,
    );
  }

  private async addCopyLine(day: string, line: string): Promise<void> {
    this.copy.append(line);
    const month = day.slice(0, 7);
    if (month !== this.lastMonth) {
      this.months.add(month);
      this.lastMonth = month;
    }
    if (this.firstDay === null || day < this.firstDay) this.firstDay = day;
    if (this.lastDay === null || day > this.lastDay) this.lastDay = day;
    this.written += 1;
    if (this.copy.lines >= FLUSH_EVERY) await this.send();
  }

  /** Copies what is gathered and adds its rollups; call once more at the end. */
  async flush(): Promise<void> {
    await this.send();
  }

  private async send(): Promise<void> {
    if (this.copy.lines === 0) return;
    const text = this.copy.take();
    const months = [...this.months];
    this.months.clear();
    this.lastMonth = '';
    const rollups = [...this.rollups];
    const monthlyRollups = [...this.monthlyRollups];
    this.rollups.clear();
    this.monthlyRollups.clear();
    await this.partitions.ensure(this.db, months);
    await copyInto(this.db, 'analytics_facts', FACT_COLUMNS, text);
    await addRollups(this.db, 'analytics_daily', rollups);
    await addRollups(this.db, 'analytics_monthly', monthlyRollups);
  }
}

const SEP = '\u0001';

/** The country of a rollup row of facts whose country is unknown (''). */
export const UNKNOWN_COUNTRY = 'ZZ';

/** The account (release and track 0), the fact's release (track 0) or its track. */
export type RollupLevel = 'account' | 'release' | 'track';

/**
 * The rollup rows a fact adds to (tables.ts, analytics_daily), on its day or its month's first
 * day: `visit(level, byCountry)` for each, by its country (else ALL_COUNTRIES). Every writer of
 * rollups in memory asks here; import-fact-rollups.ts says the same in SQL.
 *
 * A slice of every country (country ALL_COUNTRIES, a trend import's: tables.ts) adds to its
 * release and track only: its account's share is in the account's own slices per country.
 */
export function forEachRollupLevel(
  fact: Pick<AnalyticsFact, 'releaseId' | 'trackId' | 'dimension' | 'country'>,
  visit: (level: RollupLevel, byCountry: boolean) => void,
): void {
  const total = fact.dimension === '';
  if (!total && fact.country === ALL_COUNTRIES) {
    if (fact.releaseId === 0) return;
    visit('release', false);
    if (fact.trackId !== 0) visit('track', false);
    return;
  }
  visit('account', false);
  // A dimension's slice per country is read only for a country filter, and none asks for 'ZZ'.
  if (total || (fact.country || UNKNOWN_COUNTRY) !== UNKNOWN_COUNTRY) visit('account', true);
  if (fact.releaseId === 0) return;
  visit('release', false);
  if (total) visit('release', true);
  if (fact.trackId === 0) return;
  visit('track', false);
  if (total) visit('track', true);
}

function rollupKeys(fact: AnalyticsFact, day: string): string[] {
  const keys: string[] = [];
  forEachRollupLevel(fact, (level, byCountry) => {
    const releaseId = level === 'account' ? 0 : fact.releaseId;
    const trackId = level === 'track' ? fact.trackId : 0;
    const country = byCountry ? fact.country || UNKNOWN_COUNTRY : ALL_COUNTRIES;
    keys.push(
      [fact.userId, fact.platform, fact.metric, fact.dimension, releaseId, trackId, country, day, fact.value].join(SEP),
    );
  });
  return keys;
}

async function addRollups(
  db: DbExecutor,
  table: 'analytics_daily' | 'analytics_monthly',
  entries: readonly [string, bigint][],
): Promise<void> {
  const into = sql.raw(table);
  const period = sql.raw(table === 'analytics_daily' ? 'day' : 'month');
  for (let start = 0; start < entries.length; start += 20_000) {
    const chunk = entries.slice(start, start + 20_000);
    const parts = chunk.map(([key]) => key.split(SEP));
    const column = (i: number) => parts.map((p) => p[i] ?? '');
    await db.execute(sql`
      INSERT INTO ${into} (user_id, platform, metric, dimension, release_id, track_id, country, ${period}, value, amount)
      SELECT * FROM unnest(
        ${numberArray(column(0).map(Number))}::int[], ${textArray(column(1))}::text[], ${textArray(column(2))}::text[],
        ${textArray(column(3))}::text[], ${numberArray(column(4).map(Number))}::int[], ${numberArray(column(5).map(Number))}::int[],
        ${textArray(column(6))}::text[], ${textArray(column(7))}::date[], ${textArray(column(8))}::text[],
        ${numberArray(chunk.map(([, amount]) => amount))}::bigint[])
      ON CONFLICT (user_id, platform, metric, dimension, release_id, track_id, country, ${period}, value)
      DO UPDATE SET amount = ${into}.amount + excluded.amount`);
  }
}

/** The month partitions of analytics_facts a writer made sure of (PostgreSQL; PGlite's table is one). */
export class FactPartitions {
  private readonly ensured = new Set<string>();
  private partitioned: boolean | null = null;

  /** Makes the partitions of these months (yyyy-mm) that are missing. */
  async ensure(db: DbExecutor, months: Iterable<string>): Promise<void> {
    if (this.partitioned === null) this.partitioned = await isPartitioned(db);
    for (const month of months) {
      if (this.ensured.has(month)) continue;
      if (this.partitioned) await createMonthPartition(db, month);
      this.ensured.add(month);
    }
  }
}

async function isPartitioned(db: DbExecutor): Promise<boolean> {
  const rows = await queryRows<{ kind: string }>(
    db,
    sql`SELECT relkind::text AS kind FROM pg_class WHERE relname = 'analytics_facts'`,
  );
  return rows[0]?.kind === 'p';
}

/** The month's partition (analytics_facts_2026_01), made when missing. */
async function createMonthPartition(db: DbExecutor, month: string): Promise<void> {
  if (!/^\d{4}-\d{2}$/.test(month)) throw new Error(`not a month: ${month}`);
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const next = mon === 12 ? `${year + 1}-01` : `${year}-${String(mon + 1).padStart(2, '0')}`;
  const name = `analytics_facts_${month.replace('-', '_')}`;
  await db.execute(
    sql.raw(
      `CREATE TABLE IF NOT EXISTS ${name} PARTITION OF analytics_facts FOR VALUES FROM ('${month}-01') TO ('${next}-01')`,
    ),
  );
}
