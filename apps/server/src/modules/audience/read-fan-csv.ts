import Papa from 'papaparse';
import { AUDIENCE_IMPORT_MAX_LINES, AUDIENCE_MESSAGES } from '@liner/domain';
import { fieldError } from '../../platform/errors.js';

/** One record of the file and the line it starts on (a quoted value may run over several lines). */
export interface CsvRecord {
  line: number;
  cells: string[];
}

export interface FanCsv {
  /** The header line's cells, when the file has one. */
  header: string[] | null;
  records: CsvRecord[];
  /** The most cells a line has: a mapped column must be within it. */
  width: number;
}

const isBlankRecord = (cells: string[]) => cells.every((cell) => cell.trim() === '');

/**
 * Reads a fan list's CSV text (comma, semicolon or tab separated; papaparse guesses which) into
 * records with the line each starts on, counted from 1 as a text editor does. Empty lines are
 * skipped but counted. A quote never closed swallows the rest of the file, so the whole file is
 * refused then, naming its line; a file with more fans than the limit is refused before any is read.
 */
export function readFanCsv(text: string, hasHeader: boolean): FanCsv {
  const csv = text.replace(/^\uFEFF/, '');
  const newline = csv.includes('\n') ? '\n' : '\r';
  const records: CsvRecord[] = [];
  // Set inside papaparse's callback, so kept in an object the compiler does not narrow.
  const seen: { header: string[] | null; unclosedQuoteLine: number | null; tooMany: boolean } = {
    header: null,
    unclosedQuoteLine: null,
    tooMany: false,
  };
  let line = 1;
  let start = 0;
  // The delimiter is guessed on the first lines without empty ones (a blank line spoils the guess);
  // the records are then read with empty lines kept, so each one's line is counted.
  const { delimiter } = Papa.parse<string[]>(csv.slice(0, 65_536), { preview: 20, skipEmptyLines: true }).meta;
  Papa.parse<string[]>(csv, {
    delimiter,
    step(result, parser) {
      const cursor = result.meta.cursor;
      const cells = result.data;
      if (result.errors.some((error) => error.code === 'MissingQuotes')) {
        seen.unclosedQuoteLine = line;
        parser.abort();
        return;
      }
      if (!isBlankRecord(cells)) {
        if (hasHeader && seen.header === null) seen.header = cells.map((cell) => cell.trim());
        else if (records.length === AUDIENCE_IMPORT_MAX_LINES) {
          seen.tooMany = true;
          parser.abort();
          return;
        } else records.push({ line, cells });
      }
      for (
        let index = csv.indexOf(newline, start);
        index !== -1 && index < cursor;
        index = csv.indexOf(newline, index + 1)
      )
        line += 1;
      start = cursor;
    },
  });
  if (seen.unclosedQuoteLine !== null)
    throw fieldError(
      'csv',
      `The file is not valid CSV: the quote opened on line ${seen.unclosedQuoteLine} is never closed`,
    );
  if (seen.tooMany) throw fieldError('csv', AUDIENCE_MESSAGES.tooManyLines);
  if (records.length === 0) throw fieldError('csv', AUDIENCE_MESSAGES.fileEmpty);
  const width = Math.max(seen.header?.length ?? 0, ...records.map((record) => record.cells.length));
  return { header: seen.header, records, width };
}
