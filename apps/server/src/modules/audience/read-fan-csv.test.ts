import { describe, expect, it } from 'vitest';
import { AUDIENCE_IMPORT_MAX_LINES, AUDIENCE_MESSAGES } from '@liner/domain';
import { AppError } from '../../platform/errors.js';
import { readFanCsv } from './read-fan-csv.js';

function refusal(run: () => unknown): Record<string, string[]> | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error.errors;
    throw error;
  }
  return undefined;
}

describe('readFanCsv', () => {
  it('numbers records by the line they start on, past empty lines and quoted line breaks', () => {
    const csv =
      '\uFEFFname,email\r\n"Lima, Ana",ana@example.com\r\n\r\n"Two\r\nlines",two@example.com\r\nBo,bo@example.com';
    expect(readFanCsv(csv, true)).toEqual({
      header: ['name', 'email'],
      width: 2,
      records: [
        { line: 2, cells: ['Lima, Ana', 'ana@example.com'] },
        { line: 4, cells: ['Two\r\nlines', 'two@example.com'] },
        { line: 6, cells: ['Bo', 'bo@example.com'] },
      ],
    });
  });

  it('reads semicolon files and files without a header', () => {
    const read = readFanCsv('ana@example.com;PT\nbo@example.com;DE\n', false);
    expect(read.header).toBeNull();
    expect(read.records).toEqual([
      { line: 1, cells: ['ana@example.com', 'PT'] },
      { line: 2, cells: ['bo@example.com', 'DE'] },
    ]);
  });

  it('refuses a file whose quote is never closed, naming the line', () => {
    expect(
      refusal(() => readFanCsv('name,email\nAna,ana@example.com\n"Bo,bo@example.com\nCy,cy@example.com\n', true)),
    ).toEqual({
      csv: ['The file is not valid CSV: the quote opened on line 3 is never closed'],
    });
  });

  it('refuses an empty file and one with more fans than the limit', () => {
    expect(refusal(() => readFanCsv('name,email\n\n', true))).toEqual({ csv: [AUDIENCE_MESSAGES.fileEmpty] });
    const lines = Array.from({ length: AUDIENCE_IMPORT_MAX_LINES + 1 }, (_, index) => `fan${index}@example.com`);
    expect(refusal(() => readFanCsv(`email\n${lines.join('\n')}`, true))).toEqual({
      csv: [AUDIENCE_MESSAGES.tooManyLines],
    });
    expect(readFanCsv(`email\n${lines.slice(1).join('\n')}`, true).records).toHaveLength(AUDIENCE_IMPORT_MAX_LINES);
  });
});
