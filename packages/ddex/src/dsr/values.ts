/** Exact readers for the values statements carry: amounts (never floats), unit counts, dates, periods. */
import { parseMicros } from '@liner/domain';

export interface AmountOptions {
  /** '1.234,56' style: '.' groups thousands and ',' is the decimal mark. */
  decimalComma?: boolean;
}

/** Moves the decimal point of a mantissa by a power of ten, as text (4.5E-5 -> 0.000045). */
function expandExponent(sign: string, whole: string, frac: string, exponent: number): string {
  const digits = (whole + frac).replace(/^0+(?=\d)/, '');
  let point = whole.replace(/^0+(?=\d)/, '').length + exponent;
  let padded = digits;
  if (point <= 0) {
    padded = '0'.repeat(1 - point) + digits;
    point = 1;
  } else if (point > digits.length) {
    padded = digits + '0'.repeat(point - digits.length);
  }
  const intPart = padded.slice(0, point) || '0';
  const fracPart = padded.slice(point);
  return `${sign}${intPart}${fracPart ? `.${fracPart}` : ''}`;
}

/**
 * Reads a money amount into micro-units exactly: thousands separators, currency signs, a leading
 * '+', '(12.50)' negatives and exponent notation (which some exports use for tiny earnings) are
 * accepted; digits beyond the sixth decimal are cut as `parseMicros` does. Throws on anything else.
 */
export function parseAmount(text: string, options: AmountOptions = {}): bigint {
  const plain = plainAmountMicros(text, options.decimalComma === true);
  if (plain !== undefined) return plain;
  let s = text.trim().replace(/[\s\u00a0'$€£¥]/g, '');
  let negative = false;
  if (/^\(.*\)$/.test(s)) {
    negative = true;
    s = s.slice(1, -1);
  }
  s = options.decimalComma ? s.replace(/\./g, '').replace(',', '.') : s.replace(/,/g, '');
  if (s.startsWith('+')) s = s.slice(1);
  if (s.startsWith('-')) {
    negative = !negative;
    s = s.slice(1);
  }
  const exp = /^(\d*)(?:\.(\d*))?[eE]([+-]?\d+)$/.exec(s);
  if (exp && (exp[1] !== '' || (exp[2] ?? '') !== ''))
    s = expandExponent('', exp[1] || '0', exp[2] ?? '', Number(exp[3]));
  if (s.startsWith('.')) s = `0${s}`;
  if (s.endsWith('.')) s = s.slice(0, -1);
  if (!/^\d+(\.\d+)?$/.test(s)) throw new Error(`not an amount: "${text}"`);
  const micros = parseMicros(s);
  return negative ? -micros : micros;
}

const DIGIT_0 = 48;
const MINUS = 45;
const POINT = 46;
const COMMA = 44;
/** Micro-units per unit of the last decimal, by the number of decimals (1 to 6). */
const DECIMAL_SCALE = [0, 100_000, 10_000, 1_000, 100, 10, 1];

/**
 * The common shape ('12.345678', '-0.5': an optional minus, 1 to 9 integer digits, and 1 to 6
 * decimals after a point, or a comma with decimalComma) read character by character into a
 * double, where it is exact (below 2^53), with one bigint made at the end and nothing else
 * allocated; undefined for any other shape, which takes the general path.
 */
function plainAmountMicros(text: string, decimalComma: boolean): bigint | undefined {
  const end = text.length;
  let i = end > 0 && text.charCodeAt(0) === MINUS ? 1 : 0;
  const negative = i === 1;
  const wholeStart = i;
  let whole = 0;
  for (; i < end; i += 1) {
    const digit = text.charCodeAt(i) - DIGIT_0;
    if (digit < 0 || digit > 9) break;
    whole = whole * 10 + digit;
  }
  const wholeDigits = i - wholeStart;
  if (wholeDigits === 0 || wholeDigits > 9) return undefined;
  let micros = whole * 1_000_000;
  if (i < end) {
    if (text.charCodeAt(i) !== (decimalComma ? COMMA : POINT)) return undefined;
    i += 1;
    const fracStart = i;
    let frac = 0;
    for (; i < end; i += 1) {
      const digit = text.charCodeAt(i) - DIGIT_0;
      if (digit < 0 || digit > 9) return undefined;
      frac = frac * 10 + digit;
    }
    const fracDigits = i - fracStart;
    if (fracDigits === 0 || fracDigits > 6) return undefined;
    micros += frac * DECIMAL_SCALE[fracDigits];
  }
  return BigInt(negative ? -micros : micros);
}

const PLAIN_UNITS = /^\d{1,15}$/;

/** Reads a whole number of units ('1,234', '12', '12.0'); a fractional count is an error. */
export function parseUnits(text: string, options: AmountOptions = {}): bigint {
  if (PLAIN_UNITS.test(text)) return BigInt(text);
  const trimmed = text.trim().replace(/[\s\u00a0']/g, '');
  const s = options.decimalComma ? trimmed.replace(/\./g, '').replace(',', '.') : trimmed.replace(/,/g, '');
  if (s === '') return 0n;
  const match = /^([+-]?)(\d+)(?:\.(0*))?$/.exec(s);
  if (!match) throw new Error(`not a whole number of units: "${text}"`);
  const value = BigInt(match[2]);
  return match[1] === '-' ? -value : value;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

function isoDate(year: number, month: number, day: number, text: string): string {
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) throw new Error(`not a date: "${text}"`);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function monthPeriod(year: number, month: number, text: string): { start: string; end: string } {
  const start = isoDate(year, month, 1, text);
  return { start, end: isoDate(year, month, daysInMonth(year, month), text) };
}

/** Reads a date: 2015-08-31, 2015-08-31T18:29:57Z, 20151231, 2015/08/31, 08/31/2015 (US), 31.08.2015. */
export function parseDate(text: string): string {
  const s = text.trim();
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/.exec(s) ?? /^(\d{4})\/(\d{1,2})\/(\d{1,2})$/.exec(s);
  if (m) return isoDate(Number(m[1]), Number(m[2]), Number(m[3]), text);
  m = /^(\d{4})(\d{2})(\d{2})$/.exec(s);
  if (m) return isoDate(Number(m[1]), Number(m[2]), Number(m[3]), text);
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?: .*)?$/.exec(s);
  if (m) return isoDate(Number(m[3]), Number(m[1]), Number(m[2]), text);
  m = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(s);
  if (m) return isoDate(Number(m[3]), Number(m[2]), Number(m[1]), text);
  throw new Error(`not a date: "${text}"`);
}

/**
 * Reads a sale period into first and last day: 2015-08-01--2015-08-31, 2015-08, 2015/08, 08/2015,
 * 201508, 'Aug 2015', 'August 2015', 2015-Q4, 2015, or a single date (a one-day period).
 */
export function parsePeriod(text: string): { start: string; end: string } {
  const s = text.trim();
  const range = /^(.+?)\s*(?:--|\s-\s|\sto\s)\s*(.+)$/.exec(s);
  if (range) return { start: parseDate(range[1]), end: parseDate(range[2]) };
  let m = /^(\d{4})[-/](\d{1,2})$/.exec(s) ?? /^(\d{4})(\d{2})$/.exec(s);
  if (m) return monthPeriod(Number(m[1]), Number(m[2]), text);
  m = /^(\d{1,2})[-/](\d{4})$/.exec(s);
  if (m) return monthPeriod(Number(m[2]), Number(m[1]), text);
  m = /^([A-Za-z]{3,9})\.?[\s-]+(\d{4})$/.exec(s);
  if (m) {
    const month = MONTHS.indexOf(m[1].slice(0, 3).toLowerCase()) + 1;
    if (month > 0) return monthPeriod(Number(m[2]), month, text);
  }
  m = /^(\d{4})-?Q([1-4])$/i.exec(s);
  if (m) {
    const first = (Number(m[2]) - 1) * 3 + 1;
    return { start: monthPeriod(Number(m[1]), first, text).start, end: monthPeriod(Number(m[1]), first + 2, text).end };
  }
  m = /^(\d{4})$/.exec(s);
  if (m) return { start: isoDate(Number(m[1]), 1, 1, text), end: isoDate(Number(m[1]), 12, 31, text) };
  const day = parseDate(s);
  return { start: day, end: day };
}

/** Remembers the last few hundred results of a pure reader: statements repeat periods and stores. */
export function memoise<T>(read: (text: string) => T, size = 512): (text: string) => T {
  const seen = new Map<string, T>();
  return (text: string) => {
    const known = seen.get(text);
    if (known !== undefined) return known;
    const value = read(text);
    if (seen.size >= size) seen.clear();
    seen.set(text, value);
    return value;
  };
}
