/**
 * DDEX's DSR samples through the whole import (read from DSR_SAMPLES_DIR, never copied); the
 * totals per store and territory must reconcile with each file's own summary records.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { bearer, createUser } from '../../../test/factories.js';
import { statementUpload } from './testing.js';

const dir = process.env.DSR_SAMPLES_DIR;
if (!dir)
  console.warn('DSR_SAMPLES_DIR is not set: the DSR sample import tests (statements/dsr-samples.test.ts) are SKIPPED.');
const BASIC = 'DSR_PADPIDA2015999999X_PADPIDA2015999999X_AdFunded_2015-08-01--2015-08-31__1of1_20151123T182957.tsv';
const UGC = 'DSR_TEST_YouTube_AdSupport-music_2015-Q4_IS_1of1_20160121T150926.tsv';

let ctx: TestContext;
let token: string;

// Read on the main thread and in an import process (the file twice, over IPC): the same figures.
describe.each([
  ['main thread', Number.MAX_SAFE_INTEGER],
  ['import process', 0],
])('%s', (_path, importProcessMinBytes) => {
  beforeEach(async () => {
    ctx = await createTestApp();
    ctx.deps.config.importProcessMinBytes = importProcessMinBytes;
    token = (await createUser(ctx, { isAdmin: true })).token;
  });
  afterEach(async () => {
    await ctx.close();
  });

  async function importSample(name: string, fields: Record<string, string>) {
    const { payload, headers } = statementUpload(name, readFileSync(join(dir ?? '', name)), fields);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/admin/statements',
      headers: { ...headers, ...bearer(token) },
      payload,
    });
  }

  describe('DDEX DSR samples (DSR_SAMPLES_DIR)', () => {
    it.skipIf(!dir)('Basic Audio sample: 10 EUR over 3 lines, reconciled, converted exactly', async () => {
      const res = await importSample(BASIC, { currency: 'EUR', exchangeRate: '1.0843' });
      expect(res.json()).toMatchObject({
        status: 'imported',
        format: 'dsr-basic-audio',
        linesRead: 3,
        amount: '10.000000',
        convertedAmount: '10.843000',
        unmatchedLines: 3,
      });
      expect(res.json().reconciliation).toEqual({
        ok: true,
        rows: [
          {
            store: 'DistibutionChannelName',
            territory: 'GB',
            currency: 'EUR',
            expected: '10.000000',
            actual: '10.000000',
            difference: '0.000000',
          },
        ],
      });
      expect(res.json().byTerritory.map((r: { key: string; amount: string }) => `${r.key} ${r.amount}`)).toEqual([
        'GB 10.000000',
      ]);
    });

    it.skipIf(!dir)('UGC (YouTube) sample: 15,763.58 USD over 6 lines, reconciled to the micro-unit', async () => {
      const res = await importSample(UGC, {});
      expect(res.json()).toMatchObject({
        status: 'imported',
        format: 'dsr-ugc',
        linesRead: 6,
        amount: '15763.580000',
        convertedAmount: '15763.580000',
      });
      expect(res.json().reconciliation.ok).toBe(true);
      expect(
        res
          .json()
          .byStore.map((r: { key: string; amount: string; lines: number }) => `${r.key} ${r.lines} ${r.amount}`),
      ).toEqual(['YouTube 6 15763.580000']);
      const detail = await ctx.app.inject({
        method: 'GET',
        url: `/api/admin/statements/${res.json().id}`,
        headers: bearer(token),
      });
      expect(detail.json().reconciliation.rows[0]).toMatchObject({ expected: '15763.580000', actual: '15763.580000' });
    });
  });
});
