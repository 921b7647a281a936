import { describe, expect, it } from 'vitest';
import { isValidIban, maskAccount, normaliseIban } from './iban.js';
import { payoutFeeMicros, payoutQuote } from './payout-fee.js';
import { AMOUNT_MESSAGES, checkSpendableAmount, parseWalletAmount } from './wallet-amount.js';

const units = (text: string) => BigInt(Math.round(Number(text) * 100)) * 10_000n;

describe('IBAN mod-97 check', () => {
  it.each([
    'GB82 WEST 1234 5698 7654 32',
    'DE89370400440532013000',
    'fr14 2004 1010 0505 0001 3m02 606',
    'NL91-ABNA-0417-1643-00',
  ])('accepts %s', (iban) => expect(isValidIban(iban)).toBe(true));

  it.each([
    ['one digit changed', 'GB82 WEST 1234 5698 7654 33'],
    ['two digits swapped', 'DE89370400440532031000'],
    ['wrong check digits', 'GB83WEST12345698765432'],
    ['too short', 'GB82WEST1234'],
    ['letters where digits belong', 'GBX2WEST12345698765432'],
    ['empty', ''],
  ])('refuses %s', (_label, iban) => expect(isValidIban(iban)).toBe(false));

  it('normalises and masks', () => {
    expect(normaliseIban(' gb82 west-1234 ')).toBe('GB82WEST1234');
    expect(maskAccount('GB82 WEST 1234 5698 7654 32')).toBe('•••• 5432');
  });
});

describe('payout fees', () => {
  it.each([
    ['domestic', '10.00', '0.25'],
    ['domestic', '5000.00', '0.25'],
    ['international', '10.00', '0.25'],
    ['international', '12.49', '0.25'],
    ['international', '100.00', '2.00'],
    ['international', '123.45', '2.46'],
    ['international', '1000.00', '20.00'],
    ['international', '99999.00', '20.00'],
  ] as const)('%s fee on %s is %s', (type, amount, fee) => {
    expect(payoutFeeMicros(units(amount), type)).toBe(units(fee));
  });

  it('never exceeds the amount and the quote adds up', () => {
    expect(payoutFeeMicros(100_000n, 'domestic')).toBe(100_000n);
    expect(payoutFeeMicros(0n, 'international')).toBe(0n);
    const quote = payoutQuote(units('123.45'), 'international');
    expect(quote.amount - quote.fee).toBe(quote.net);
    expect(quote.net).toBe(units('120.99'));
  });
});

describe('wallet amounts', () => {
  it('parses decimals exactly', () => {
    expect(parseWalletAmount('0.29')).toEqual({ ok: true, micros: 290_000n });
    expect(parseWalletAmount(' 25 ')).toEqual({ ok: true, micros: 25_000_000n });
    expect(parseWalletAmount('1234567.5')).toEqual({ ok: true, micros: 1_234_567_500_000n });
  });

  it.each([
    ['', AMOUNT_MESSAGES.required],
    ['abc', AMOUNT_MESSAGES.format],
    ['-5', AMOUNT_MESSAGES.format],
    ['1e3', AMOUNT_MESSAGES.format],
    ['10.', AMOUNT_MESSAGES.format],
    ['10.001', AMOUNT_MESSAGES.decimals],
    ['0.00', AMOUNT_MESSAGES.positive],
  ])('refuses %j', (text, message) => expect(parseWalletAmount(text)).toEqual({ ok: false, message }));

  it('checks the minimum, then the balance, with clear wording', () => {
    expect(checkSpendableAmount(units('9.99'), { minimum: units('10'), available: units('5') })).toBe(
      'The minimum amount is 10.00',
    );
    expect(checkSpendableAmount(units('50'), { minimum: units('10'), available: 49_999_000n })).toBe(
      'The amount is more than your available balance of 49.99',
    );
    expect(checkSpendableAmount(units('50'), { minimum: units('10'), available: units('50') })).toBeNull();
  });

  it('refuses any amount while a reversed statement left a carried deficit', () => {
    expect(checkSpendableAmount(units('9.99'), { minimum: units('10'), available: -12_345_000n })).toBe(
      AMOUNT_MESSAGES.carriedDeficit(12_345_000n),
    );
    expect(AMOUNT_MESSAGES.carriedDeficit(12_345_000n)).toMatch(/^Your balance carries a deficit of 12\.34 /);
  });
});
