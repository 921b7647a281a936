import { describe, expect, it } from 'vitest';
import { formatShare, parseShare, SHARE_MESSAGES } from './shares.js';
import { checkSplitPayees } from './validate-split.js';

describe('parseShare', () => {
  it.each([
    ['25', 2500],
    [25, 2500],
    ['12.5', 1250],
    [12.5, 1250],
    ['0.01', 1],
    [0.01, 1],
    ['100', 10_000],
    ['100.00', 10_000],
    ['33.33 %', 3333],
    ['7.10', 710],
    [33.33, 3333],
  ])('%s -> %i basis points', (input, expected) => {
    expect(parseShare(input)).toEqual({ ok: true, basisPoints: expected });
  });
  it.each([
    ['0', SHARE_MESSAGES.tooSmall],
    ['0.00', SHARE_MESSAGES.tooSmall],
    ['0.009', SHARE_MESSAGES.tooPrecise],
    ['100.01', SHARE_MESSAGES.tooLarge],
    ['1000', SHARE_MESSAGES.tooLarge],
    ['12.345', SHARE_MESSAGES.tooPrecise],
    ['-5', SHARE_MESSAGES.notANumber],
    ['abc', SHARE_MESSAGES.notANumber],
    ['', SHARE_MESSAGES.notANumber],
    ['1e2', SHARE_MESSAGES.notANumber],
  ])('%s is refused: %s', (input, message) => {
    expect(parseShare(input)).toEqual({ ok: false, message });
  });
  it('formats basis points with two decimals', () => {
    expect([formatShare(1), formatShare(1250), formatShare(10_000)]).toEqual(['0.01', '12.50', '100.00']);
  });
});

describe('checkSplitPayees', () => {
  it('accepts shares adding up to exactly 100', () => {
    expect(
      checkSplitPayees({
        ownerEmail: 'me@x.test',
        payees: [
          { email: 'a@x.test', share: '60' },
          { email: 'b@x.test', share: 40 },
        ],
      }),
    ).toEqual({});
  });
  it('refuses a total over 100 by one basis point', () => {
    expect(
      checkSplitPayees({
        payees: [
          { email: 'a@x.test', share: '60' },
          { email: 'b@x.test', share: '40.01' },
        ],
      }),
    ).toEqual({ payees: [SHARE_MESSAGES.totalTooLarge] });
  });
  it('refuses the owner as a payee, whatever the case', () => {
    expect(checkSplitPayees({ ownerEmail: 'Me@X.test', payees: [{ email: ' me@x.TEST ', share: '10' }] })).toEqual({
      'payees.0.email': [SHARE_MESSAGES.ownerIsPayee],
    });
  });
  it('refuses the same e-mail twice', () => {
    expect(
      checkSplitPayees({
        payees: [
          { email: 'a@x.test', share: '10' },
          { email: 'A@x.test', share: '10' },
        ],
      }),
    ).toEqual({ 'payees.1.email': [SHARE_MESSAGES.duplicateEmail] });
  });
  it('reports a share under 0.01 on its field', () => {
    expect(checkSplitPayees({ payees: [{ email: 'a@x.test', share: '0.001' }] })).toEqual({
      'payees.0.share': [SHARE_MESSAGES.tooPrecise],
    });
    expect(checkSplitPayees({ payees: [{ email: 'a@x.test', share: '0' }] })).toEqual({
      'payees.0.share': [SHARE_MESSAGES.tooSmall],
    });
  });
  it('needs the recoup payee among the payees', () => {
    expect(checkSplitPayees({ payees: [{ email: 'a@x.test', share: '10' }], recoupEmail: 'b@x.test' })).toEqual({
      'recoup.email': [SHARE_MESSAGES.recoupPayeeMissing],
    });
    expect(checkSplitPayees({ payees: [{ email: 'a@x.test', share: '10' }], recoupEmail: 'A@x.test' })).toEqual({});
  });
});
