/** Delimited rows (CSV / TSV / semicolon) read as a stream with csv-parse, which handles the quoting. */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parse, type Info } from 'csv-parse';
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

interface RecordWithInfo {
  record: string[];
  info: Info;
}

/** Rows of a delimited file, empty lines skipped; the first row is the header. */
export async function* readCsvRows(source: ChunkSource, options: CsvOptions = {}): AsyncGenerator<CsvRow> {
  const text = decodeChunks(source, options);
  let delimiter = options.delimiter;
  const chunks = delimiter ? text : withDelimiter(text, (d) => (delimiter = d));
  const iterator = chunks[Symbol.asyncIterator]();
  const first = await iterator.next();
  if (first.done) return;
  async function* replay(): AsyncGenerator<string> {
    yield first.value as string;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  }
  const parser = parse({
    delimiter, bom: true, info: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: true,
  });
  const feeding = pipeline(Readable.from(replay()), parser);
  feeding.catch(() => undefined); // the same error reaches the consumer through the parser
  try {
    for await (const item of parser as AsyncIterable<RecordWithInfo>) {
      yield { cells: item.record, line: item.info.lines };
    }
  } catch (error) {
    if (error instanceof StatementParseError) throw error;
    throw new StatementParseError('bad-record', `the file cannot be read as delimited text: ${(error as Error).message}`);
  } finally {
    parser.destroy();
  }
}
