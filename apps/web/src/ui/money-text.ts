/**
 * Money arrives from the API as decimal strings already cut to the decimals they are shown with (decision 002):
 * the screens never turn them into floats, they only add the currency.
 */
const SYMBOLS: Record<string, string> = { USD: '$', EUR: '€', GBP: '£', JPY: '¥', AUD: 'A$', CAD: 'C$' };

export function moneyText(amount: string, currency = 'USD'): string {
  const symbol = SYMBOLS[currency];
  const negative = amount.startsWith('-');
  const digits = negative ? amount.slice(1) : amount;
  const text = symbol ? `${symbol}${digits}` : `${digits} ${currency}`;
  return negative ? `−${text}` : text;
}

/** Signed amounts in a ledger list: "+$1.250000" / "−$5.00". */
export function signedMoneyText(amount: string, currency = 'USD'): string {
  return amount.startsWith('-') ? moneyText(amount, currency) : `+${moneyText(amount, currency)}`;
}

/** "2026-10" -> "October 2026" (a calendar month, never shifted by the viewer's time zone). */
export function monthLabel(month: string): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return month;
  return date.toLocaleDateString(undefined, { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/**
 * Billing amounts arrive as whole cents of their currency (the payment providers' unit): shown
 * as cents / 100, worked out on the integer so no float rounding shows ("$14.99", "−$5.00").
 */
export function centsText(cents: number, currency = 'USD'): string {
  const negative = cents < 0;
  const whole = Math.abs(cents);
  const amount = `${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
  return moneyText(negative ? `-${amount}` : amount, currency);
}
