/**
 * DDEX's own DSR samples, read where they are (../shared/data/dsr) through DSR_SAMPLES_DIR; they are
 * never copied into the project. Without the variable these tests are skipped, and say so.
 */
import { createReadStream, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatMicros } from '@liner/domain';
import { describe, expect, it } from 'vitest';
import { detectStatementFormat } from './detect.js';
import { parseDsrRecords } from './dsr-records.js';
import { openStatement } from './statement.js';
import { reconcile, summarise } from './summarise.js';
import { collect, inChunksOf, inRandomChunks, show } from './test-support.js';

const dir = process.env.DSR_SAMPLES_DIR;
const BASIC = 'DSR_PADPIDA2015999999X_PADPIDA2015999999X_AdFunded_2015-08-01--2015-08-31__1of1_20151123T182957.tsv';
const UGC = 'DSR_TEST_YouTube_AdSupport-music_2015-Q4_IS_1of1_20160121T150926.tsv';

if (!dir) {
  console.warn('DSR_SAMPLES_DIR is not set: the DDEX DSR sample tests (samples.test.ts) are SKIPPED.');
}

const path = (name: string) => join(dir ?? '', name);
const open = (name: string) => () => createReadStream(path(name), { highWaterMark: 64 });

describe('DDEX DSR samples (DSR_SAMPLES_DIR)', () => {
  it.skipIf(!dir)('recognises both samples from their first bytes', () => {
    expect(detectStatementFormat(readFileSync(path(BASIC)).subarray(0, 4096))).toBe('dsr-basic-audio');
    expect(detectStatementFormat(readFileSync(path(UGC)).subarray(0, 4096))).toBe('dsr-ugc');
  });

  it.skipIf(!dir)('Basic Audio sample: 3 usage lines share SY 1 (10 EUR) and reconcile to the micro-unit', async () => {
    const statement = await openStatement(open(BASIC));
    expect(statement.format).toBe('dsr-basic-audio');
    // The sample's FOOT claims 94 blocks in the report for a 1-of-1 file: kept as a warning, not an error.
    expect(statement.dsr?.foot.warnings).toEqual(['FOOT says 94 blocks in the report, the single file has 3']);
    const lines = await collect(statement.lines());
    expect(lines.map(show)).toEqual([
      '11|2015-08-01|2015-08-31||DistibutionChannelName|GB|USRC11501628|731453000000|Rip The Summer Up|Leikeli47 feat. Biker Boy Pug|1|stream|3333334|EUR|0.87',
      "14|2015-08-01|2015-08-31||DistibutionChannelName|GB|GBUM70602587|731453000000|I Don't Feel Like Dancin'|Scissor Sisters|1|stream|3333333|EUR|0.87",
      '17|2015-08-01|2015-08-31||DistibutionChannelName|GB|GBF089601184|731453000000|Trans Fatty Acid|Lamb|1|stream|3333333|EUR|0.87',
    ]);
    const totals = await summarise(lines);
    const result = reconcile(statement.expectedTotals ?? [], totals);
    expect(result.ok).toBe(true);
    expect(
      result.rows.map(
        (r) =>
          `${r.store} ${r.territory} ${formatMicros(r.expectedMicros, 6)} = ${formatMicros(r.actualMicros, 6)} ${r.currency}`,
      ),
    ).toEqual(['DistibutionChannelName GB 10.000000 = 10.000000 EUR']);
  });

  it.skipIf(!dir)(
    'UGC (YouTube) sample: 4 SY rows of summary 1 (15,763.58 USD) over 6 usage lines, reconciled',
    async () => {
      const statement = await openStatement(open(UGC));
      expect(statement.format).toBe('dsr-ugc');
      expect(statement.dsr?.foot.warnings).toEqual([]);
      expect(statement.dsr?.summaries.get('1')?.records.map((r) => r.rightsController)).toEqual([
        'PUB_2',
        'SOC_1',
        'PUB_3',
        'Residual',
      ]);
      const lines = await collect(statement.lines());
      expect(
        lines.map(
          (l) =>
            `${l.sourceLine} ${l.isrc} ${l.units} ${formatMicros(l.amountMicros, 6)} ${l.salePeriodStart}..${l.salePeriodEnd}`,
        ),
      ).toEqual([
        '17 USSM19803037 7810 12058.135142 2015-10-01..2015-12-31',
        '22 USUV71101875 2045 3157.347806 2015-10-01..2015-12-31',
        '27 USRH10903879 18 27.790837 2015-10-01..2015-10-02',
        '29 USRH10903879 4 6.175741 2015-10-03..2015-10-03',
        '31 USRH10903879 258 398.335322 2015-10-04..2015-12-03',
        '33 USRH10903879 75 115.795152 2015-12-04..2015-12-30',
      ]);
      expect(new Set(lines.map((l) => `${l.store} ${l.territory} ${l.currency} ${l.useType}`))).toEqual(
        new Set(['YouTube IS USD ugc']),
      );
      const result = reconcile(statement.expectedTotals ?? [], await summarise(lines));
      expect(result.ok).toBe(true);
      expect(
        result.rows.map(
          (r) =>
            `${r.store} ${r.territory} ${formatMicros(r.expectedMicros, 6)} = ${formatMicros(r.actualMicros, 6)} ${r.currency}`,
        ),
      ).toEqual(['YouTube IS 15763.580000 = 15763.580000 USD']);
      // The usage lines' own NetRevenue cells, kept for information, add up to 7.00 USD.
      expect(lines.reduce((sum, l) => sum + (l.reportedAmountMicros ?? 0n), 0n)).toBe(7_000_000n);
    },
  );

  it.skipIf(!dir)(
    'UGC sample on its AllocatedNetRevenue basis (10,187.64 USD) also reconciles to the micro-unit',
    async () => {
      const statement = await openStatement(open(UGC), { dsrRevenue: 'AllocatedNetRevenue' });
      const lines = await collect(statement.lines());
      expect(lines.map((l) => formatMicros(l.amountMicros, 6))).toEqual([
        // Checked independently: floor(R*w/W) plus the 4 spare micro-units by largest remainder.
        '7792.896024',
        '2040.521430',
        '17.960580',
        '3.991240',
        '257.434977',
        '74.835749',
      ]);
      const result = reconcile(statement.expectedTotals ?? [], await summarise(lines));
      expect(result.ok).toBe(true);
      expect(result.rows.map((r) => formatMicros(r.actualMicros, 6))).toEqual(['10187.640000']);
    },
  );

  it.skipIf(!dir)('reads both samples the same whole, byte by byte and in random chunks', async () => {
    for (const name of [BASIC, UGC]) {
      const bytes = readFileSync(path(name));
      const whole = (await collect(parseDsrRecords([bytes]))).map(
        (r) => `${r.line} ${r.kind} ${JSON.stringify(r.cells.toObject())}`,
      );
      expect(whole.length).toBeGreaterThan(5);
      const bytewise = await collect(parseDsrRecords(inChunksOf(bytes, 1)));
      expect(bytewise.map((r) => `${r.line} ${r.kind} ${JSON.stringify(r.cells.toObject())}`)).toEqual(whole);
      const random = await collect(parseDsrRecords(inRandomChunks(bytes, 42, 100)));
      expect(random.map((r) => `${r.line} ${r.kind} ${JSON.stringify(r.cells.toObject())}`)).toEqual(whole);
    }
  });
});
