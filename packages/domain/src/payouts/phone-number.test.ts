import { describe, expect, it } from 'vitest';
import { maskPhoneNumber, parseUsPhoneNumber, PHONE_MESSAGES } from './phone-number.js';

describe('parseUsPhoneNumber', () => {
  it.each([
    ['+1 415 555 0123', '+14155550123'],
    ['+1 (415) 555-0123', '+14155550123'],
    ['415.555.0123', '+14155550123'],
    ['1 415 555 0123', '+14155550123'],
    ['+12125550199', '+12125550199'],
  ])('reads %s as %s', (typed, e164) => {
    expect(parseUsPhoneNumber(typed)).toEqual({ ok: true, e164 });
  });

  it.each([
    ['', PHONE_MESSAGES.missing],
    ['  ', PHONE_MESSAGES.missing],
    ['555 0123', PHONE_MESSAGES.format],
    ['+0 415 555 0123', PHONE_MESSAGES.format],
    ['+1 415 555 0123 4567 89', PHONE_MESSAGES.format],
    ['phone', PHONE_MESSAGES.format],
    ['+44 20 7946 0958', PHONE_MESSAGES.notUs],
    ['+1 115 555 0123', PHONE_MESSAGES.notNanp],
    ['+1 415 155 0123', PHONE_MESSAGES.notNanp],
    ['+1 415 555 012', PHONE_MESSAGES.notNanp],
  ])('refuses %j: %s', (typed, message) => {
    expect(parseUsPhoneNumber(typed)).toEqual({ ok: false, message });
  });

  it('masks all but the country code and the last four digits', () => {
    expect(maskPhoneNumber('+14155550123')).toBe('+1 ••• ••• 0123');
  });
});
