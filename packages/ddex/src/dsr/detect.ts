/** Recognising a statement file from its first bytes: DSR profile from HEAD, exports by header. */
import { guessDelimiter } from './csv-rows.js';
import { matchFingerprint } from './csv-layouts.js';
import type { StatementFormat, TextEncodingName } from './types.js';

function toText(firstBytes: Uint8Array | string): string {
  const text = typeof firstBytes === 'string' ? firstBytes : new TextDecoder('utf-8').decode(firstBytes);
  return text.replace(/^\ufeff/, '');
}

function looksBinary(firstBytes: Uint8Array | string): boolean {
  if (typeof firstBytes === 'string') return firstBytes.includes('\u0000');
  if (firstBytes[0] === 0x50 && firstBytes[1] === 0x4b) return true; // zip: XLSX, not a delimited file
  if (firstBytes[0] === 0x1f && firstBytes[1] === 0x8b) return true; // gzip (.tsv.gz): decompress first
  return firstBytes.includes(0);
}

/** Splits a header line on a delimiter, dropping the quotes around quoted names. */
function headerCells(line: string, delimiter: string): string[] {
  return line.split(delimiter).map((cell) =>
    cell
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .replace(/""/g, '"'),
  );
}

/**
 * The format of a statement from its first bytes (a few KB are plenty): a DSR HEAD record names
 * its profile; DistroKid and TuneCore exports are known by their header cells; any other header of
 * two or more delimited cells is a generic CSV that needs a column mapping.
 */
export function detectStatementFormat(firstBytes: Uint8Array | string): StatementFormat {
  if (looksBinary(firstBytes)) return 'unknown';
  const lines = toText(firstBytes).split(/\r?\n/);
  const first = lines.find((l) => l.trim() !== '' && !l.startsWith('#'));
  if (first === undefined) return 'unknown';
  if (first.startsWith('HEAD\t')) {
    const profile = first.split('\t')[2] ?? '';
    if (/^ugc/i.test(profile)) return 'dsr-ugc';
    if (/basicaudio/i.test(profile)) return 'dsr-basic-audio';
    return 'unknown';
  }
  const delimiter = guessDelimiter(first);
  const header = headerCells(first, delimiter);
  const known = matchFingerprint(header);
  if (known) return known;
  return header.filter((h) => h !== '').length >= 2 ? 'generic-csv' : 'unknown';
}

/** 'utf-8' when the bytes are valid UTF-8 (a character cut at the end is fine), else 'latin1'. */
export function detectEncoding(firstBytes: Uint8Array): TextEncodingName {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(firstBytes, { stream: true });
    return 'utf-8';
  } catch {
    return 'latin1';
  }
}
