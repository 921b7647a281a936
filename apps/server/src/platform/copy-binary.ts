/**
 * COPY's binary format, made in JavaScript: PostgreSQL reads binary rows without parsing text (a
 * date, an integer), and a field that repeats (a day, an account, a platform) is encoded once and
 * copied as bytes into every row that has it. Used where millions of rows go in (trend imports).
 */

/** Days from 1970-01-01 to PostgreSQL's epoch, 2000-01-01. */
const PG_EPOCH_DAYS = 10_957;
const HEADER = Buffer.from('PGCOPY\n\xff\r\n\0\0\0\0\0\0\0\0\0', 'latin1');
const TWO_32 = 4_294_967_296;

/** Fields in COPY's binary encoding (each its length, then its bytes), gathered in one growing buffer. */
export class BinaryFields {
  protected bytes: Buffer;
  protected used = 0;

  constructor(capacity = 1 << 16) {
    this.bytes = Buffer.allocUnsafe(capacity);
  }

  protected room(n: number): void {
    if (this.used + n <= this.bytes.length) return;
    const larger = Buffer.allocUnsafe(Math.max(this.bytes.length * 2, this.used + n));
    this.bytes.copy(larger, 0, 0, this.used);
    this.bytes = larger;
  }

  int4(value: number): this {
    this.room(8);
    this.put32(4);
    this.put32(value);
    return this;
  }

  /** A bigint column's value, from a safe integer. */
  int8(value: number): this {
    this.room(12);
    const high = Math.floor(value / TWO_32);
    this.put32(8);
    this.put32(high);
    this.put32(value - high * TWO_32);
    return this;
  }

  /** 32 bits, big-endian (room made by the caller). */
  private put32(value: number): void {
    const bytes = this.bytes;
    const at = this.used;
    bytes[at] = value >>> 24;
    bytes[at + 1] = value >>> 16;
    bytes[at + 2] = value >>> 8;
    bytes[at + 3] = value;
    this.used = at + 4;
  }

  text(value: string): this {
    const length = Buffer.byteLength(value);
    this.room(4 + length);
    this.used = this.bytes.writeInt32BE(length, this.used);
    this.used += this.bytes.write(value, this.used, 'utf8');
    return this;
  }

  /** A date column's value, from yyyy-mm-dd. */
  date(day: string): this {
    const [year, month, date] = day.split('-').map(Number) as [number, number, number];
    return this.int4(Date.UTC(year, month - 1, date) / 86_400_000 - PG_EPOCH_DAYS);
  }

  /** Fields encoded before (`BinaryFields.of`). */
  raw(fields: Uint8Array): this {
    return this.rawRange(fields, 0, fields.length);
  }

  /** Fields encoded before, at `start` to `end` of `source`. */
  rawRange(source: Uint8Array, start: number, end: number): this {
    const n = end - start;
    this.room(n);
    const bytes = this.bytes;
    const at = this.used;
    // A loop beats set() for the few bytes of a field or two.
    if (n < 64) for (let k = 0; k < n; k += 1) bytes[at + k] = source[start + k] as number;
    else bytes.set(source.subarray(start, end), at);
    this.used = at + n;
    return this;
  }

  /** Bytes so far. */
  get size(): number {
    return this.used;
  }

  /** The buffer the fields are in (valid until the next write): for `rawRange` of its parts. */
  get buffer(): Buffer {
    return this.bytes;
  }

  /** Starts again, empty. */
  reset(): void {
    this.used = 0;
  }

  /** The fields so far, as their own bytes. */
  toBuffer(): Buffer {
    return Buffer.from(this.bytes.subarray(0, this.used));
  }

  /** Fields encoded once, to be copied into many rows. */
  static of(write: (fields: BinaryFields) => void): Buffer {
    // Small: made once per day, slot or target, often.
    const fields = new BinaryFields(64);
    write(fields);
    return fields.toBuffer();
  }
}

/** Rows in COPY's binary format: `row(n)` then its n fields, then `take()` the whole stream. */
export class CopyBinaryBuffer extends BinaryFields {
  rows = 0;

  constructor() {
    super(1 << 20);
    this.raw(HEADER);
  }

  /** Starts a row of `fields` fields. */
  row(fields: number): this {
    this.room(2);
    this.used = this.bytes.writeInt16BE(fields, this.used);
    this.rows += 1;
    return this;
  }

  /** The bytes so far with their trailer, and an empty stream again (in a new buffer). */
  take(): Buffer {
    this.room(2);
    this.used = this.bytes.writeInt16BE(-1, this.used);
    const stream = this.bytes.subarray(0, this.used);
    this.bytes = Buffer.allocUnsafe(this.bytes.length);
    this.used = 0;
    this.rows = 0;
    this.raw(HEADER);
    return stream;
  }
}
