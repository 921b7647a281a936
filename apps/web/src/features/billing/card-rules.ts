import { CARD_MESSAGES } from '@liner/domain';

/**
 * What the built-in provider's card form checks before anything is sent: a number that passes the
 * Luhn check, an expiry that is not past, a CVC of the length the brand uses. The server checks
 * again; these give the person the message while typing.
 */
export const CARD_FORM_MESSAGES = {
  number: 'Check the card number: it is not a valid one',
  expiry: 'Enter the expiry as MM/YY',
  expired: 'This card has expired',
  cvc: CARD_MESSAGES.cvc,
} as const;

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'unknown';

const digitsOf = (value: string): string => value.replace(/\D/g, '');

export function cardBrand(number: string): CardBrand {
  const digits = digitsOf(number);
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  return 'unknown';
}

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** "4242424242424242" -> "4242 4242 4242 4242" (Amex 4-6-5), as the person types. */
export function formatCardNumber(value: string): string {
  const digits = digitsOf(value).slice(0, 19);
  const groups = cardBrand(digits) === 'amex' ? [4, 6, 5] : [4, 4, 4, 4, 3];
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join(' ');
}

/** "1228" or "12/28" -> "12/28" as the person types. */
export function formatExpiry(value: string): string {
  const digits = digitsOf(value).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export function cardNumberError(value: string): string | null {
  const digits = digitsOf(value);
  return digits.length >= 12 && digits.length <= 19 && passesLuhn(digits) ? null : CARD_FORM_MESSAGES.number;
}

/** The month and four-digit year of "MM/YY", or null when it is not one. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
}

/** A card is good through the last day of its expiry month. */
export function expiryError(value: string, now: Date): string | null {
  const expiry = parseExpiry(value);
  if (!expiry) return CARD_FORM_MESSAGES.expiry;
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return expiry.year * 12 + (expiry.month - 1) < current ? CARD_FORM_MESSAGES.expired : null;
}

export function cvcError(value: string, number: string): string | null {
  const length = cardBrand(number) === 'amex' ? 4 : 3;
  return new RegExp(`^\\d{${length}}$`).test(value.trim()) ? null : CARD_FORM_MESSAGES.cvc;
}

export const cardDigits = digitsOf;
