/**
 * IBAN check (ISO 13616): country code, two check digits, then the BBAN; valid when the number
 * formed by moving the first four characters to the end (letters A=10 .. Z=35) is 1 mod 97.
 * Lengths per country are not checked here beyond 15..34: the mod-97 test catches typos, which
 * is what a payout form needs; the bank rejects a well-formed number that does not exist.
 */
export function normaliseIban(text: string): string {
  return text.replace(/[\s-]+/g, '').toUpperCase();
}

export function isValidIban(text: string): boolean {
  const iban = normaliseIban(text);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const value = char >= 'A' ? String(char.charCodeAt(0) - 55) : char;
    // Digit by digit keeps the running number small: no big integers needed.
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** Shown on screens and in notifications: only the last four characters. */
export function maskAccount(text: string): string {
  const plain = normaliseIban(text);
  return `•••• ${plain.slice(-4)}`;
}
