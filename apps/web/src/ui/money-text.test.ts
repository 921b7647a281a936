import { describe, expect, it } from 'vitest';
import { centsText, monthLabel, moneyText, signedMoneyText } from './money-text.js';

describe('moneyText', () => {
  it('puts a known currency symbol before the digits, keeping every decimal the API sent', () => {
    expect(moneyText('278.319200', 'USD')).toBe('$278.319200');
    expect(moneyText('0.00', 'EUR')).toBe('€0.00');
  });
  it('writes other currencies after the amount', () => {
    expect(moneyText('12.50', 'SEK')).toBe('12.50 SEK');
  });
  it('shows a minus sign before the symbol', () => {
    expect(moneyText('-5.00', 'USD')).toBe('−$5.00');
  });
});

describe('signedMoneyText', () => {
  it('marks credits with a plus and leaves debits with their minus', () => {
    expect(signedMoneyText('1.250000', 'USD')).toBe('+$1.250000');
    expect(signedMoneyText('-50.000000', 'USD')).toBe('−$50.000000');
  });
});

describe('monthLabel', () => {
  it('names a calendar month without shifting it by the time zone', () => {
    expect(monthLabel('2026-01')).toMatch(/January/);
    expect(monthLabel('2026-01')).toMatch(/2026/);
  });
  it('returns text it cannot read unchanged', () => {
    expect(monthLabel('not-a-month')).toBe('not-a-month');
  });
});

describe('centsText', () => {
  it('shows whole cents divided by 100, with two decimals', () => {
    expect(centsText(1499, 'USD')).toBe('$14.99');
    expect(centsText(2000, 'USD')).toBe('$20.00');
    expect(centsText(5, 'EUR')).toBe('€0.05');
    expect(centsText(0, 'USD')).toBe('$0.00');
    expect(centsText(-500, 'USD')).toBe('−$5.00');
    expect(centsText(123456789, 'SEK')).toBe('1234567.89 SEK');
  });
});
