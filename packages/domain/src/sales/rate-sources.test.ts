import { describe, expect, it } from 'vitest';
import {
  convertFloor,
  describeExchangeRate,
  isExchangeRate,
  parseExchangeRate,
  RunningConversion,
} from './exchange-rate.js';
import { chooseRate, fileRateInto, type RateInputs } from './rate-sources.js';
import { readReferenceRatesCsv } from './reference-rates-csv.js';

const inputs = (over: Partial<RateInputs> = {}): RateInputs => ({
  accountCurrency: 'USD',
  typed: null,
  reference: new Map([['GBP\t2024-01', '1.27']]),
  ...over,
});
const line = (currency: string, more: { exchangeRate?: string; transactionCurrency?: string } = {}) => ({
  currency,
  salePeriodStart: '2024-01-15',
  ...more,
});

describe('where a line rate comes from', () => {
  it('the account currency needs none', () => {
    expect(chooseRate(line('USD', { exchangeRate: '9' }), inputs())).toEqual({ rate: '1', source: 'same-currency' });
  });

  it('never 1 by default: no file rate, none typed, none in the table -> none', () => {
    expect(chooseRate(line('EUR'), inputs())).toBeNull();
    expect(chooseRate({ ...line('GBP'), salePeriodStart: '2024-02-01' }, inputs())).toBeNull();
  });

  it('file first, then the typed rate, then the reference table of the sale month', () => {
    const typed = { currency: 'GBP', rate: '1.3' };
    expect(chooseRate(line('GBP', { exchangeRate: '1.25' }), inputs({ typed }))).toEqual({
      rate: '1.25',
      source: 'file',
    });
    expect(chooseRate(line('GBP'), inputs({ typed }))).toEqual({ rate: '1.3', source: 'operator' });
    expect(chooseRate(line('GBP'), inputs())).toEqual({ rate: '1.27', source: 'reference' });
  });

  it('a DSR/TuneCore rate converts transaction currency into the line currency: used inverted when the transaction was in the account currency', () => {
    expect(fileRateInto(line('GBP', { exchangeRate: '0.8', transactionCurrency: 'USD' }), 'USD')).toBe('1/0.8');
    // EUR reported, GBP transacted: the rate says nothing about USD.
    expect(fileRateInto(line('EUR', { exchangeRate: '0.87', transactionCurrency: 'GBP' }), 'USD')).toBeNull();
    expect(fileRateInto(line('GBP', { exchangeRate: '1', transactionCurrency: 'GBP' }), 'USD')).toBeNull();
    // A mapped column without a "from" currency is into the account currency.
    expect(fileRateInto(line('SEK', { exchangeRate: '0.096' }), 'USD')).toBe('0.096');
  });
});

describe('exact rates', () => {
  it('reads decimals and inverses exactly, refuses anything else', () => {
    expect(parseExchangeRate('1/0.8')).toEqual({ numerator: 10n, denominator: 8n });
    expect(convertFloor(10_000_000n, parseExchangeRate('1/0.8'))).toBe(12_500_000n);
    expect(convertFloor(1_000_000n, parseExchangeRate('1/3'))).toBe(333_333n);
    for (const bad of ['abc', '0', '1/0', '-1', '1e3', '']) expect(isExchangeRate(bad)).toBe(false);
  });

  it('shows an inverse as a decimal, marked when rounded', () => {
    expect(describeExchangeRate('1.2731')).toBe('1.2731');
    expect(describeExchangeRate('1/0.8')).toBe('1.250000 (1/0.8)');
    expect(describeExchangeRate('1/3')).toBe('≈0.333333 (1/3)');
    expect(describeExchangeRate('1/1.5')).toBe('≈0.666667 (1/1.5)');
  });

  it('a group of lines converts to floor(group total x rate): under one micro-unit dropped per group', () => {
    const conversion = new RunningConversion(parseExchangeRate('1/3'));
    const converted = [1n, 1n, 1n, 1_000_000n].map((m) => conversion.next(m));
    expect(converted.reduce((a, b) => a + b, 0n)).toBe(conversion.total);
    expect(conversion.total).toBe((1_000_003n * 1n) / 3n);
  });
});

describe('reference rates CSV', () => {
  it('keeps good rows in any column order', () => {
    expect(readReferenceRatesCsv('Month,Currency,Rate\n2024-01,gbp,1.27\r\n2024-02,EUR,"1.08"\n\n')).toEqual({
      rows: [
        { currency: 'GBP', month: '2024-01', rate: '1.27' },
        { currency: 'EUR', month: '2024-02', rate: '1.08' },
      ],
      errors: [],
    });
  });

  it('names every bad row by its line', () => {
    const read = readReferenceRatesCsv(
      'currency,month,rate\nGBP,2024-01,1.27\nGB,2024-01,1\nEUR,2024-13,1\nEUR,2024-01,0\nGBP,2024-01,1.3\nSEK,2024-01,1.0e3',
    );
    expect(read.errors).toEqual([
      'line 3: currency: Use a three-letter currency code, e.g. GBP',
      'line 4: month: Give the month as yyyy-mm',
      'line 5: rate: Give the rate as a decimal number greater than zero, e.g. 1.2731',
      'line 6: GBP 2024-01 is already on line 2',
      'line 7: rate: Give the rate as a decimal number greater than zero, e.g. 1.2731',
    ]);
  });

  it('refuses a file without the three columns or without rows', () => {
    expect(readReferenceRatesCsv('currency;rate\nGBP;1').errors).toEqual([
      'line 1: the header must name the columns currency, month and rate (missing month)',
    ]);
    expect(readReferenceRatesCsv('currency,month,rate\n').errors).toEqual(['line 2: the file has no rates']);
  });
});
