import { describe, expect, it } from 'vitest';
import {
  CARD_FORM_MESSAGES,
  cardBrand,
  cardNumberError,
  cvcError,
  expiryError,
  formatCardNumber,
  formatExpiry,
  parseExpiry,
} from './card-rules.js';

const NOW = new Date('2026-11-25T08:00:00Z');

describe('card rules', () => {
  it.each([
    ['4242 4242 4242 4242', null],
    ['4000000000000002', null],
    ['5555 5555 5555 4444', null],
    ['3782 822463 10005', null],
    ['4242 4242 4242 4241', CARD_FORM_MESSAGES.number],
    ['4242', CARD_FORM_MESSAGES.number],
    ['', CARD_FORM_MESSAGES.number],
    ['abcd efgh ijkl mnop', CARD_FORM_MESSAGES.number],
  ])('card number %s -> %s', (number, message) => {
    expect(cardNumberError(number)).toBe(message);
  });

  it.each([
    ['4242424242424242', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['378282246310005', 'amex'],
    ['6011111111111117', 'discover'],
    ['9999', 'unknown'],
  ])('brand of %s is %s', (number, brand) => {
    expect(cardBrand(number)).toBe(brand);
  });

  it('groups the digits as the brand prints them', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('42-42x42')).toBe('4242 42');
    expect(formatExpiry('1228')).toBe('12/28');
    expect(formatExpiry('1')).toBe('1');
  });

  it.each([
    ['11/26', null],
    ['12/30', null],
    ['10/26', CARD_FORM_MESSAGES.expired],
    ['01/20', CARD_FORM_MESSAGES.expired],
    ['13/27', CARD_FORM_MESSAGES.expiry],
    ['00/27', CARD_FORM_MESSAGES.expiry],
    ['1227', CARD_FORM_MESSAGES.expiry],
    ['', CARD_FORM_MESSAGES.expiry],
  ])('expiry %s -> %s (in November 2026)', (expiry, message) => {
    expect(expiryError(expiry, NOW)).toBe(message);
  });

  it('reads MM/YY as a month and a four-digit year', () => {
    expect(parseExpiry('04/29')).toEqual({ month: 4, year: 2029 });
    expect(parseExpiry('4/29')).toBeNull();
  });

  it('wants 4 digits of CVC for Amex, 3 for the others', () => {
    expect(cvcError('123', '4242424242424242')).toBeNull();
    expect(cvcError('1234', '4242424242424242')).toBe(CARD_FORM_MESSAGES.cvc);
    expect(cvcError('1234', '378282246310005')).toBeNull();
    expect(cvcError('123', '378282246310005')).toBe(CARD_FORM_MESSAGES.cvc);
    expect(cvcError('12a', '4242424242424242')).toBe(CARD_FORM_MESSAGES.cvc);
  });
});
