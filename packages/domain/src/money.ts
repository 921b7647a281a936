/** Money is integer micro-units (1e-6 of the currency) everywhere; see docs/decisions/002. */
export const MICROS_PER_UNIT = 1_000_000n;

export type Micros = bigint;

/** Wallet available balance: floored to two decimals and never negative. */
export function floorBalanceToCents(micros: Micros): string {
  if (micros <= 0n) return '0.00';
  const cents = micros / 10_000n; // bigint division truncates, which is floor for positives
  const whole = cents / 100n;
  const fraction = cents % 100n;
  return `${whole}.${fraction.toString().padStart(2, '0')}`;
}

/** Formats micro-units with a fixed number of decimals, truncating (never rounding up money). */
export function formatMicros(micros: Micros, decimals = 2): string {
  const negative = micros < 0n;
  const abs = negative ? -micros : micros;
  const scale = 10n ** BigInt(6 - decimals);
  const truncated = abs / scale;
  const unit = 10n ** BigInt(decimals);
  const whole = truncated / unit;
  const frac = decimals > 0 ? `.${(truncated % unit).toString().padStart(decimals, '0')}` : '';
  return `${negative && truncated !== 0n ? '-' : ''}${whole}${frac}`;
}

/** Parses a decimal string ("12.345678") into micro-units exactly, without floats. */
export function parseMicros(text: string): Micros {
  const match = /^(-)?(\d+)(?:\.(\d{0,6})\d*)?$/.exec(text.trim());
  if (!match) throw new Error(`Not a decimal amount: ${text}`);
  const [, sign, whole, frac = ''] = match;
  const micros = BigInt(whole) * MICROS_PER_UNIT + BigInt(frac.padEnd(6, '0'));
  return sign ? -micros : micros;
}
