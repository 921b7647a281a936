/** DSR usage lines flagged not royalty-bearing, returns, and use types given per usage line. */
import { describe, expect, it } from 'vitest';
import { asFile } from './dsr-fixtures.js';
import { openDsrStatement } from './dsr-statement.js';
import { reconcile, summarise } from './summarise.js';
import { collect } from './test-support.js';
import { StatementParseError } from './types.js';

const row = (...cells: string[]) => cells.join('\t');

/**
 * D1: downloads in the US, 9.00 USD net of returns, over SU01 lines selling 5, 2 (1 returned),
 * 0 (1 returned) and 3 not royalty-bearing. S1: streams in FR with a blank summary use type,
 * 2.00 USD over a royalty-bearing line of 3 streams and a free one of 1.
 */
function usageFlagLines(d1Revenue = '9.00'): string[] {
  return [
    row('HEAD', 'dsrf/1.1/1.4.1/1.3', 'BasicAudioProfile', '1.2', 'MSG-R', '2024-03-02T00:00:00Z', '1', '1'),
    row('SY01.01', 'D1', 'iTunes', '', 'PayAsYouGoModel', 'PermanentDownload', 'US', '', '10', '', 'USD', d1Revenue),
    row('SY01.01', 'S1', 'Deezer', '', 'SubscriptionModel', '', 'FR', '', '4', '', 'USD', '2.00'),
    row('RE01', '1', 'R1', 'dsp-r1', '', '', '5060000000017', 'Artist', '', 'Album', '', 'Album'),
    row('AS02.02', '1', 'A1', 'dsp-a1', 'GBAYE0601498', 'Song', '', 'Artist', '', 'PT3M', 'SoundRecording'),
    row('SU01', '1', 'D1', 'T1', 'R1', 'A1', 'TRUE', '', '5', '0'),
    row('SU01', '1', 'D1', 'T2', 'R1', 'A1', 'TRUE', '', '2', '1'),
    row('SU01', '1', 'D1', 'T3', 'R1', 'A1', 'TRUE', '', '0', '1'),
    row('SU01', '1', 'D1', 'T4', 'R1', 'A1', 'FALSE', '', '3', '0'),
    row('SU02', '1', 'S1', 'T5', 'R1', 'A1', 'TRUE', '3', '', '', 'OnDemandStream'),
    row('SU02', '1', 'S1', 'T6', 'R1', 'A1', 'FALSE', '1', '', '', 'OnDemandStream'),
    row('FOOT', '12', '12', '2', '1', '1'),
  ].map((line, i) => (i === 0 ? `${line}\t2024-02-01\t2024-02-29\tPADPIDA2011072101T\tiTunes` : line));
}

async function read(lines: string[]) {
  const statement = await openDsrStatement(() => [asFile(lines)]);
  return { statement, lines: await collect(statement.lines()) };
}

describe('DSR usage lines: royalty-bearing flag, returns, per-line use type', () => {
  it('books returns against the line and gives a not royalty-bearing line its units but no money', async () => {
    const { statement, lines } = await read(usageFlagLines());
    const downloads = lines.filter((l) => l.summaryRecordId === 'D1');
    // 9.00 over 7 sold - 2 returned = 1.80 a unit: 5 sold, 2-1, 0-1, and 3 free.
    expect(downloads.map((l) => [l.units, l.amountMicros, l.isRoyaltyBearing ?? true, l.useType])).toEqual([
      [5n, 9_000_000n, true, 'download'],
      [1n, 1_800_000n, true, 'download'],
      [-1n, -1_800_000n, true, 'download'],
      [3n, 0n, false, 'download'],
    ]);
    expect(reconcile(statement.expectedTotals, await summarise(lines)).ok).toBe(true);
  });

  it('classifies streams by the usage line when the summary leaves its use type blank', async () => {
    const { lines } = await read(usageFlagLines());
    const streams = lines.filter((l) => l.summaryRecordId === 'S1');
    expect(streams.map((l) => [l.units, l.amountMicros, l.useType, l.useTypeRaw, l.isRoyaltyBearing ?? true])).toEqual([
      [3n, 2_000_000n, 'stream', 'OnDemandStream', true],
      [1n, 0n, 'stream', 'OnDemandStream', false],
    ]);
  });

  it('keeps the total exact when the per-unit value does not divide', async () => {
    const { statement, lines } = await read(usageFlagLines('10.00'));
    const downloads = lines.filter((l) => l.summaryRecordId === 'D1').map((l) => l.amountMicros);
    expect(downloads.reduce((a, b) => a + b, 0n)).toBe(10_000_000n);
    // 2.00 a unit: 10.00, 4.00 - 2.00, -2.00.
    expect(downloads).toEqual([10_000_000n, 2_000_000n, -2_000_000n, 0n]);
    expect(reconcile(statement.expectedTotals, await summarise(lines)).ok).toBe(true);
  });

  it('reports revenue carried only by lines that are not royalty-bearing as unallocated', async () => {
    const lines = usageFlagLines().map((l) => l.replace(/\tTRUE\t3\t/, '\tFALSE\t3\t'));
    const { statement } = await read(lines);
    expect(statement.unallocated.map((g) => [g.summaryRecordId, g.revenueMicros])).toEqual([['S1', 2_000_000n]]);
  });

  it('refuses revenue over lines that return as many units as they sell', async () => {
    const lines = usageFlagLines().map((l) => l.replace('\tT1\tR1\tA1\tTRUE\t\t5\t0', '\tT1\tR1\tA1\tTRUE\t\t0\t0'));
    const error = await read(lines).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StatementParseError);
    expect((error as Error).message).toBe(
      'summary record D1 has revenue but its usage lines return as many units as they sell',
    );
  });
});
