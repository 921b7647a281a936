import { describe, expect, it } from 'vitest';
import { matchFingerprint } from '@liner/ddex/dsr';
import type { SeededRelease } from './demo-context.js';
import { demoStatementText, monthEnd } from './demo-statement-file.js';
import { statementMonths } from './seed-statements.js';

const release = (overrides: Partial<SeededRelease>): SeededRelease => ({
  key: 'test',
  id: 1,
  ownerUserId: 1,
  artist: 'Nova Reyes',
  title: 'Glass Harbour',
  upc: '020000000015',
  tracks: [{ id: 1, title: 'Glass Harbour', isrc: 'ZZLNR2500001', popularity: 1 }],
  onSaleFrom: '2025-03-20',
  onSaleUntil: null,
  ...overrides,
});

const rowsOf = (text: string) =>
  text
    .trim()
    .split('\n')
    .map((line) => line.split('\t'));

describe('demo statement files', () => {
  it('are DistroKid exports the import recognises, the same for the same seed', () => {
    const text = demoStatementText([release({})], { month: '2025-04', reportedOn: '2025-05-12' }, 7);
    const [header, ...lines] = rowsOf(text);
    expect(matchFingerprint(header)).toBe('distrokid');
    expect(lines.length).toBeGreaterThanOrEqual(12);
    for (const line of lines) {
      expect(line[header.indexOf('Reporting Date')]).toBe('2025-05-12');
      expect(line[header.indexOf('Sale Month')]).toBe('2025-04');
      expect(line[header.indexOf('ISRC')]).toBe('ZZLNR2500001');
      expect(Number(line[header.indexOf('Quantity')])).toBeGreaterThan(0);
      expect(Number(line[header.indexOf('Earnings (USD)')])).toBeGreaterThan(0);
    }
    expect(demoStatementText([release({})], { month: '2025-04', reportedOn: '2025-05-12' }, 7)).toBe(text);
  });

  it('sell a release only in the months it was on sale', () => {
    const later = release({ onSaleFrom: '2025-06-01' });
    const takenDown = release({ onSaleFrom: '2024-01-10', onSaleUntil: '2025-02-14' });
    const draft = release({ onSaleFrom: null, upc: null });
    const lines = (month: string, item: SeededRelease) =>
      rowsOf(demoStatementText([item], { month, reportedOn: `${month}-28` }, 1)).length - 1;
    expect(lines('2025-05', later)).toBe(0);
    expect(lines('2025-06', later)).toBeGreaterThan(0);
    expect(lines('2025-02', takenDown)).toBeGreaterThan(0);
    expect(lines('2025-03', takenDown)).toBe(0);
    expect(lines('2025-06', draft)).toBe(0);
  });

  it('cover the 18 whole months before the present, each reported the month after, never later than now', () => {
    const months = statementMonths(new Date('2026-11-05T10:00:00Z'), 18);
    expect(months).toHaveLength(18);
    expect(months[0]).toEqual({ month: '2025-05', reportedOn: '2025-06-12' });
    expect(months[17]).toEqual({ month: '2026-10', reportedOn: '2026-11-05' });
    expect(monthEnd('2026-02')).toBe('2026-02-28');
  });
});
