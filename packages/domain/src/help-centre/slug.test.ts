import { describe, expect, it } from 'vitest';
import { FALLBACK_SLUG, numberedSlug, SLUG_PATTERN, slugify } from './slug.js';

describe('slugify', () => {
  it.each([
    ['How to deliver a release', 'how-to-deliver-a-release'],
    ['ISRC & UPC: what’s the difference?', 'isrc-and-upc-what-s-the-difference'],
    ['  Café   Déjà vu  ', 'cafe-deja-vu'],
    ['2FA -- turn it on!', '2fa-turn-it-on'],
    ['Ünïcödé Straße', 'unicode-strasse'],
  ])('%s -> %s', (title, slug) => {
    expect(slugify(title)).toBe(slug);
    expect(SLUG_PATTERN.test(slug)).toBe(true);
  });

  it('falls back to a fixed word when the title has no letter or digit', () => {
    expect(slugify('🎵🎶 ???')).toBe(FALLBACK_SLUG);
    expect(slugify('日本語のタイトル')).toBe(FALLBACK_SLUG);
  });

  it('cuts a long title at a word boundary within 80 characters', () => {
    const slug = slugify(`${'payouts '.repeat(30)}end`);
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug.endsWith('-')).toBe(false);
    expect(slug).toMatch(/^(payouts-)*payouts$/);
  });

  it('cuts a single word longer than the limit', () => {
    expect(slugify('a'.repeat(120))).toBe('a'.repeat(80));
  });

  it('numbers a slug that is taken', () => {
    expect(numberedSlug('payouts', 2)).toBe('payouts-2');
  });
});

describe('the slug pattern', () => {
  it.each(['payouts', 'when-payouts-happen', '2fa'])('accepts %s', (slug) => {
    expect(SLUG_PATTERN.test(slug)).toBe(true);
  });
  it.each(['Payouts', 'payouts-', '-payouts', 'pay--outs', 'pay outs', 'pay_outs', ''])('refuses "%s"', (slug) => {
    expect(SLUG_PATTERN.test(slug)).toBe(false);
  });
});
