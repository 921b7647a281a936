/**
 * DSR flat-file cells (DOMAIN.md section 2): TAB between cells, `|` between the values of a
 * multi-value cell, `\` escapes the character after it (so `\t`-the-character, `\|` and `\\` are
 * literal). Column names come from the file's own `#TYPE` comment lines when present, else from the
 * built-in definitions below (Basic Audio Profile 1.2 and the UGC profile as DOMAIN.md lists them).
 */

/** Splits a line into raw cells on unescaped tabs; escapes are kept so `|` can still be split. */
export function splitRawCells(line: string): string[] {
  if (line.indexOf('\\') === -1) return line.split('\t');
  const cells: string[] = [];
  let current = '';
  for (let i = 0; i < line.length; i += 1) {
    const ch = line[i];
    if (ch === '\\' && i + 1 < line.length) {
      current += ch + line[i + 1];
      i += 1;
    } else if (ch === '\t') {
      cells.push(current);
      current = '';
    } else {
      current += ch;
    }
  }
  cells.push(current);
  return cells;
}

/** Removes escape characters from one raw cell value. */
export function unescapeCell(raw: string): string {
  if (raw.indexOf('\\') === -1) return raw;
  let out = '';
  for (let i = 0; i < raw.length; i += 1) {
    if (raw[i] === '\\' && i + 1 < raw.length) {
      out += raw[i + 1];
      i += 1;
    } else {
      out += raw[i];
    }
  }
  return out;
}

/** Splits a raw multi-value cell on unescaped `|` and unescapes each value. */
export function splitMultiValue(raw: string): string[] {
  if (raw === '') return [];
  const values: string[] = [];
  let current = '';
  for (let i = 0; i < raw.length; i += 1) {
    const ch = raw[i];
    if (ch === '\\' && i + 1 < raw.length) {
      current += ch + raw[i + 1];
      i += 1;
    } else if (ch === '|') {
      values.push(unescapeCell(current));
      current = '';
    } else {
      current += ch;
    }
  }
  values.push(unescapeCell(current));
  return values;
}

/** Column names are compared lower case without punctuation: `NumberofFiles` = `NumberOfFiles`. */
export function columnKey(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '');
}

const BUILT_IN: Record<string, string> = {
  HEAD:
    'RecordType MessageVersion Profile ProfileVersion MessageId MessageCreatedDateTime FileNumber NumberOfFiles ' +
    'UsageStartDate UsageEndDate SenderPartyId SenderName ServiceDescription RecipientPartyId RecipientName RepresentedRepertoire',
  SY01:
    'RecordType SummaryRecordId DistributionChannel DistributionChannelDPID CommercialModel UseType Territory ' +
    'ServiceDescription Usages Subscribers CurrencyOfReporting NetRevenue IndirectNetRevenue CurrencyOfTransaction ExchangeRate',
  SY02:
    'RecordType SummaryRecordId DistributionChannel DistributionChannelDPID CommercialModel UseType Territory ' +
    'ServiceDescription Usages Users CurrencyOfReporting NetRevenue RightsController RightsControllerPartyId ' +
    'AllocatedUsages AllocatedRevenue AllocatedNetRevenue RightsType ContentCategory CurrencyOfTransaction ExchangeRate RightsTypePercentage',
  RE01:
    'RecordType BlockId ReleaseReference DspReleaseId ProprietaryReleaseId CatalogNumber ICPN DisplayArtistName ' +
    'DisplayArtistPartyId Title SubTitle ReleaseType Label PLine DataProvider',
  AS01:
    'RecordType BlockId ResourceReference DspResourceId ISRC Title SubTitle DisplayArtistName DisplayArtistPartyId ' +
    'Duration ResourceType IsMasterRecording',
  AS02:
    'RecordType BlockId ResourceReference DspResourceId ISRC Title SubTitle DisplayArtistName DisplayArtistPartyId ' +
    'Duration ResourceType ISWC ComposerAuthor ComposerAuthorPartyId Arranger ArrangerPartyId MusicPublisher ' +
    'MusicPublisherPartyId WorkContributor WorkContributorPartyId ProprietaryWorkId IsMasterRecording',
  MW01:
    'RecordType BlockId DspWorkId ISWC Title SubTitle ComposerAuthor ComposerAuthorPartyId Arranger ArrangerPartyId ' +
    'MusicPublisher MusicPublisherPartyId WorkContributor WorkContributorPartyId DataProvider ProprietaryWorkId',
  RU01: 'RecordType BlockId SummaryRecordId DspReleaseId Usages',
  SU01:
    'RecordType BlockId SummaryRecordId SalesTransactionId TransactedRelease TransactedResource IsRoyaltyBearing ' +
    'SalesUpgrade Usages Returns PriceConsumerPaidExcSalesTax PromotionalActivity UseType',
  SU02:
    'RecordType BlockId SummaryRecordId SalesTransactionId TransactedRelease TransactedResource IsRoyaltyBearing ' +
    'NumberOfStreams PriceConsumerPaidExcSalesTax PromotionalActivity UseType',
  SU03: 'RecordType BlockId SalesTransactionId SummaryRecordId DspReleaseId Usages NetRevenue ValidityPeriodStart ValidityPeriodEnd',
  LI01:
    'RecordType BlockId SummaryRecordId RightsController RightsControllerProprietaryID RightsControllerWorkID ' +
    'RightShare RightType AllocatedNetRevenue AllocatedAmount',
  FOOT: 'RecordType NumberOfLinesInFile NumberOfLinesInReport NumberOfSummaryRecords NumberOfBlocksInFile NumberOfBlocksInReport',
};

/** `SY02.03` -> `SY02`; `HEAD` stays `HEAD`. */
export function baseRecordType(type: string): string {
  const dot = type.indexOf('.');
  return dot === -1 ? type : type.slice(0, dot);
}

const RECORD_TYPE = /^(HEAD|FOOT|[A-Z]{2}\d{2}(\.\d{2})?)$/;

export function isRecordType(cell: string): boolean {
  return RECORD_TYPE.test(cell);
}

/** The column keys of one record type, with their positions. */
export class ColumnLayout {
  readonly keys: readonly string[];
  private readonly index = new Map<string, number>();

  constructor(keys: readonly string[]) {
    this.keys = keys;
    keys.forEach((key, i) => {
      if (key !== '' && !this.index.has(key)) this.index.set(key, i);
    });
  }

  position(key: string): number | undefined {
    return this.index.get(key);
  }
}

/** Column layouts by record type: the file's own `#TYPE` lines first, then the built-in ones. */
export class ColumnLayouts {
  private readonly declared = new Map<string, ColumnLayout>();
  private readonly resolved = new Map<string, ColumnLayout | undefined>();

  /** Learns a layout from a comment line like `#SY02.03\tSummaryRecordId\t...`; ignores other comments. */
  learn(commentLine: string): void {
    const cells = commentLine.slice(1).split('\t');
    const type = cells[0]?.trim() ?? '';
    if (!isRecordType(type)) return;
    const names = ['RecordType', ...cells.slice(1)].map(columnKey);
    while (names.length > 1 && names[names.length - 1] === '') names.pop();
    const layout = new ColumnLayout(names);
    this.declared.set(type, layout);
    if (!this.declared.has(baseRecordType(type))) this.declared.set(baseRecordType(type), layout);
    this.resolved.clear();
  }

  /** The layout of a record type, or undefined when neither the file nor this module defines it. */
  layout(type: string): ColumnLayout | undefined {
    if (this.resolved.has(type)) return this.resolved.get(type);
    const builtIn = BUILT_IN[baseRecordType(type)];
    const layout =
      this.declared.get(type) ??
      this.declared.get(baseRecordType(type)) ??
      (builtIn ? new ColumnLayout(builtIn.split(' ').map(columnKey)) : undefined);
    this.resolved.set(type, layout);
    return layout;
  }
}

/** A record's cells, read by column key (see `columnKey`). */
export class RecordCells {
  constructor(
    private readonly layout: ColumnLayout | undefined,
    /** The cells as split, still escaped (so multi-values can be split with `splitMultiValue`). */
    readonly values: readonly string[],
  ) {}

  /** The escaped value of a column, '' when the record has no such column or leaves it empty. */
  raw(key: string): string {
    const i = this.layout?.position(key);
    return i === undefined ? '' : (this.values[i] ?? '');
  }

  /** The unescaped, trimmed value of the first of `keys` that is not empty, '' when none. */
  value(...keys: string[]): string {
    for (const key of keys) {
      const raw = this.raw(key);
      if (raw !== '') return unescapeCell(raw).trim();
    }
    return '';
  }

  /** Every named cell as an object (for display and debugging). */
  toObject(): Record<string, string> {
    const named: Record<string, string> = {};
    this.layout?.keys.forEach((key, i) => {
      if (i > 0 && key !== '' && !(key in named)) named[key] = this.values[i] ?? '';
    });
    return named;
  }
}
