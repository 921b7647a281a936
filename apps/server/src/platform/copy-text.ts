/**
 * COPY's text format, made in JavaScript: one value escaped (copyTextValue), and rows gathered as
 * bytes (CopyTextBuffer). No database code here: the statement import process builds its COPY
 * text with this and hands the bytes to the server, which sends them (bulk-copy.ts).
 */
export type CopyValue = string | number | bigint | boolean | null | undefined;

const SPECIAL = /[\\\t\n\r]/;

/** One value in COPY text format: \N for null; backslash, tab and line breaks escaped. */
export function copyTextValue(value: CopyValue): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value !== 'string') return String(value);
  if (!SPECIAL.test(value)) return value;
  return value.replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r'));
}

/**
 * COPY text gathered as UTF-8 bytes in one growing buffer, outside the JavaScript heap: a line's
 * string dies young instead of a batch of strings being kept (and copied by the garbage
 * collector) until its COPY is sent.
 */
export class CopyTextBuffer {
  private bytes = Buffer.allocUnsafe(1 << 20);
  private used = 0;
  /** Lines not yet encoded: written to the bytes 256 at a time (one encoding call, not 256). */
  private waiting: string[] = [];
  lines = 0;

  append(line: string): void {
    this.waiting.push(line);
    this.lines += 1;
    if (this.waiting.length >= 256) this.encodeWaiting();
  }

  private encodeWaiting(): void {
    if (this.waiting.length === 0) return;
    const text = this.waiting.join('');
    this.waiting = [];
    // UTF-8 needs at most 3 bytes per UTF-16 unit.
    if (this.used + text.length * 3 > this.bytes.length) {
      const larger = Buffer.allocUnsafe(Math.max(this.bytes.length * 2, this.used + text.length * 3));
      this.bytes.copy(larger, 0, 0, this.used);
      this.bytes = larger;
    }
    this.used += this.bytes.write(text, this.used, 'utf8');
  }

  /** The bytes so far (a copy), and an empty buffer again. */
  take(): Buffer {
    this.encodeWaiting();
    const text = Buffer.from(this.bytes.subarray(0, this.used));
    this.used = 0;
    this.lines = 0;
    return text;
  }
}

/**
 * COPY text cut into pieces of whole rows, each at most `maxBytes` (or one row, if a row is
 * longer): a row ends at a raw line feed, which values never contain (copyTextValue escapes it).
 * The pieces are views of `text`, not copies.
 */
export function splitCopyRows(text: Buffer, maxBytes: number): Buffer[] {
  const pieces: Buffer[] = [];
  let start = 0;
  while (text.length - start > maxBytes) {
    let end = text.lastIndexOf(0x0a, start + maxBytes - 1);
    if (end < start) end = text.indexOf(0x0a, start + maxBytes);
    if (end === -1) break;
    pieces.push(text.subarray(start, end + 1));
    start = end + 1;
  }
  if (start < text.length) pieces.push(text.subarray(start));
  return pieces;
}
