/**
 * Phone numbers for SMS codes, kept in E.164 (+ country code + number, at most 15 digits).
 * Venmo pays US mobile numbers only, so a Venmo number must be a North American (+1) number
 * whose area code and exchange do not start with 0 or 1.
 */
export const PHONE_MESSAGES = {
  missing: 'Enter your Venmo phone number',
  format: 'Enter the phone number with its country code, e.g. +1 415 555 0123',
  notUs: 'Venmo works with US phone numbers only: enter a +1 number',
  notNanp: 'This is not a valid US phone number: check the area code and the number',
} as const;

/** Spaces, dashes, dots and brackets people type between digit groups. */
const SEPARATORS = /[\s\-.()]/g;
const E164 = /^\+[1-9]\d{7,14}$/;
/** +1, then an area code and an exchange that start with 2-9, then four digits. */
const NANP = /^\+1[2-9]\d{2}[2-9]\d{6}$/;

export type PhoneCheck = { ok: true; e164: string } | { ok: false; message: string };

/** Reads a typed US number: "+1 (415) 555-0123", "415 555 0123" or "1 415 555 0123" all give +14155550123. */
export function parseUsPhoneNumber(typed: string): PhoneCheck {
  const compact = typed.replace(SEPARATORS, '');
  if (compact === '') return { ok: false, message: PHONE_MESSAGES.missing };
  let e164 = compact;
  if (!compact.startsWith('+')) {
    // Without a country code only a US number can be meant: 10 digits, or 11 starting with 1.
    if (/^\d{10}$/.test(compact)) e164 = `+1${compact}`;
    else if (/^1\d{10}$/.test(compact)) e164 = `+${compact}`;
    else return { ok: false, message: PHONE_MESSAGES.format };
  }
  if (!E164.test(e164)) return { ok: false, message: PHONE_MESSAGES.format };
  if (!e164.startsWith('+1')) return { ok: false, message: PHONE_MESSAGES.notUs };
  if (!NANP.test(e164)) return { ok: false, message: PHONE_MESSAGES.notNanp };
  return { ok: true, e164 };
}

/** "+1 ••• ••• 0123": enough to recognise one's own number. */
export function maskPhoneNumber(e164: string): string {
  return `${e164.slice(0, 2)} ••• ••• ${e164.slice(-4)}`;
}
