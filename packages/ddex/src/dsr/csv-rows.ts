/** Delimited rows (CSV / TSV / semicolon) read as a stream with csv-parse, which handles the quoting. */
import { Parser } from 'csv-parse';
import { decodeChunks, type DecodeOptions } from './text-lines.js';
import { StatementParseError, type ChunkSource } from './types.js';

export interface CsvRow {
  cells: string[];
  /** 1-based line where the row ends (a quoted cell may span lines) */
  line: number;
}

export interface CsvOptions extends DecodeOptions {
  /** Cell delimiter; when absent it is guessed from the first line (tab, comma or semicolon). */
  delimiter?: string;
}

/** The delimiter used most often outside quotes in a header line. */
export function guessDelimiter(headerLine: string): string {
  const counts = new Map<string, number>([['\t', 0], [',', 0], [';', 0]]);
  let quoted = false;
  for (const ch of headerLine) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && counts.has(ch)) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  }
  let best = ',';
  let most = 0;
  for (const [delimiter, n] of counts) {
    if (n > most) {
      best = delimiter;
      most = n;
    }
  }
  return best;
}

/** Text chunks, with the delimiter guessed from the first line before any row is parsed. */
async function* withDelimiter(text: AsyncIterable<string>, found: (delimiter: string) => void): AsyncGenerator<string> {
  let head = '';
  let decided = false;
  for await (const chunk of text) {
    if (decided) {
      yield chunk;
      continue;
    }
    head += chunk;
    const newline = head.indexOf('\n');
    if (newline === -1 && head.length < 65536) continue;
    found(guessDelimiter(newline === -1 ? head : head.slice(0, newline)));
    decided = true;
    yield head;
  }
  if (!decided) {
    found(guessDelimiter(head));
    if (head.length > 0) yield head;
  }
}

/**
 * csv-parse's own parser, driven synchronously chunk by chunk (its Transform methods, without the
 * stream machinery): each record is taken as it is parsed, with the line it ends on.
 */
class RowCollector extends Parser {
  rows: CsvRow[] = [];

  override push(record: unknown): boolean {
    if (Array.isArray(record)) this.rows.push({ cells: record as string[], line: this.info.lines });
    return true;
  }

  /** Runs one parser step; csv-parse reports errors through the callback, synchronously. */
  step(run: (done: (error?: Error | null) => void) => void): CsvRow[] {
    let failure: Error | undefined;
    run((error) => {
      if (error) failure = error;
    });
    if (failure) {
      throw new StatementParseError('bad-record', `the file cannot be read as delimited text: ${failure.message}`, this.info.lines);
    }
    const rows = this.rows;
    this.rows = [];
    return rows;
  }
}

/** Rows of a delimited file, empty lines skipped; the first row is the header. */
export async function* readCsvRows(source: ChunkSource, options: CsvOptions = {}): AsyncGenerator<CsvRow> {
  const text = decodeChunks(source, options);
  let delimiter = options.delimiter;
  const chunks = delimiter ? text : withDelimiter(text, (d) => (delimiter = d));
  let parser: RowCollector | undefined;
  for await (const chunk of chunks) {
    parser ??= new RowCollector({ delimiter, relax_column_count: true, relax_quotes: true, skip_empty_lines: true });
    const bytes = Buffer.from(chunk, 'utf8');
    const current = parser;
    yield* current.step((done) => current._transform(bytes, 'utf8', done));
  }
  if (parser) {
    const current = parser;
    yield* current.step((done) => current._flush(done));
  }
}
