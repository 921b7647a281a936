/** Shared types of the statement parsers: normalised sale lines, sources and errors. */

/** Chunks of a statement file: a Node Readable, an async generator, or an array in tests. */
export type Chunk = Uint8Array | string;
export type ChunkSource = AsyncIterable<Chunk> | Iterable<Chunk>;
/** Re-opens the same file from the start; DSR sale lines need two passes (see dsr-statement.ts). */
export type OpenSource = () => ChunkSource;

export type TextEncodingName = 'utf-8' | 'latin1';

export type StatementFormat = 'dsr-basic-audio' | 'dsr-ugc' | 'distrokid' | 'tunecore' | 'generic-csv' | 'unknown';

export type UseType = 'stream' | 'download' | 'ugc' | 'other';

/** One sale line, whatever file it came from. Money is integer micro-units; units are integers. */
export interface SaleLine {
  /** yyyy-mm-dd */
  salePeriodStart: string;
  /** yyyy-mm-dd, inclusive */
  salePeriodEnd: string;
  /** yyyy-mm-dd, when the file says when the store accounted the sale */
  accountingDate?: string;
  /** Display channel name after the display-name mapping (Spotify Streaming -> Spotify, ...). */
  store: string;
  /** The store name exactly as the file has it. */
  storeRaw: string;
  /** ISO 3166-1 alpha-2, upper case; 'ZZ' when the file gives none or a non-country (Worldwide). */
  territory: string;
  isrc?: string;
  /** UPC / EAN / ICPN, digits only */
  upc?: string;
  title: string;
  releaseTitle?: string;
  artist: string;
  units: bigint;
  useType: UseType;
  /** The use type as the file spells it. */
  useTypeRaw: string;
  /**
   * False when the store flags the usage as not royalty-bearing (DSR IsRoyaltyBearing): the line is
   * kept for its units, its amount is zero. Absent means royalty-bearing.
   */
  isRoyaltyBearing?: false;
  /** Amount in micro-units of `currency` (the reporting currency). */
  amountMicros: bigint;
  /** ISO 4217 code, upper case */
  currency: string;
  /** Exchange rate as an exact decimal string, as the file gives it. */
  exchangeRate?: string;
  /**
   * The currency `exchangeRate` converts from into `currency` (DSR CurrencyOfTransaction, TuneCore
   * Net Sales Currency); absent when the file names none.
   */
  transactionCurrency?: string;
  /** 1-based line of the source file the line comes from. */
  sourceLine: number;
  /** DSR only: the summary record whose revenue the amount is a share of. */
  summaryRecordId?: string;
  /** DSR UGC only: the revenue the usage line itself reports (kept for information). */
  reportedAmountMicros?: bigint;
}

export type StatementErrorCode =
  | 'foot-mismatch'
  | 'truncated'
  | 'bad-record'
  | 'bad-value'
  | 'missing-columns'
  | 'encoding'
  | 'unknown-format';

/** Every parse failure: a code to branch on, the 1-based line when known, and a readable message. */
export class StatementParseError extends Error {
  readonly code: StatementErrorCode;
  readonly line: number | undefined;

  constructor(code: StatementErrorCode, message: string, line?: number) {
    super(line === undefined ? message : `line ${line}: ${message}`);
    this.name = 'StatementParseError';
    this.code = code;
    this.line = line;
  }
}
