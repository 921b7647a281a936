import { describe, expect, it } from 'vitest';
import { latestReplyOf } from './latest-reply.js';

describe('latestReplyOf', () => {
  it('keeps what was typed above the attribution line and drops the quote', () => {
    expect(
      latestReplyOf(
        'Thanks, it works.\r\n\r\nOn Mon, 2 Mar 2026 at 10:00, Liner <support@liner.test> wrote:\r\n> Try again',
      ),
    ).toBe('Thanks, it works.');
  });

  it('cuts at Outlook separators and skips quoted lines written inline', () => {
    expect(latestReplyOf('Yes.\n> old line\nStill here\n-----Original Message-----\nFrom: x')).toBe('Yes.\nStill here');
    expect(latestReplyOf('Fine\n________________________________\nFrom: Liner')).toBe('Fine');
  });

  it('answers the whole text when nothing is quoted', () => {
    expect(latestReplyOf('  One line only  ')).toBe('One line only');
  });
});
