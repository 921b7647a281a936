/** Typed records of a DSR flat file (HEAD, SY, RE, AS, SU, FOOT, ...), read as a stream. */
import { ColumnLayouts, RecordCells, baseRecordType, isRecordType, splitRawCells } from './dsr-cells.js';
import { readLines, type DecodeOptions } from './text-lines.js';
import { StatementParseError, type ChunkSource } from './types.js';
import { parseAmount, parseUnits } from './values.js';

interface RecordBase {
  /** 1-based line in the file */
  line: number;
  /** Record type as written, with its version suffix (`SY02.03`) */
  type: string;
  /** Every cell by column key: `cells.value('isrc')`, `splitMultiValue(cells.raw('composerauthor'))` */
  cells: RecordCells;
}

export interface DsrHead extends RecordBase {
  kind: 'head';
  profile: string;
  profileVersion: string;
  messageId: string;
  messageCreated: string;
  fileNumber: number;
  numberOfFiles: number;
  usageStartDate: string;
  usageEndDate: string;
  senderPartyId: string;
  senderName: string;
  serviceDescription: string;
}

export interface DsrSummary extends RecordBase {
  kind: 'summary';
  summaryRecordId: string;
  distributionChannel: string;
  commercialModel: string;
  useType: string;
  territory: string;
  serviceDescription: string;
  usages: bigint | undefined;
  currency: string;
  netRevenueMicros: bigint;
  /** SY02: the part of NetRevenue allocated to the rights controller, if given */
  allocatedNetRevenueMicros: bigint | undefined;
  exchangeRate: string | undefined;
  /** CurrencyOfTransaction (DSRF 1.3: ExchangeRateBaseCurrency): what ExchangeRate converts from into `currency`. */
  transactionCurrency: string | undefined;
  rightsController: string;
}

export interface DsrRelease extends RecordBase {
  kind: 'release';
  blockId: string;
  releaseReference: string;
  dspReleaseId: string;
  icpn: string;
  displayArtistName: string;
  title: string;
}

export interface DsrResource extends RecordBase {
  kind: 'resource';
  blockId: string;
  resourceReference: string;
  dspResourceId: string;
  isrc: string;
  title: string;
  displayArtistName: string;
}

export interface DsrUsage extends RecordBase {
  kind: 'usage';
  blockId: string;
  summaryRecordId: string;
  salesTransactionId: string;
  transactedRelease: string;
  transactedResource: string;
  /** SU03 (UGC): the DSP id of the used resource */
  dspReleaseId: string;
  /** Usages (SU01, SU03) or NumberOfStreams (SU02) */
  usages: bigint;
  returns: bigint;
  /** IsRoyaltyBearing: false only when the cell says so (blank means royalty-bearing). */
  isRoyaltyBearing: boolean;
  /** The usage line's own UseType (newer SU records carry one), '' when it has none. */
  useType: string;
  /** Revenue the usage line reports itself (SU03), if any */
  netRevenueMicros: bigint | undefined;
  validityPeriodStart: string;
  validityPeriodEnd: string;
}

export interface DsrFoot extends RecordBase {
  kind: 'foot';
  linesInFile: number;
  linesInReport: number | undefined;
  summaryRecords: number;
  blocksInFile: number;
  blocksInReport: number | undefined;
  /** Counts that could not be checked strictly and disagree (e.g. blocks in a multi-file report). */
  warnings: string[];
}

/** Any other record (MW01, RU01, LI01, RE02, ...), with its cells. */
export interface DsrOther extends RecordBase {
  kind: 'other';
}

export type DsrRecord = DsrHead | DsrSummary | DsrRelease | DsrResource | DsrUsage | DsrFoot | DsrOther;

function count(cells: RecordCells, key: string, line: number, optional = false): number | undefined {
  const text = cells.value(key);
  if (text === '' && optional) return undefined;
  if (!/^\d+$/.test(text)) throw new StatementParseError('bad-value', `FOOT ${key} is not a count: "${text}"`, line);
  return Number(text);
}

/** Reads a cell with `parse`, turning a failure into a bad-value error on the record's line. */
function read<T>(parse: (text: string) => T, text: string, line: number, what: string): T {
  try {
    return parse(text);
  } catch (error) {
    throw new StatementParseError('bad-value', `${what}: ${(error as Error).message}`, line);
  }
}

function toRecord(type: string, cells: RecordCells, line: number): DsrRecord {
  const v = cells;
  switch (baseRecordType(type).slice(0, 2)) {
    case 'HE':
      return {
        type,
        cells,
        line,
        kind: 'head',
        profile: v.value('profile'),
        profileVersion: v.value('profileversion'),
        messageId: v.value('messageid'),
        messageCreated: v.value('messagecreateddatetime'),
        fileNumber: Number(v.value('filenumber') || '1'),
        numberOfFiles: Number(v.value('numberoffiles') || '1'),
        usageStartDate: v.value('usagestartdate'),
        usageEndDate: v.value('usageenddate'),
        senderPartyId: v.value('senderpartyid'),
        senderName: v.value('sendername'),
        serviceDescription: v.value('servicedescription'),
      };
    case 'SY':
      return {
        type,
        cells,
        line,
        kind: 'summary',
        summaryRecordId: v.value('summaryrecordid'),
        distributionChannel: v.value('distributionchannel'),
        commercialModel: v.value('commercialmodel'),
        useType: v.value('usetype'),
        territory: v.value('territory'),
        serviceDescription: v.value('servicedescription'),
        usages: v.value('usages') === '' ? undefined : read(parseUnits, v.value('usages'), line, 'Usages'),
        currency: (v.value('currencyofreporting', 'currency') || v.value('reportingcurrency')).toUpperCase(),
        netRevenueMicros: read(parseAmount, v.value('netrevenue') || '0', line, 'NetRevenue'),
        allocatedNetRevenueMicros:
          v.value('allocatednetrevenue') === ''
            ? undefined
            : read(parseAmount, v.value('allocatednetrevenue'), line, 'AllocatedNetRevenue'),
        exchangeRate: v.value('exchangerate') || undefined,
        // DSRF 1.3 headers name the same cell ExchangeRateBaseCurrency.
        transactionCurrency: v.value('currencyoftransaction', 'exchangeratebasecurrency').toUpperCase() || undefined,
        rightsController: v.value('rightscontroller'),
      };
    case 'RE':
      return {
        type,
        cells,
        line,
        kind: 'release',
        blockId: v.value('blockid'),
        releaseReference: v.value('releasereference'),
        dspReleaseId: v.value('dspreleaseid'),
        icpn: v.value('icpn'),
        displayArtistName: v.value('displayartistname'),
        title: v.value('title'),
      };
    case 'AS':
      return {
        type,
        cells,
        line,
        kind: 'resource',
        blockId: v.value('blockid'),
        resourceReference: v.value('resourcereference'),
        dspResourceId: v.value('dspresourceid'),
        isrc: v.value('isrc'),
        title: v.value('title'),
        displayArtistName: v.value('displayartistname'),
      };
    case 'SU':
      return {
        type,
        cells,
        line,
        kind: 'usage',
        blockId: v.value('blockid'),
        summaryRecordId: v.value('summaryrecordid'),
        salesTransactionId: v.value('salestransactionid'),
        transactedRelease: v.value('transactedrelease'),
        transactedResource: v.value('transactedresource'),
        dspReleaseId: v.value('dspreleaseid'),
        usages: read(parseUnits, v.value('numberofstreams', 'usages'), line, 'usages'),
        returns: read(parseUnits, v.value('returns'), line, 'Returns'),
        isRoyaltyBearing: !/^(false|f|n|no|0)$/i.test(v.value('isroyaltybearing')),
        useType: v.value('usetype'),
        netRevenueMicros:
          v.value('netrevenue') === '' ? undefined : read(parseAmount, v.value('netrevenue'), line, 'NetRevenue'),
        validityPeriodStart: v.value('validityperiodstart'),
        validityPeriodEnd: v.value('validityperiodend'),
      };
    case 'FO':
      return {
        type,
        cells,
        line,
        kind: 'foot',
        linesInFile: count(cells, 'numberoflinesinfile', line) ?? 0,
        linesInReport: count(cells, 'numberoflinesinreport', line, true),
        summaryRecords: count(cells, 'numberofsummaryrecords', line) ?? 0,
        blocksInFile: count(cells, 'numberofblocksinfile', line) ?? 0,
        blocksInReport: count(cells, 'numberofblocksinreport', line, true),
        warnings: [],
      };
    default:
      return { type, cells, line, kind: 'other' };
  }
}

/** Compares the FOOT's counts with what was read; the strict ones throw, the report-wide ones warn. */
function checkFoot(foot: DsrFoot, head: DsrHead, seen: { lines: number; summaries: number; blocks: number }): void {
  const problems: string[] = [];
  if (foot.linesInFile !== seen.lines)
    problems.push(`${foot.linesInFile} lines in the file, the file has ${seen.lines}`);
  if (foot.summaryRecords !== seen.summaries) {
    problems.push(`${foot.summaryRecords} summary records, the file has ${seen.summaries}`);
  }
  if (foot.blocksInFile !== seen.blocks)
    problems.push(`${foot.blocksInFile} blocks in the file, the file has ${seen.blocks}`);
  if (problems.length > 0) {
    throw new StatementParseError(
      'foot-mismatch',
      `FOOT counts do not match the file: FOOT says ${problems.join('; ')}`,
      foot.line,
    );
  }
  if (head.numberOfFiles === 1) {
    if (foot.linesInReport !== undefined && foot.linesInReport !== seen.lines) {
      foot.warnings.push(`FOOT says ${foot.linesInReport} lines in the report, the single file has ${seen.lines}`);
    }
    if (foot.blocksInReport !== undefined && foot.blocksInReport !== seen.blocks) {
      foot.warnings.push(`FOOT says ${foot.blocksInReport} blocks in the report, the single file has ${seen.blocks}`);
    }
  }
}

/**
 * Reads a DSR flat file record by record. Comment lines (`#...`) are skipped but count as lines, and
 * a `#TYPE` comment defines that record type's column names. Errors: no HEAD first, an unknown
 * record type cell, a record after FOOT, no FOOT at the end (truncated), FOOT counts that disagree.
 */
export async function* parseDsrRecords(source: ChunkSource, options: DecodeOptions = {}): AsyncGenerator<DsrRecord> {
  const layouts = new ColumnLayouts();
  const seen = { lines: 0, summaries: 0, blocks: 0 };
  let head: DsrHead | undefined;
  let foot: DsrFoot | undefined;
  let lastBlock: string | undefined;
  let lastLine = 0;
  for await (const { text, line } of readLines(source, options)) {
    lastLine = line;
    if (text.trim() === '') continue;
    seen.lines += 1;
    if (foot) throw new StatementParseError('bad-record', 'the file goes on after its FOOT record', line);
    if (text.startsWith('#')) {
      layouts.learn(text);
      continue;
    }
    const raw = splitRawCells(text);
    const type = raw[0].trim();
    if (!isRecordType(type))
      throw new StatementParseError('bad-record', `"${type.slice(0, 20)}" is not a DSR record type`, line);
    if (!head && type !== 'HEAD')
      throw new StatementParseError('bad-record', `the file must start with HEAD, found ${type}`, line);
    const layout = layouts.layout(type);
    if (!layout && type.startsWith('SY')) {
      throw new StatementParseError(
        'bad-record',
        `summary record ${type} has no column definition (add a #${type} line)`,
        line,
      );
    }
    const record = toRecord(type, new RecordCells(layout, raw), line);
    if (record.kind === 'head') {
      if (head) throw new StatementParseError('bad-record', 'a second HEAD record', line);
      head = record;
    } else if (record.kind === 'summary') {
      seen.summaries += 1;
    } else if (record.kind === 'foot') {
      foot = record;
      checkFoot(foot, head as DsrHead, seen);
    }
    const blockId =
      record.kind === 'summary' || record.kind === 'head' || record.kind === 'foot'
        ? ''
        : record.cells.value('blockid');
    if (blockId !== '' && blockId !== lastBlock) {
      seen.blocks += 1;
      lastBlock = blockId;
    }
    yield record;
  }
  if (!head)
    throw new StatementParseError(
      'truncated',
      'the file is empty or has no HEAD record, or the stream given had already been read',
    );
  if (!foot) {
    throw new StatementParseError(
      'truncated',
      `the file ends at line ${lastLine} without a FOOT record (truncated upload?)`,
    );
  }
}
