/**
 * Converting statement amounts to the install's account currency, exactly.
 *
 * A rate is a decimal string ("0.8731") read as the exact fraction numerator/denominator
 * (8731/10000): no float and no cut digits. Rule (stated, tested): every line's converted
 * amount is the difference of the FLOORED converted running totals of the statement,
 *   converted_i = floor(S_i * n / d) - floor(S_(i-1) * n / d),  S_i = amount_1 + ... + amount_i
 * so each line is within one micro-unit of its exact value, negative lines work, it streams
 * (one running total), and the lines always add up to floor(statement total * rate): the
 * statement's total converts exactly, with no remainder left anywhere.
 *
 * A statement with several currencies or rates converts each group of lines with one rate
 * (currency, sale month, rate) with its own running total: each group's lines add up to
 * floor(group total * rate), so a group drops less than one micro-unit of its exact value and
 * the statement's converted total is the sum of its groups' (see docs/product/exchange-rates.md).
 */
import { ExactSum } from '../exact-sum.js';

export interface ExchangeRate {
  numerator: bigint;
  denominator: bigint;
}

const DECIMAL_RATE = /^\s*(\d+)(?:\.(\d+))?\s*$/;

function parseDecimalRate(text: string): ExchangeRate | null {
  const match = DECIMAL_RATE.exec(text);
  if (!match) return null;
  const [, whole, fraction = ''] = match;
  return { numerator: BigInt(whole + fraction), denominator: 10n ** BigInt(fraction.length) };
}

/**
 * Reads a rate: a decimal ("0.8731") or the inverse of one ("1/1.27", what a file's rate becomes when
 * it converts the other way: see resolveFileRate). Exact either way; zero is refused.
 */
export function parseExchangeRate(text: string): ExchangeRate {
  const inverse = text.startsWith('1/');
  const rate = parseDecimalRate(inverse ? text.slice(2) : text);
  if (!rate) throw new Error(`Not an exchange rate: "${text}"`);
  if (rate.numerator === 0n) throw new Error('An exchange rate must be greater than zero');
  return inverse ? { numerator: rate.denominator, denominator: rate.numerator } : rate;
}

/** True when `text` is a rate parseExchangeRate reads (a positive decimal, or 1/ one). */
export function isExchangeRate(text: string): boolean {
  try {
    parseExchangeRate(text);
    return true;
  } catch {
    return false;
  }
}

/** The rate as a decimal to show a person: exact when it is one, else rounded to 6 places with "≈". */
export function describeExchangeRate(text: string): string {
  if (!text.startsWith('1/')) return text.trim();
  const { numerator, denominator } = parseExchangeRate(text);
  const scaled = (numerator * 10n ** 7n) / denominator;
  const rounded = (scaled + 5n) / 10n;
  const whole = rounded / 1_000_000n;
  const fraction = String(rounded % 1_000_000n).padStart(6, '0');
  const exact = (numerator * 10n ** 6n) % denominator === 0n;
  return `${exact ? '' : '≈'}${whole}.${fraction} (${text})`;
}

/** Floor division for bigint (bigint `/` truncates toward zero, which is ceil for negatives). */
export function floorDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return a % b !== 0n && a < 0n !== b < 0n ? q - 1n : q;
}

export function convertFloor(micros: bigint, rate: ExchangeRate): bigint {
  return floorDiv(micros * rate.numerator, rate.denominator);
}

/** Converts the lines of one statement in order; see the rule above. */
export class RunningConversion {
  private running = 0n;
  private convertedRunning = 0n;
  /** A rate of exactly 1 (the usual case) converts nothing: the lines pass through, summed cheaply. */
  private readonly identity: ExactSum | null;

  constructor(private readonly rate: ExchangeRate) {
    this.identity = rate.numerator === rate.denominator ? new ExactSum() : null;
  }

  next(micros: bigint): bigint {
    if (this.identity) {
      this.identity.add(micros);
      return micros;
    }
    this.running += micros;
    const converted = convertFloor(this.running, this.rate);
    const line = converted - this.convertedRunning;
    this.convertedRunning = converted;
    return line;
  }

  /** floor(sum of the amounts so far x rate): what the converted lines add up to. */
  get total(): bigint {
    return this.identity ? this.identity.total : this.convertedRunning;
  }
}
