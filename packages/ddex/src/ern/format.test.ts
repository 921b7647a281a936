import { describe, expect, it } from 'vitest';
import { displayArtistName, displayTitle, toDealDateTime, toIsoDuration, toKilohertz } from './format.js';
import { escapeXmlAttribute, escapeXmlText, XmlWriter } from './xml-writer.js';

describe('toIsoDuration', () => {
  it.each([
    [205, 'PT3M25S'],
    [3723, 'PT1H2M3S'],
    [90.5, 'PT1M30.5S'],
    [263.583, 'PT4M23.583S'],
    [60, 'PT1M'],
    [3600, 'PT1H'],
    [0, 'PT0S'],
    [59.9996, 'PT1M'],
    [0.25, 'PT0.25S'],
  ])('%s s -> %s', (seconds, iso) => {
    expect(toIsoDuration(seconds)).toBe(iso);
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('refuses %s', (seconds) => {
    expect(() => toIsoDuration(seconds)).toThrow('is not a non-negative number of seconds');
  });
});

describe('display strings', () => {
  it.each([
    [[{ name: 'Jane', role: 'MainArtist' as const }], 'Jane'],
    [
      [
        { name: 'Jane', role: 'MainArtist' as const },
        { name: 'John', role: 'MainArtist' as const },
      ],
      'Jane & John',
    ],
    [
      [
        { name: 'A', role: 'MainArtist' as const },
        { name: 'B', role: 'FeaturedArtist' as const },
        { name: 'C', role: 'FeaturedArtist' as const },
        { name: 'D', role: 'FeaturedArtist' as const },
      ],
      'A feat. B, C & D',
    ],
  ])('artists %j read "%s"', (artists, expected) => {
    expect(displayArtistName(artists)).toBe(expected);
  });

  it('puts the version in parentheses', () => {
    expect(displayTitle(' Song ', ' Radio Edit ')).toBe('Song (Radio Edit)');
    expect(displayTitle('Song', '  ')).toBe('Song');
  });

  it('converts sample rates and deal dates', () => {
    expect(toKilohertz(44_100)).toBe('44.1');
    expect(toKilohertz(96_000)).toBe('96');
    expect(toDealDateTime('2025-02-01')).toBe('2025-02-01T00:00:00');
    expect(toDealDateTime('2025-02-01', true)).toBe('2025-02-01T23:59:59');
    expect(toDealDateTime('2025-02-01T10:00:00Z')).toBe('2025-02-01T10:00:00Z');
  });
});

describe('XmlWriter', () => {
  it('escapes text and attributes', () => {
    expect(escapeXmlText('a & b < c > d "e"')).toBe('a &amp; b &lt; c &gt; d "e"');
    expect(escapeXmlAttribute('say "hi"\n&')).toBe('say &quot;hi&quot;&#10;&amp;');
    expect(() => escapeXmlText('bell\u0007')).toThrow('control character');
  });

  it('writes nested elements, skips undefined leaves and attributes', () => {
    const chunks: string[] = [];
    const w = new XmlWriter((chunk) => chunks.push(chunk));
    w.element('A', () => {
      w.leaf('B', 'x<y', { Unit: 'kHz', Skip: undefined });
      w.leaf('C', undefined);
      w.leaf('D', 3);
    });
    expect(chunks.join('')).toBe('<A>\n  <B Unit="kHz">x&lt;y</B>\n  <D>3</D>\n</A>\n');
    expect(w.depth).toBe(0);
    expect(() => w.end()).toThrow('no open element');
  });
});
