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
import { ExactSum, parseExchangeRate, RunningConversion, salesChannelName } from '@liner/domain';
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

/** Statement totals per store and territory (the currency is the statement's, one per file). */
export interface TotalCell {
  store: string;
  territory: string;
  lines: number;
  units: ExactSum;
  amount: ExactSum;
  converted: ExactSum;
}

/** Nested maps (store -> territory): no key string per line. */
class StoreTerritoryTotals {
  private readonly byStore = new Map<string, Map<string, TotalCell>>();

  add(store: string, territory: string, units: bigint, amount: bigint, converted: bigint): void {
    let byTerritory = this.byStore.get(store);
    if (!byTerritory) this.byStore.set(store, (byTerritory = new Map()));
    let cell = byTerritory.get(territory);
    if (!cell)
      byTerritory.set(
        territory,
        (cell = {
          store,
          territory,
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
    return [...this.byStore.values()].flatMap((byTerritory) => [...byTerritory.values()]);
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

export interface WriterStatement {
  id: number;
  currency: string | null;
  exchangeRate: string;
  storeOverride: string | null;
}

export class StatementLineWriter {
  readonly totals = new StoreTerritoryTotals();
  readonly earnings = new EarningsCollector();
  readonly amount = new ExactSum();
  currency: string | null;
  count = 0;
  matched = 0;
  minSaleDate: string | null = null;
  maxAccounting: string | null = null;
  /** Where the time goes, logged with the result (the operator's first question on a slow import). */
  readonly ms = { match: 0, copyWait: 0, rollups: 0 };

  private readonly matcher: CatalogMatcher;
  private readonly rollups: SalesRollupRecorder;
  private readonly conversion: RunningConversion;
  private readonly storeOverride: string | null;
  private readonly overrideName: string | null;
  private readonly copyText = new CopyTextBuffer();
  private copyContext: StatementCopyContext | null = null;
  private pending: { line: SaleLine; store: string; converted: bigint }[] = [];
  private copying: Promise<void>[] = [];

  constructor(
    private readonly sink: ImportSink,
    private readonly statement: WriterStatement,
    private readonly progress: (lines: number) => void,
  ) {
    this.matcher = new CatalogMatcher(sink.lookupCatalog);
    this.rollups = new SalesRollupRecorder(sink.writeRollups);
    this.conversion = new RunningConversion(parseExchangeRate(statement.exchangeRate));
    this.storeOverride = statement.storeOverride?.trim() || null;
    this.overrideName = this.storeOverride ? salesChannelName(this.storeOverride) : null;
    this.currency = statement.currency;
  }

  /** What the converted lines add up to (floor of the statement's total times the rate). */
  get convertedTotal(): bigint {
    return this.conversion.total;
  }

  async addBatch(lines: readonly SaleLine[]): Promise<void> {
    for (const line of lines) this.read(line);
    if (this.pending.length >= PENDING_LINES) await this.resolvePending();
    if (this.copyText.lines >= COPY_LINES) await this.sendCopy();
  }

  /** Writes what is still waiting; after it the transaction's connection is free. */
  async finish(): Promise<void> {
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

  private read(line: SaleLine): void {
    this.currency ??= line.currency;
    if (line.currency !== this.currency) {
      throw new ImportFailure(
        `line ${line.sourceLine}: currency ${line.currency} differs from the statement's ${this.currency}`,
      );
    }
    const converted = this.conversion.next(line.amountMicros);
    const store = this.overrideName ?? line.store;
    this.count += 1;
    this.amount.add(line.amountMicros);
    if (this.minSaleDate === null || line.salePeriodStart < this.minSaleDate) this.minSaleDate = line.salePeriodStart;
    if (line.accountingDate && (this.maxAccounting === null || line.accountingDate > this.maxAccounting))
      this.maxAccounting = line.accountingDate;
    this.totals.add(store, line.territory, line.units, line.amountMicros, converted);
    const match = this.matcher.known(line, store);
    if (match !== undefined) this.write(line, store, converted, match);
    else this.pending.push({ line, store, converted });
  }

  private write(line: SaleLine, store: string, converted: bigint, match: CatalogMatch | null): void {
    this.copyContext ??= statementCopyContext(this.statement.id, this.currency ?? '', this.statement.exchangeRate);
    this.copyText.append(
      saleLineCopyText(this.copyContext, line, store, this.storeOverride ?? line.storeRaw, converted, match),
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
    for (const { line, store, converted } of waiting)
      this.write(line, store, converted, this.matcher.match(line, store));
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
