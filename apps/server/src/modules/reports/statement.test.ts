import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { createUser, type CreatedUser } from '../../../test/factories.js';
import { postLedgerTransaction, type LedgerLine } from '../ledger/index.js';
import { creditEarnings } from '../ledger/testing.js';
import { createCatalog } from '../statements/testing.js';
import { buildMonthlyStatement, monthBounds } from './build-statement.js';
import { statementLines } from './render-statement-pdf.js';
import { movementsTotal } from './statement-model.js';
import { downloadReport, importCsvStatement, orderReport } from './testing.js';

let ctx: TestContext;
let artist: CreatedUser;
let month: string;
let sequence = 0;

async function post(
  kind: Parameters<typeof postLedgerTransaction>[1]['kind'],
  lines: LedgerLine[],
  occurredAt = ctx.clock.now(),
) {
  sequence += 1;
  await postLedgerTransaction(
    ctx.deps.db,
    { kind, idempotencyKey: `statement-test:${sequence}`, occurredAt, lines },
    'USD',
  );
}

beforeEach(async () => {
  ctx = await createTestApp();
  artist = await createUser(ctx, {
    displayName: 'Night Owl Records',
    details: { address: '12 Harbour Road', zip: 'BS1 4RN', city: 'Bristol', country: 'United Kingdom' },
  });
  const friend = await createUser(ctx);
  month = ctx.clock.now().toISOString().slice(0, 7);
  const { from, to } = monthBounds(month);
  const a = artist.user.id;
  const b = friend.user.id;

  await creditEarnings(ctx.deps.db, a, 5_000_000n, new Date(from.getTime() - 86_400_000)); // opening balance
  await creditEarnings(ctx.deps.db, a, 70_000_000n, new Date(to.getTime() + 3_600_000)); // next month: not in this statement
  await createCatalog(ctx, a, { upc: '859700000001', title: 'First Light', isrcs: ['QZDA41200001'] });
  // Reported for this month (the upload's period): booked in it whatever the lines' sale dates.
  await importCsvStatement(
    ctx,
    [
      { isrc: 'QZDA41200001', store: 'Spotify Streaming', units: 300, amount: '1.500000' },
      { upc: '859700000001', store: 'Merlin', units: 10, amount: '0.250000' },
    ],
    { period: month },
  );
  // Money held for a payee, then released to them: a split out of the artist's position.
  await post('statement-earnings', [
    { account: { userId: a, purpose: 'held-split' }, amountMicros: 400_000n },
    { account: { system: 'store-revenue' }, amountMicros: -400_000n },
  ]);
  await post('split-release', [
    { account: { userId: a, purpose: 'held-split' }, amountMicros: -400_000n },
    { account: { userId: b, purpose: 'earnings' }, amountMicros: 400_000n },
  ]);
  await post('transfer', [
    { account: { userId: a, purpose: 'earnings' }, amountMicros: -2_010_000n },
    { account: { userId: b, purpose: 'earnings' }, amountMicros: 2_000_000n },
    { account: { system: 'fee-income' }, amountMicros: 10_000n },
  ]);
  await post('transfer', [
    { account: { userId: b, purpose: 'earnings' }, amountMicros: -300_000n },
    { account: { userId: a, purpose: 'earnings' }, amountMicros: 300_000n },
  ]);
  await post('payout-request', [
    { account: { userId: a, purpose: 'earnings' }, amountMicros: -1_000_000n },
    { account: { userId: a, purpose: 'pending-payout' }, amountMicros: 1_000_000n },
  ]);
  await post('payout-approved', [
    { account: { userId: a, purpose: 'pending-payout' }, amountMicros: -1_000_000n },
    { account: { system: 'payout-clearing' }, amountMicros: 750_000n },
    { account: { system: 'fee-income' }, amountMicros: 250_000n },
  ]);
  await post('payout-request', [
    { account: { userId: a, purpose: 'earnings' }, amountMicros: -500_000n },
    { account: { userId: a, purpose: 'pending-payout' }, amountMicros: 500_000n },
  ]);
});
afterEach(async () => {
  await ctx.close();
});

describe('monthly statement', () => {
  it('builds every figure from the ledger, and closing - opening equals the listed movements to the micro-unit', async () => {
    const model = await buildMonthlyStatement(ctx.deps, artist.user.id, month);
    expect(model.account).toEqual({
      name: 'Night Owl Records',
      email: artist.user.email,
      addressLines: ['12 Harbour Road', 'BS1 4RN Bristol', 'United Kingdom'],
    });
    expect(model.openingMicros).toBe(5_000_000n);
    expect(model.earningsByStore).toEqual([
      { store: 'Spotify', amountMicros: 1_500_000n },
      { store: 'Other Revenue', amountMicros: 400_000n },
      { store: 'Admin Rebate', amountMicros: 250_000n },
    ]);
    expect([model.splitsInMicros, model.splitsOutMicros]).toEqual([0n, -400_000n]);
    expect([model.transfersInMicros, model.transfersOutMicros]).toEqual([300_000n, -2_000_000n]);
    expect([model.payoutsMicros, model.feesMicros, model.adjustmentsMicros]).toEqual([-750_000n, -260_000n, 0n]);
    expect(model.closingMicros).toBe(4_040_000n);
    expect(model.closingMicros - model.openingMicros).toBe(movementsTotal(model));
    expect(statementLines(model).reduce((sum, line) => sum + line.amountMicros, 0n)).toBe(
      model.closingMicros - model.openingMicros,
    );
    expect(model.closing).toEqual({ availableMicros: 3_540_000n, heldMicros: 0n, pendingPayoutMicros: 500_000n });
  });

  it('is generated as a PDF whose printed figures reconcile', async () => {
    const ordered = await orderReport(ctx, artist, 'statement', { month });
    expect(ordered.json()).toMatchObject({ status: 'ready' });
    const file = await downloadReport(ctx, artist, ordered.json().reportId);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(file.rawPayload.subarray(-8).toString('latin1')).toContain('%%EOF');
    const pdfPath = path.join(process.env.REPORTS_SAMPLE_DIR ?? ctx.outboxDir, 'statement.pdf');
    fs.mkdirSync(path.dirname(pdfPath), { recursive: true });
    fs.writeFileSync(pdfPath, file.rawPayload);

    if (spawnSync('pdftotext', ['-v']).error) {
      console.warn(
        'pdftotext (poppler-utils) is not installed: the PDF text check is skipped; the statement model test covers the figures',
      );
      return;
    }
    const text = execFileSync('pdftotext', ['-layout', pdfPath, '-'], { encoding: 'utf8' });
    expect(text).toContain('Night Owl Records');
    expect(text).toContain('12 Harbour Road');
    const amounts = new Map<string, string>();
    for (const line of text.split('\n')) {
      const match = /^\s*(.+?)\s{2,}(-?\d+\.\d{6})\s*$/.exec(line);
      if (match) amounts.set(match[1].trim(), match[2]);
    }
    const micros = (label: string) => BigInt(amounts.get(label)!.replace('.', ''));
    expect(amounts.get('Opening balance')).toBe('5.000000');
    expect(amounts.get('Closing balance')).toBe('4.040000');
    const listed = [
      'Spotify',
      'Other Revenue',
      'Admin Rebate',
      'Splits in',
      'Splits out',
      'Transfers in',
      'Transfers out',
      'Payouts',
      'Fees',
    ];
    expect(listed.reduce((sum, label) => sum + micros(label), 0n)).toBe(
      micros('Closing balance') - micros('Opening balance'),
    );
  });

  it('an empty month states zero movements and equal opening and closing balances', async () => {
    const model = await buildMonthlyStatement(ctx.deps, artist.user.id, '2020-01');
    expect(model.openingMicros).toBe(0n);
    expect(model.closingMicros).toBe(0n);
    expect(movementsTotal(model)).toBe(0n);
    expect((await orderReport(ctx, artist, 'statement', { month: '2020-13' })).statusCode).toBe(422);
  });
});
