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
 */
import { ExactSum } from '../exact-sum.js';

export interface ExchangeRate {
  numerator: bigint;
  denominator: bigint;
}

export function parseExchangeRate(text: string): ExchangeRate {
  const match = /^\s*(\d+)(?:\.(\d+))?\s*$/.exec(text);
  if (!match) throw new Error(`Not an exchange rate: "${text}"`);
  const [, whole, fraction = ''] = match;
  const denominator = 10n ** BigInt(fraction.length);
  const numerator = BigInt(whole + fraction);
  if (numerator === 0n) throw new Error('An exchange rate must be greater than zero');
  return { numerator, denominator };
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
