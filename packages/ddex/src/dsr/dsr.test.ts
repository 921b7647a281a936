import { describe, expect, it } from 'vitest';
import { splitMultiValue } from './dsr-cells.js';
import { detectStatementFormat } from './detect.js';
import { asFile, basicAudioLines, ugcLines } from './dsr-fixtures.js';
import { parseDsrRecords, type DsrRecord } from './dsr-records.js';
import { openDsrStatement } from './dsr-statement.js';
import { openStatement } from './statement.js';
import { reconcile, summarise } from './summarise.js';
import { collect, inChunksOf, inRandomChunks, show, utf8 } from './test-support.js';
import { StatementParseError, type ChunkSource } from './types.js';

const once = (source: ChunkSource) => () => source;
const fromText = (text: string) => () => [text];

async function failure(run: () => Promise<unknown>): Promise<StatementParseError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof StatementParseError) return error;
    throw error;
  }
  throw new Error('expected a StatementParseError');
}

async function saleLines(text: string) {
  const statement = await openDsrStatement(fromText(text));
  return { statement, lines: await collect(statement.lines()) };
}

describe('DSR records (own Basic Audio fixture)', () => {
  it('reads HEAD, summaries, release and resource blocks, usage lines and FOOT in order', async () => {
    const records = await collect(parseDsrRecords([asFile(basicAudioLines())]));
    expect(records.map((r) => r.kind).join(' ')).toBe(
      'head summary summary release resource usage usage release resource usage usage usage foot',
    );
    const head = records[0] as Extract<DsrRecord, { kind: 'head' }>;
    expect([head.profile, head.usageStartDate, head.usageEndDate, head.senderName]).toEqual([
      'BasicAudioProfile',
      '2024-01-01',
      '2024-01-31',
      'Spotify',
    ]);
    const s1 = records[1] as Extract<DsrRecord, { kind: 'summary' }>;
    expect([s1.summaryRecordId, s1.currency, s1.netRevenueMicros, s1.exchangeRate, s1.line]).toEqual([
      'S1',
      'EUR',
      10_000_000n,
      '0.8731',
      3,
    ]);
  });

  it('applies the escape character: an escaped tab stays in its cell, an escaped | stays in its value', async () => {
    const records = await collect(parseDsrRecords([asFile(basicAudioLines())]));
    const resource = records.find((r) => r.kind === 'resource' && r.blockId === '2') as Extract<
      DsrRecord,
      { kind: 'resource' }
    >;
    expect(resource.title).toBe('Jóga\tTab');
    expect(splitMultiValue(resource.cells.raw('composerauthor'))).toEqual(['Björk|Sjón', 'Other']);
  });

  it('shares each summary record over its usage lines to the micro-unit, with the channel names mapped', async () => {
    const { statement, lines } = await saleLines(asFile(basicAudioLines()));
    expect(lines.map(show)).toEqual([
      '7|2024-01-01|2024-01-31||Spotify|GB|GBAYE0601498|5060000000017|Svefn-g-englar|Sigur Rós|1|stream|3333334|EUR|0.8731',
      '8|2024-01-01|2024-01-31||Admin Rebate|US|GBAYE0601498|5060000000017|Svefn-g-englar|Sigur Rós|2|stream|33333|USD|',
      '11|2024-01-01|2024-01-31||Spotify|GB|ISAAA9700001||Jóga\tTab|Björk|1|stream|3333333|EUR|0.8731',
      '12|2024-01-01|2024-01-31||Spotify|GB|ISAAA9700001||Jóga\tTab|Björk|1|stream|3333333|EUR|0.8731',
      '13|2024-01-01|2024-01-31||Admin Rebate|US|ISAAA9700001||Jóga\tTab|Björk|1|stream|16667|USD|',
    ]);
    expect(lines[0].releaseTitle).toBe('Ágætis byrjun 🎵');
    const result = reconcile(statement.expectedTotals, await summarise(lines));
    expect(result.ok).toBe(true);
    expect(result.rows.map((r) => `${r.store} ${r.territory} ${r.currency} ${r.actualMicros}`).sort()).toEqual([
      'Admin Rebate US USD 50000',
      'Spotify GB EUR 10000000',
    ]);
  });

  it('gives the same records whole, byte by byte, in random chunks and with CRLF line ends', async () => {
    const text = asFile(basicAudioLines());
    const bytes = utf8(text);
    const expected = (await saleLines(text)).lines.map(show);
    const bytewise = await openDsrStatement(() => inChunksOf(bytes, 1));
    expect((await collect(bytewise.lines())).map(show)).toEqual(expected);
    for (const seed of [1, 2, 3, 4, 5]) {
      const random = await openDsrStatement(() => inRandomChunks(bytes, seed, 17));
      expect((await collect(random.lines())).map(show)).toEqual(expected);
    }
    const crlf = await openDsrStatement(() => inRandomChunks(utf8(asFile(basicAudioLines(), '\r\n')), 9, 5));
    expect((await collect(crlf.lines())).map(show)).toEqual(expected);
    const noFinalNewline = await openDsrStatement(fromText(basicAudioLines().join('\n')));
    expect((await collect(noFinalNewline.lines())).map(show)).toEqual(expected);
  });

  it('rejects FOOT counts that disagree with the file, saying which', async () => {
    const lines = basicAudioLines();
    lines[lines.length - 1] = 'FOOT\t15\t15\t3\t2\t2';
    const error = await failure(() => collect(parseDsrRecords([asFile(lines)])));
    expect(error.code).toBe('foot-mismatch');
    expect(error.line).toBe(14);
    expect(error.message).toBe(
      'line 14: FOOT counts do not match the file: FOOT says 15 lines in the file, the file has 14; 3 summary records, the file has 2',
    );
    await expect(openDsrStatement(fromText(asFile(lines)))).rejects.toThrow(/FOOT says 15 lines in the file/);
  });

  it('rejects a truncated file (no FOOT, or cut in the middle of a line) before any sale line is given', async () => {
    const text = asFile(basicAudioLines());
    const cut = text.slice(0, text.indexOf('SU02\t2\tS2'));
    const error = await failure(() => openDsrStatement(fromText(cut)));
    expect(error.code).toBe('truncated');
    expect(error.message).toMatch(/ends at line 12 without a FOOT record/);
    const midLine = await failure(() => openDsrStatement(fromText(text.slice(0, text.indexOf('SU02\t2\tS2') + 12))));
    expect(midLine.message).toBe('the file ends at line 13 without a FOOT record (truncated upload?)');
    const midFoot = await failure(() => openDsrStatement(fromText(text.slice(0, text.indexOf('FOOT') + 2))));
    expect(midFoot.message).toBe('line 14: "FO" is not a DSR record type');
    const bytes = utf8(text);
    const midCharacter = await failure(() => openDsrStatement(() => [bytes.subarray(0, text.indexOf('Rós') + 2)]));
    expect(midCharacter.code).toBe('encoding');
    expect((await failure(() => openDsrStatement(fromText('')))).code).toBe('truncated');
  });

  it('rejects records after FOOT, a missing HEAD and usage lines pointing at no summary', async () => {
    const after = await failure(() =>
      collect(parseDsrRecords([asFile([...basicAudioLines(), 'SU02\t2\tS1\tT9\t\t\tTRUE\t1'])])),
    );
    expect(after.message).toBe('line 15: the file goes on after its FOOT record');
    const noHead = await failure(() => collect(parseDsrRecords([asFile(basicAudioLines().slice(2))])));
    expect(noHead.message).toMatch(/must start with HEAD, found SY01.01/);
    const lines = basicAudioLines().map((l) => l.replace('SU02\t2\tS2', 'SU02\t2\tS9'));
    const orphan = await failure(() => openDsrStatement(fromText(asFile(lines))));
    expect(orphan.message).toBe('line 13: usage line refers to summary record "S9", which the file does not have');
    const badMoney = basicAudioLines().map((l) => l.replace('EUR\t10.00', 'EUR\tten'));
    const money = await failure(() => collect(parseDsrRecords([asFile(badMoney)])));
    expect([money.code, money.message]).toEqual(['bad-value', 'line 3: NetRevenue: not an amount: "ten"']);
  });

  it('reports a summary record whose revenue no usage line carries, and then does not reconcile', async () => {
    const lines = basicAudioLines();
    lines.splice(4, 0, 'SY01.01\tS3\t\t\tSubscriptionModel\tOnDemandStream\tFR\t\t1\t\tEUR\t1.50');
    lines[lines.length - 1] = 'FOOT\t15\t15\t3\t2\t2';
    const { statement, lines: sales } = await saleLines(asFile(lines));
    expect(statement.unallocated.map((g) => [g.summaryRecordId, g.store, g.revenueMicros])).toEqual([
      ['S3', 'Spotify', 1_500_000n],
    ]);
    const result = reconcile(statement.expectedTotals, await summarise(sales));
    expect(result.ok).toBe(false);
    expect(result.rows.find((r) => r.territory === 'FR')?.differenceMicros).toBe(-1_500_000n);
  });
});

describe('DSR UGC profile (own fixture)', () => {
  it("uses the file's own column definitions, adds SY rows sharing an id and keeps each line's own revenue", async () => {
    const statement = await openDsrStatement(once([asFile(ugcLines())]));
    expect(statement.format).toBe('dsr-ugc');
    expect(statement.summaries.get('1')?.revenueMicros).toBe(1_000_003n);
    const lines = await collect(statement.lines());
    expect(lines.map(show)).toEqual([
      '9|2024-01-01|2024-01-31||Instagram UCG|IS|USRC17607839||Clip|Artist A|7|ugc|333334|USD|',
      '10|2024-02-01|2024-03-31||Instagram UCG|IS|USRC17607839||Clip|Artist A|0|ugc|0|USD|',
      '12|2024-01-01|2024-03-31||Instagram UCG|IS|USRC17607840||Other clip|Artist B|14|ugc|666669|USD|',
    ]);
    expect(lines.map((l) => l.reportedAmountMicros)).toEqual([500_000n, 0n, 200_000n]);
    expect(reconcile(statement.expectedTotals, await summarise(lines)).ok).toBe(true);
  });

  it('is recognised from its first bytes, and a stream that cannot be read again is named as the cause', async () => {
    expect(detectStatementFormat(utf8(asFile(basicAudioLines())).subarray(0, 200))).toBe('dsr-basic-audio');
    expect(detectStatementFormat(asFile(ugcLines()))).toBe('dsr-ugc');
    const statement = await openStatement(fromText(asFile(ugcLines())));
    expect([statement.format, statement.expectedTotals?.length]).toEqual(['dsr-ugc', 1]);
    const oneShot = inChunksOf(utf8(asFile(ugcLines())), 64);
    const scanned = await openDsrStatement(() => oneShot);
    await expect(collect(scanned.lines())).rejects.toThrow(/already been read/);
  });
});
