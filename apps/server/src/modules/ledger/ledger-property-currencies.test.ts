import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMicros } from '@liner/domain';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { bearer, createUser, type CreatedUser } from '../../../test/factories.js';
import { createCatalog, GENERIC_MAPPING, statementUpload } from '../statements/testing.js';
import { availableBalanceMicros } from './balances.js';
import { balancesSummingToZero, type FxLine, fxLine, saveMapping } from './ledger-property-test-support.js';

/**
 * Issue 12: statements mixing currencies convert each group of lines (currency, month, rate) on its
 * own; whatever the mix, the ledger sums to zero, nothing is negative, and the owner is credited
 * exactly floor(group total x rate) per group, the statement's converted total.
 */
describe('ledger properties with multi-currency imports', () => {
  let ctx: TestContext;
  let admin: CreatedUser;
  let owner: CreatedUser;
  let mappingId: number;
  let files = 0;
  let credited = 0n;
  let reported = 0n;
  const reference: Record<string, { numerator: bigint; denominator: bigint }> = {
    EUR: { numerator: 10_843n, denominator: 10_000n },
    GBP: { numerator: 12_731n, denominator: 10_000n },
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await createUser(ctx, { isAdmin: true });
    owner = await createUser(ctx);
    await createCatalog(ctx, owner.user.id, { isrcs: ['QZFX26000001'] });
    mappingId = await saveMapping(ctx, admin, {
      ...GENERIC_MAPPING,
      columns: { ...GENERIC_MAPPING.columns, exchangeRate: 'Rate' },
    });
    for (const [currency, rate] of [
      ['EUR', '1.0843'],
      ['GBP', '1.2731'],
    ]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/exchange-rates',
        headers: bearer(admin.token),
        payload: { currency, month: '2024-01', rate },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
  });
  afterAll(async () => {
    await ctx.close();
  });

  function expectedConverted(lines: FxLine[]): bigint {
    const groups = new Map<string, { total: bigint; numerator: bigint; denominator: bigint }>();
    for (const line of lines) {
      const rate =
        line.currency === 'USD'
          ? { numerator: 1n, denominator: 1n }
          : line.currency === 'SEK'
            ? { numerator: BigInt(line.fileRate), denominator: 1_000_000n }
            : reference[line.currency];
      const key = `${line.currency}\t${rate.numerator}/${rate.denominator}`;
      const group = groups.get(key) ?? { total: 0n, ...rate };
      group.total += BigInt(line.cents) * 10_000n;
      groups.set(key, group);
    }
    let sum = 0n;
    for (const g of groups.values()) sum += (g.total * g.numerator) / g.denominator;
    return sum;
  }

  it('sums to zero, leaves nothing negative and credits floor(group total x rate) per rate group', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fxLine, { minLength: 1, maxLength: 6 }), async (lines) => {
        files += 1;
        const header = 'Period,Store,Country,ISRC,UPC,Track,Artist,Units,Net Amount,Currency,Rate';
        const rows = lines.map(
          (line, i) =>
            `2024-01,Spotify,GB,QZFX26000001,,Song ${files}-${i},Artist,1,${formatMicros(BigInt(line.cents) * 10_000n, 6)},` +
            `${line.currency},${line.currency === 'SEK' ? formatMicros(BigInt(line.fileRate), 6) : ''}`,
        );
        const { payload, headers } = statementUpload(`fx-${files}.csv`, `${[header, ...rows].join('\n')}\n`, {
          mappingId: String(mappingId),
          confirmDuplicate: 'true',
        });
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/api/admin/statements',
          headers: { ...headers, ...bearer(admin.token) },
          payload,
        });
        expect(res.statusCode, res.body).toBe(200);
        const expected = expectedConverted(lines);
        expect(res.json().status).toBe('imported');
        expect(res.json().convertedAmount).toBe(formatMicros(expected, 6));
        credited += expected;
        reported += expected;
        const balances = await balancesSummingToZero(ctx);
        expect(-(balances.get('system:store-revenue') ?? 0n)).toBe(reported);
        for (const [key, balance] of balances) {
          if (key === 'system:store-revenue') continue;
          expect(balance, key).toBeGreaterThanOrEqual(0n);
        }
        expect(await availableBalanceMicros(ctx.deps.db, owner.user.id)).toBe(credited);
      }),
      { numRuns: 10 },
    );
  });
});
