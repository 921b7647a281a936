/**
 * DSR file -> sale lines. Revenue lives on summary (SY) records; usage lines only carry counts, so
 * each usage line's amount is its pro-rata share of its summary record's NetRevenue by usages
 * (largest-remainder rule, pro-rata.ts). That share needs the sum of usages of all the summary's
 * lines, which the file only gives at its end, so a statement is read twice: `openDsrStatement`
 * scans the file (HEAD, SY records, a histogram of usages per summary, FOOT counts checked), and
 * `lines()` re-reads it and yields the lines. Memory: the SY records and one histogram per summary
 * (distinct usage counts), never the usage lines. Several SY records may share one SummaryRecordId
 * (the UGC profile has one per rights controller): their NetRevenues are added.
 *
 * A usage line flagged IsRoyaltyBearing FALSE is kept (its units are reported) but shares none of
 * the revenue. Returns (SU01's Returns cell) are booked: the NetRevenue is net of them, so each
 * unit is worth R / (usages - returns); the sales part S = floor(R * usages / net) is shared by
 * usages, the returned part S - R by returns, and a line's amount is its sale share minus its
 * return share (negative when it returns more than it sells). Both parts use the largest-remainder
 * rule, so the lines still add up to R exactly.
 */
import { channelDisplayName, classifyUseType, normaliseIsrc, normaliseTerritory, normaliseUpc } from './channels.js';
import {
  parseDsrRecords,
  type DsrFoot,
  type DsrHead,
  type DsrRelease,
  type DsrResource,
  type DsrSummary,
  type DsrUsage,
} from './dsr-records.js';
import { RemainderPlan } from './pro-rata.js';
import type { ExpectedTotal } from './summarise.js';
import type { DecodeOptions } from './text-lines.js';
import { StatementParseError, type OpenSource, type SaleLine, type StatementFormat } from './types.js';
import { parseDate } from './values.js';

/** The SY records sharing one SummaryRecordId, and what the scan learnt about their usage lines. */
export interface SummaryGroup {
  summaryRecordId: string;
  records: DsrSummary[];
  /** The revenue shared over the usage lines: the records' NetRevenue (or AllocatedNetRevenue), added */
  revenueMicros: bigint;
  currency: string;
  territory: string;
  storeRaw: string;
  store: string;
  useTypeRaw: string;
  exchangeRate: string | undefined;
  transactionCurrency: string | undefined;
  /** Every usage line of the summary, royalty-bearing or not. */
  usageLines: number;
  /** Royalty-bearing usage lines: the ones that share the revenue. */
  royaltyLines: number;
  usages: bigint;
  returns: bigint;
  /** usage count -> number of royalty-bearing lines with that count */
  histogram: Map<bigint, number>;
  /** return count -> number of royalty-bearing lines with that count (lines without returns included) */
  returnHistogram: Map<bigint, number>;
}

export interface DsrOptions extends DecodeOptions {
  /**
   * Which summary amount the usage lines share: NetRevenue (default; the Basic Audio Profile's
   * figure) or AllocatedNetRevenue (the part allocated to the rights controller, in SY02 records).
   */
  revenue?: 'NetRevenue' | 'AllocatedNetRevenue';
}

export interface DsrStatement {
  format: Extract<StatementFormat, 'dsr-basic-audio' | 'dsr-ugc'>;
  head: DsrHead;
  foot: DsrFoot;
  summaries: ReadonlyMap<string, SummaryGroup>;
  /** What the file's own summary records say, per store, territory and currency. */
  expectedTotals: ExpectedTotal[];
  /** Summary records with revenue but no royalty-bearing usage line to carry it (it cannot be imported). */
  unallocated: SummaryGroup[];
  /** Re-reads the file and yields one sale line per usage line. */
  lines(): AsyncGenerator<SaleLine>;
}

function formatOf(head: DsrHead): DsrStatement['format'] {
  if (/^ugc/i.test(head.profile)) return 'dsr-ugc';
  if (/basicaudio/i.test(head.profile)) return 'dsr-basic-audio';
  throw new StatementParseError(
    'unknown-format',
    `DSR profile "${head.profile}" is not supported (Basic Audio and UGC are)`,
    head.line,
  );
}

/** Finds the summary a usage line refers to; `SY1` also finds `1` (files write both). */
function resolveSummary(groups: Map<string, SummaryGroup>, usage: DsrUsage): SummaryGroup {
  const id = usage.summaryRecordId;
  const group = groups.get(id) ?? (/^sy/i.test(id) ? groups.get(id.slice(2)) : undefined);
  if (!group) {
    throw new StatementParseError(
      'bad-record',
      `usage line refers to summary record "${id}", which the file does not have`,
      usage.line,
    );
  }
  return group;
}

function weightOf(usage: DsrUsage): bigint {
  if (usage.usages < 0n) throw new StatementParseError('bad-value', `negative usages (${usage.usages})`, usage.line);
  return usage.usages;
}

function returnsOf(usage: DsrUsage): bigint {
  if (usage.returns < 0n) throw new StatementParseError('bad-value', `negative returns (${usage.returns})`, usage.line);
  return usage.returns;
}

/** floor(a / b) for bigints of any sign (b not zero). */
function floorDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return a % b !== 0n && a < 0n !== b < 0n ? q - 1n : q;
}

/** How a summary's revenue is shared: over sales by usages, minus a returned part over returns. */
interface SharePlan {
  sales: RemainderPlan;
  returns: RemainderPlan | null;
}

function sharePlanOf(g: SummaryGroup): SharePlan {
  if (g.returns === 0n) return { sales: new RemainderPlan(g.revenueMicros, g.histogram), returns: null };
  const net = g.usages - g.returns;
  if (net === 0n && g.revenueMicros !== 0n) {
    throw new StatementParseError(
      'bad-record',
      `summary record ${g.summaryRecordId} has revenue but its usage lines return as many units as they sell`,
    );
  }
  const salesMicros = net === 0n ? 0n : floorDiv(g.revenueMicros * g.usages, net);
  return {
    sales: new RemainderPlan(salesMicros, g.histogram),
    returns: new RemainderPlan(salesMicros - g.revenueMicros, g.returnHistogram),
  };
}

function addSummary(groups: Map<string, SummaryGroup>, record: DsrSummary, head: DsrHead, options: DsrOptions): void {
  const amount =
    options.revenue === 'AllocatedNetRevenue' ? (record.allocatedNetRevenueMicros ?? 0n) : record.netRevenueMicros;
  const existing = groups.get(record.summaryRecordId);
  if (existing) {
    if (existing.currency !== record.currency) {
      throw new StatementParseError(
        'bad-record',
        `summary record ${record.summaryRecordId} mixes currencies ${existing.currency} and ${record.currency}`,
        record.line,
      );
    }
    existing.records.push(record);
    existing.revenueMicros += amount;
    return;
  }
  const storeRaw = record.distributionChannel || head.senderName;
  groups.set(record.summaryRecordId, {
    summaryRecordId: record.summaryRecordId,
    records: [record],
    revenueMicros: amount,
    currency: record.currency,
    territory: normaliseTerritory(record.territory),
    storeRaw,
    store: channelDisplayName(storeRaw),
    useTypeRaw: record.useType,
    exchangeRate: record.exchangeRate,
    transactionCurrency: record.transactionCurrency,
    usageLines: 0,
    royaltyLines: 0,
    usages: 0n,
    returns: 0n,
    histogram: new Map(),
    returnHistogram: new Map(),
  });
}

function expectedOf(groups: Iterable<SummaryGroup>): ExpectedTotal[] {
  const byKey = new Map<string, ExpectedTotal>();
  for (const g of groups) {
    const key = `${g.store}\t${g.territory}\t${g.currency}`;
    const row = byKey.get(key) ?? { store: g.store, territory: g.territory, currency: g.currency, amountMicros: 0n };
    row.amountMicros += g.revenueMicros;
    byKey.set(key, row);
  }
  return [...byKey.values()];
}

function date(text: string, line: number, what: string): string {
  try {
    return parseDate(text);
  } catch {
    throw new StatementParseError('bad-value', `${what} is not a date: "${text}"`, line);
  }
}

interface Block {
  id: string;
  releases: DsrRelease[];
  resources: DsrResource[];
}

/** The release and resource a usage line is about: by reference, else the block's only one. */
function describe(usage: DsrUsage, block: Block): { release?: DsrRelease; resource?: DsrResource } {
  const ref = usage.transactedResource || usage.dspReleaseId;
  const resource =
    block.resources.find((r) => ref !== '' && (r.resourceReference === ref || r.dspResourceId === ref)) ??
    (usage.transactedResource === '' && block.resources.length === 1 ? block.resources[0] : undefined);
  const release =
    block.releases.find((r) => usage.transactedRelease !== '' && r.releaseReference === usage.transactedRelease) ??
    (block.releases.length === 1 ? block.releases[0] : undefined);
  return { release, resource };
}

/** Scans a DSR file (first pass) and returns the statement; `lines()` does the second pass. */
export async function openDsrStatement(open: OpenSource, options: DsrOptions = {}): Promise<DsrStatement> {
  const groups = new Map<string, SummaryGroup>();
  let head: DsrHead | undefined;
  let foot: DsrFoot | undefined;
  for await (const record of parseDsrRecords(open(), options)) {
    if (record.kind === 'head') head = record;
    else if (record.kind === 'summary') addSummary(groups, record, head as DsrHead, options);
    else if (record.kind === 'foot') foot = record;
    else if (record.kind === 'usage') {
      const group = resolveSummary(groups, record);
      const weight = weightOf(record);
      const returned = returnsOf(record);
      group.usageLines += 1;
      if (!record.isRoyaltyBearing) continue;
      group.royaltyLines += 1;
      group.usages += weight;
      group.returns += returned;
      group.histogram.set(weight, (group.histogram.get(weight) ?? 0) + 1);
      group.returnHistogram.set(returned, (group.returnHistogram.get(returned) ?? 0) + 1);
    }
  }
  if (!head || !foot) throw new StatementParseError('truncated', 'the file has no HEAD or FOOT record');
  const theHead = head;
  const format = formatOf(theHead);
  const period = {
    start: date(theHead.usageStartDate, theHead.line, 'UsageStartDate'),
    end: date(theHead.usageEndDate, theHead.line, 'UsageEndDate'),
  };

  async function* lines(): AsyncGenerator<SaleLine> {
    const plans = new Map<SummaryGroup, SharePlan>();
    for (const g of groups.values()) if (g.royaltyLines > 0) plans.set(g, sharePlanOf(g));
    let block: Block = { id: '', releases: [], resources: [] };
    for await (const record of parseDsrRecords(open(), options)) {
      if (record.kind === 'release' || record.kind === 'resource') {
        if (record.blockId !== block.id) block = { id: record.blockId, releases: [], resources: [] };
        if (record.kind === 'release') block.releases.push(record);
        else block.resources.push(record);
        continue;
      }
      if (record.kind !== 'usage') continue;
      if (record.blockId !== block.id) block = { id: record.blockId, releases: [], resources: [] };
      const group = resolveSummary(groups, record);
      const plan = record.isRoyaltyBearing ? plans.get(group) : undefined;
      if (record.isRoyaltyBearing && !plan) {
        throw new StatementParseError('bad-record', 'the file changed between its two readings', record.line);
      }
      const amountMicros = plan
        ? plan.sales.next(weightOf(record)) - (plan.returns ? plan.returns.next(returnsOf(record)) : 0n)
        : 0n;
      // A blank summary use type leaves the classification to the usage line's own UseType.
      const useTypeRaw = group.useTypeRaw || record.useType;
      const { release, resource } = describe(record, block);
      yield {
        salePeriodStart: record.validityPeriodStart
          ? date(record.validityPeriodStart, record.line, 'ValidityPeriodStart')
          : period.start,
        salePeriodEnd: record.validityPeriodEnd
          ? date(record.validityPeriodEnd, record.line, 'ValidityPeriodEnd')
          : period.end,
        store: group.store,
        storeRaw: group.storeRaw,
        territory: group.territory,
        isrc: resource ? normaliseIsrc(resource.isrc) : undefined,
        upc: release ? normaliseUpc(release.icpn) : undefined,
        title: resource?.title || release?.title || '',
        releaseTitle: release?.title || undefined,
        artist: resource?.displayArtistName || release?.displayArtistName || '',
        units: record.usages - record.returns,
        useType: format === 'dsr-ugc' ? 'ugc' : classifyUseType(useTypeRaw),
        useTypeRaw,
        amountMicros,
        ...(record.isRoyaltyBearing ? {} : { isRoyaltyBearing: false }),
        currency: group.currency,
        exchangeRate: group.exchangeRate,
        transactionCurrency: group.transactionCurrency,
        sourceLine: record.line,
        summaryRecordId: group.summaryRecordId,
        reportedAmountMicros: record.netRevenueMicros,
      };
    }
  }

  return {
    format,
    head: theHead,
    foot,
    summaries: groups,
    expectedTotals: expectedOf(groups.values()),
    unallocated: [...groups.values()].filter((g) => g.royaltyLines === 0 && g.revenueMicros !== 0n),
    lines,
  };
}
