/**
 * Writes one statement's sale lines inside its import transaction: converts each amount to the
 * account currency, totals it per store and territory, matches it to the catalog, appends its COPY
 * text and adds it to the sales rollups and the owners' earnings.
 *
 * Built for a million lines: a line whose ISRC/UPC the matcher already knows is written at once
 * (its objects die young); lines with keys not seen before wait for one catalog query per few
 * hundred of them. COPY text gathers outside the heap and is sent every COPY_LINES lines; that
 * COPY runs in the database while the next lines are parsed here (two cores busy). On a
 * transaction's own connection one COPY runs at a time and the connection must be free for the
 * next catalog query or rollup flush; through the import process's link (an `ordered` sink, which
 * runs requests one after another on the other side) a few COPYs may wait there, so parsing
 * never stops for the database unless it falls that far behind.
 */
import {
  chooseRate,
  ExactSum,
  parseExchangeRate,
  rateMonth,
  RunningConversion,
  salesChannelName,
  type RateInputs,
  type RateSource,
} from '@liner/domain';
import { StatementParseError, type SaleLine } from '@liner/ddex/dsr';
import { ExplainedFailure, userFacingFailure } from '../../platform/errors.js';
import { CopyTextBuffer } from '../../platform/copy-text.js';
import { SalesRollupRecorder, type RollupWrite } from '../sales/index.js';
import { CatalogMatcher, type CatalogLookup, type CatalogMatch } from './catalog-matcher.js';
import { EarningsCollector } from './earnings-collector.js';
import { saleLineCopyText, statementCopyContext, type StatementCopyContext } from './sale-line-copy-text.js';

/** Lines per COPY statement. */
const COPY_LINES = 4_000;
/** Lines waiting for a catalog query before it is asked. */
const PENDING_LINES = 500;

/** Why an import failed, in words for the operator (the statement's failure reason). */
export class ImportFailure extends ExplainedFailure {}

/** What the operator reads when an import failed for a reason of the server's (the log has the detail). */
export const IMPORT_FAILED_UNEXPECTEDLY =
  'The import failed unexpectedly; the server log has the details. Try it again.';

/** The failure reason a statement stores: the file's own problem, or the fixed message, never an unexpected error's text. */
export function importFailureReason(error: unknown): string {
  if (error instanceof StatementParseError) return error.message;
  return userFacingFailure(error, IMPORT_FAILED_UNEXPECTEDLY);
}

/** Statement totals per store, territory and currency. */
export interface TotalCell {
  store: string;
  territory: string;
  currency: string;
  lines: number;
  units: ExactSum;
  amount: ExactSum;
  converted: ExactSum;
}

/** Nested maps (store -> territory -> currency): no key string per line. */
class StoreTerritoryTotals {
  private readonly byStore = new Map<string, Map<string, Map<string, TotalCell>>>();

  add(store: string, territory: string, currency: string, units: bigint, amount: bigint, converted: bigint): void {
    let byTerritory = this.byStore.get(store);
    if (!byTerritory) this.byStore.set(store, (byTerritory = new Map()));
    let byCurrency = byTerritory.get(territory);
    if (!byCurrency) byTerritory.set(territory, (byCurrency = new Map()));
    let cell = byCurrency.get(currency);
    if (!cell)
      byCurrency.set(
        currency,
        (cell = {
          store,
          territory,
          currency,
          lines: 0,
          units: new ExactSum(),
          amount: new ExactSum(),
          converted: new ExactSum(),
        }),
      );
    cell.lines += 1;
    cell.units.add(units);
    cell.amount.add(amount);
    cell.converted.add(converted);
  }

  cells(): TotalCell[] {
    return [...this.byStore.values()].flatMap((byTerritory) =>
      [...byTerritory.values()].flatMap((byCurrency) => [...byCurrency.values()]),
    );
  }
}

/**
 * Where the writer's lines, catalog questions and rollups go: the database in short batches (batch-sink.ts),
 * or the import process's link to one. The writer itself has no database code: the import process runs it.
 */
export interface ImportSink {
  lookupCatalog: CatalogLookup;
  copySalesLines(copyText: Buffer): Promise<void>;
  writeRollups: RollupWrite;
  /** True when the other side runs the requests one after another in the order they were made. */
  ordered: boolean;
}

/** COPYs an ordered sink may have waiting (each ~0.6 MB of text) before the writer waits for the oldest. */
const ORDERED_COPIES_IN_FLIGHT = 4;

/** Plain data: it crosses to the import process. */
export interface WriterStatement {
  id: number;
  storeOverride: string | null;
  accountCurrency: string;
  /** The rate the operator typed at upload, for lines in its currency. */
  typedRate: { currency: string; rate: string } | null;
  /** The reference table into the account currency: `${currency}\t${yyyy-mm}` -> rate. */
  referenceRates: Record<string, string>;
}

/** Lines converted with one rate: one running conversion (the rounding rule of exchange-rate.ts). */
export interface RateGroup {
  currency: string;
  month: string;
  rate: string;
  source: RateSource;
  lines: number;
  amount: ExactSum;
  conversion: RunningConversion;
  copyContext: StatementCopyContext;
}

/** What a line's currency, date and file rate resolve to: a group, or null while no rate is known. */
type RateLeaf = RateGroup | null;
/** currency -> sale period start -> file rate -> rate's "from" currency: no key string per line. */
type RateIndex = Map<string, Map<string, Map<string, Map<string, RateLeaf>>>>;

function child<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) map.set(key, (value = make()));
  return value;
}

export class StatementLineWriter {
  readonly totals = new StoreTerritoryTotals();
  readonly earnings = new EarningsCollector();
  readonly amount = new ExactSum();
  /** The first line's currency. */
  currency: string | null = null;
  /** Currencies and months (`${currency}\t${yyyy-mm}`) no rate is known for: the import waits for them. */
  readonly missingRates = new Set<string>();
  readonly rateGroups = new Map<string, RateGroup>();
  count = 0;
  matched = 0;
  minSaleDate: string | null = null;
  maxAccounting: string | null = null;
  /** Where the time goes, logged with the result (the operator's first question on a slow import). */
  readonly ms = { match: 0, copyWait: 0, rollups: 0 };

  private readonly matcher: CatalogMatcher;
  private readonly rollups: SalesRollupRecorder;
  private readonly rateInputs: RateInputs;
  private readonly rateIndex: RateIndex = new Map();
  private readonly storeOverride: string | null;
  private readonly overrideName: string | null;
  private readonly copyText = new CopyTextBuffer();
  private pending: { line: SaleLine; store: string; converted: bigint; group: RateGroup }[] = [];
  private copying: Promise<void>[] = [];

  constructor(
    private readonly sink: ImportSink,
    private readonly statement: WriterStatement,
    private readonly progress: (lines: number) => void,
  ) {
    this.matcher = new CatalogMatcher(sink.lookupCatalog);
    this.rollups = new SalesRollupRecorder(sink.writeRollups);
    this.rateInputs = {
      accountCurrency: statement.accountCurrency,
      typed: statement.typedRate,
      reference: new Map(Object.entries(statement.referenceRates)),
    };
    this.storeOverride = statement.storeOverride?.trim() || null;
    this.overrideName = this.storeOverride ? salesChannelName(this.storeOverride) : null;
  }

  /** What the converted lines add up to: each rate group's floor(total x rate), added. */
  get convertedTotal(): bigint {
    let total = 0n;
    for (const group of this.rateGroups.values()) total += group.conversion.total;
    return total;
  }

  /** True once a line has no rate: the rest of the file is only read for the other rates it lacks. */
  get waiting(): boolean {
    return this.missingRates.size > 0;
  }

  async addBatch(lines: readonly SaleLine[]): Promise<void> {
    for (const line of lines) this.read(line);
    if (this.waiting) return;
    if (this.pending.length >= PENDING_LINES) await this.resolvePending();
    if (this.copyText.lines >= COPY_LINES) await this.sendCopy();
  }

  /** Writes what is still waiting; after it the transaction's connection is free. */
  async finish(): Promise<void> {
    if (this.waiting) return this.abandon();
    await this.resolvePending();
    await this.sendCopy();
    // An ordered sink writes the rollups after the COPYs it has waiting; a connection must be free first.
    if (!this.sink.ordered) await this.copied(0);
    await this.timed('rollups', () => this.rollups.flush());
    await this.copied(0);
  }

  /** Never leave a COPY running on the connection a rollback needs. */
  async abandon(): Promise<void> {
    while (this.copying.length > 0) await this.copying.shift()?.catch(() => undefined);
  }

  /** The rate group of a line (cached per currency, date and file rate), or null when no rate is known. */
  private groupOf(line: SaleLine): RateLeaf {
    const byDate = child(this.rateIndex, line.currency, () => new Map());
    const byRate = child(byDate, line.salePeriodStart, () => new Map());
    const byFrom = child(byRate, line.exchangeRate ?? '', () => new Map<string, RateLeaf>());
    const from = line.transactionCurrency ?? '';
    const known = byFrom.get(from);
    if (known !== undefined) return known;
    const leaf = this.newLeaf(line);
    byFrom.set(from, leaf);
    return leaf;
  }

  private newLeaf(line: SaleLine): RateLeaf {
    const month = rateMonth(line.salePeriodStart);
    const choice = chooseRate(line, this.rateInputs);
    if (!choice) {
      this.missingRates.add(`${line.currency}\t${month}`);
      return null;
    }
    let rate: ReturnType<typeof parseExchangeRate>;
    try {
      rate = parseExchangeRate(choice.rate);
    } catch {
      throw new ImportFailure(
        `line ${line.sourceLine}: the exchange rate "${choice.rate}" is not a decimal number above 0`,
      );
    }
    const key = `${line.currency}\t${month}\t${choice.rate}\t${choice.source}`;
    return child(this.rateGroups, key, () => ({
      currency: line.currency,
      month,
      rate: choice.rate,
      source: choice.source,
      lines: 0,
      amount: new ExactSum(),
      conversion: new RunningConversion(rate),
      copyContext: statementCopyContext(this.statement.id, line.currency, choice.rate, choice.source),
    }));
  }

  private read(line: SaleLine): void {
    this.currency ??= line.currency;
    const group = this.groupOf(line);
    if (group === null || this.waiting) return;
    const converted = group.conversion.next(line.amountMicros);
    group.lines += 1;
    group.amount.add(line.amountMicros);
    const store = this.overrideName ?? line.store;
    this.count += 1;
    this.amount.add(line.amountMicros);
    if (this.minSaleDate === null || line.salePeriodStart < this.minSaleDate) this.minSaleDate = line.salePeriodStart;
    if (line.accountingDate && (this.maxAccounting === null || line.accountingDate > this.maxAccounting))
      this.maxAccounting = line.accountingDate;
    this.totals.add(store, line.territory, line.currency, line.units, line.amountMicros, converted);
    const match = this.matcher.known(line, store);
    if (match !== undefined) this.write(line, store, converted, match, group);
    else this.pending.push({ line, store, converted, group });
  }

  private write(line: SaleLine, store: string, converted: bigint, match: CatalogMatch | null, group: RateGroup): void {
    this.copyText.append(
      saleLineCopyText(group.copyContext, line, store, this.storeOverride ?? line.storeRaw, converted, match),
    );
    if (match) {
      this.matched += 1;
      const r = this.rollups;
      r.addSale(
        match.ownerUserId,
        match.releaseId,
        match.trackId ?? 0,
        r.textId(store),
        r.textId(line.territory),
        r.textId(line.artist),
        r.monthId(line.salePeriodStart),
        line.units,
        converted,
        // Streams that are not royalty-bearing count as units, not in the stream rate (money per stream).
        line.useType === 'stream' && line.isRoyaltyBearing !== false,
      );
    }
    this.earnings.add(match, line.salePeriodStart, converted);
  }

  private async resolvePending(): Promise<void> {
    if (this.pending.length === 0) return;
    const waiting = this.pending;
    this.pending = [];
    if (!this.sink.ordered) await this.copied(0);
    await this.timed('match', () => this.matcher.prepare(waiting));
    for (const { line, store, converted, group } of waiting)
      this.write(line, store, converted, this.matcher.match(line, store), group);
  }

  private async sendCopy(): Promise<void> {
    if (this.copyText.lines === 0) return;
    await this.copied(this.sink.ordered ? ORDERED_COPIES_IN_FLIGHT - 1 : 0);
    await this.timed('rollups', () => this.rollups.flushIfFull());
    const running = this.sink.copySalesLines(this.copyText.take());
    // Observed by a later copied(); until then a failure must not count as unhandled.
    running.catch(() => undefined);
    this.copying.push(running);
    this.progress(this.count);
  }

  /** Waits until at most `left` COPYs are still running (oldest first: they finish in order). */
  private async copied(left: number): Promise<void> {
    while (this.copying.length > left) {
      const oldest = this.copying.shift();
      if (oldest) await this.timed('copyWait', () => oldest);
    }
  }

  private async timed<T>(phase: keyof StatementLineWriter['ms'], work: () => Promise<T>): Promise<T> {
    const t0 = performance.now();
    try {
      return await work();
    } finally {
      this.ms[phase] += performance.now() - t0;
    }
  }
}
