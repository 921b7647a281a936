/**
 * Split shares are integer basis points: 1 = 0.01 %, 10 000 = 100 %. The smallest share
 * is 0.01 %, so two decimals of a percentage are exact and no float ever touches a share.
 */
export const BASIS_POINTS_PER_PERCENT = 100;
export const MIN_SHARE_BASIS_POINTS = 1;
export const MAX_TOTAL_BASIS_POINTS = 10_000;

export type ParsedShare = { ok: true; basisPoints: number } | { ok: false; message: string };

export const SHARE_MESSAGES = {
  notANumber: 'Enter the share as a percentage, e.g. 25 or 12.5',
  tooPrecise: 'A share has at most two decimals',
  tooSmall: 'A share is at least 0.01%',
  tooLarge: 'A share is at most 100%',
  totalTooLarge: 'The shares add up to more than 100%',
  ownerIsPayee: 'You cannot add yourself as a payee: the rest of the earnings are already yours',
  duplicateEmail: 'This e-mail is already in the list',
  recoupPayeeMissing: 'The recoup payee must be one of the payees',
} as const;

/**
 * Reads "12.5", "12.50 %" or the number 12.5 exactly. A JSON number is read as its shortest
 * decimal text (12.5 -> "12.5"), which is exact for every value with two decimals.
 */
export function parseShare(value: string | number): ParsedShare {
  const text = (typeof value === 'number' ? String(value) : value).trim().replace(/\s*%$/, '');
  const match = /^(\d{1,6})(?:\.(\d+))?$/.exec(text);
  if (!match) return { ok: false, message: SHARE_MESSAGES.notANumber };
  const [, whole, fraction = ''] = match;
  const significant = fraction.replace(/0+$/, '');
  if (significant.length > 2) return { ok: false, message: SHARE_MESSAGES.tooPrecise };
  const basisPoints = Number(whole) * BASIS_POINTS_PER_PERCENT + Number(significant.padEnd(2, '0'));
  if (basisPoints < MIN_SHARE_BASIS_POINTS) return { ok: false, message: SHARE_MESSAGES.tooSmall };
  if (basisPoints > MAX_TOTAL_BASIS_POINTS) return { ok: false, message: SHARE_MESSAGES.tooLarge };
  return { ok: true, basisPoints };
}

/** 1250 -> "12.50": shares cross the API as two-decimal strings. */
export function formatShare(basisPoints: number): string {
  const whole = Math.trunc(basisPoints / BASIS_POINTS_PER_PERCENT);
  const fraction = basisPoints % BASIS_POINTS_PER_PERCENT;
  return `${whole}.${String(fraction).padStart(2, '0')}`;
}
