import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMicros } from '@liner/domain';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { bearer, createUser, type CreatedUser } from '../../../test/factories.js';
import { approvePayout, requestPayout } from '../payouts/index.js';
import { connectBankAndWait } from '../payouts/testing.js';
import { confirm, submitOk } from '../splits/testing.js';
import { createCatalog, csvStatement, statementUpload } from '../statements/testing.js';
import { availableBalanceMicros, balanceMicros } from './balances.js';
import {
  balancesSummingToZero,
  refusedByValidation,
  type ReversalCommand,
  reversalCommand,
  saveMapping,
} from './ledger-property-test-support.js';

/**
 * Statement imports (one track split 25 % with an accepted payee), payouts, approvals and
 * reversals of random statements, against a model: the ledger sums to zero, store revenue is what
 * the statements not reversed brought in, every balance is the model's, and the only negative
 * user balance is a carried deficit: earnings below zero by no more than a reversal took back.
 */
describe('ledger properties with statement reversals', () => {
  let ctx: TestContext;
  let admin: CreatedUser;
  let people: CreatedUser[];
  let mappingId: number;
  const methodOf = new Map<number, number>();
  const isrcs = ['QZTST2690001', 'QZTST2690002'];
  let periods = 0;
  const model = {
    available: [0n, 0n, 0n],
    reversedFrom: [0n, 0n, 0n],
    held: new Map<number, { user: number; amount: bigint }>(),
    statements: new Map<number, { perUser: bigint[]; total: bigint }>(),
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await createUser(ctx, { isAdmin: true });
    people = [];
    for (let i = 0; i < 3; i += 1) {
      const person = await createUser(ctx, { payoutFeeType: 'domestic' });
      methodOf.set(person.user.id, await connectBankAndWait(ctx, person));
      people.push(person);
    }
    // people[0] owns both tracks; the first is split 25 % with people[1]; people[2] only spends nothing.
    const { tracks } = await createCatalog(ctx, people[0].user.id, { isrcs });
    const splitId = await submitOk(ctx, people[0].token, {
      trackId: tracks[0].id,
      effectiveFrom: '2000-01-01',
      payees: [{ email: people[1].user.email, share: 25 }],
    });
    await confirm(ctx, people[1].token, splitId, true);
    mappingId = await saveMapping(ctx, admin);
  });
  afterAll(async () => {
    await ctx.close();
  });

  async function apply(cmd: ReversalCommand): Promise<void> {
    if (cmd.op === 'import') {
      periods += 1;
      // A month of its own per statement, so no two look like the same report.
      const period = `${2001 + Math.floor(periods / 12)}-${String((periods % 12) + 1).padStart(2, '0')}`;
      const micros = BigInt(cmd.cents) * 10_000n;
      const rows = [{ isrc: isrcs[cmd.track], amount: formatMicros(micros, 6), period }];
      if (cmd.unmatchedCents > 0)
        rows.push({ isrc: 'QZZZZ0000001', amount: formatMicros(BigInt(cmd.unmatchedCents) * 10_000n, 6), period });
      const { payload, headers } = statementUpload('statement.csv', csvStatement(rows), {
        mappingId: String(mappingId),
      });
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/statements',
        headers: { ...headers, ...bearer(admin.token) },
        payload,
      });
      expect(res.statusCode, res.body).toBe(200);
      const payee = cmd.track === 0 ? (micros * 2_500n) / 10_000n : 0n;
      const perUser = [micros - payee, payee, 0n];
      perUser.forEach((amount, user) => {
        model.available[user] += amount;
      });
      model.statements.set(res.json().id, { perUser, total: micros + BigInt(cmd.unmatchedCents) * 10_000n });
    } else if (cmd.op === 'payout') {
      const person = people[cmd.user];
      const micros = BigInt(cmd.cents) * 10_000n;
      const mayPass = micros <= model.available[cmd.user];
      let id = 0;
      const refused = await refusedByValidation(async () => {
        const amount = formatMicros(micros, 2);
        id = (await requestPayout(ctx.deps, person.user, { methodId: methodOf.get(person.user.id)!, amount })).id;
      });
      expect(refused).toBe(!mayPass);
      if (mayPass) {
        model.available[cmd.user] -= micros;
        model.held.set(id, { user: cmd.user, amount: micros });
      }
    } else if (cmd.op === 'reverse') {
      const ids = [...model.statements.keys()];
      if (ids.length === 0) return;
      const id = ids[cmd.pick % ids.length];
      const { perUser } = model.statements.get(id)!;
      model.statements.delete(id);
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/admin/statements/${id}/reverse`,
        headers: bearer(admin.token),
        payload: { reason: 'property test' },
      });
      expect(res.statusCode, res.body).toBe(200);
      perUser.forEach((amount, user) => {
        model.available[user] -= amount;
        model.reversedFrom[user] += amount;
      });
    } else {
      const ids = [...model.held.keys()];
      if (ids.length === 0) return;
      const id = ids[cmd.pick % ids.length];
      model.held.delete(id);
      await approvePayout(ctx.deps, admin.user.id, id);
    }
  }

  it('sums to zero and leaves nothing negative but a carried deficit', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(reversalCommand, { minLength: 1, maxLength: 8 }), async (commands) => {
        for (const cmd of commands) await apply(cmd);
        const balances = await balancesSummingToZero(ctx);
        const live = [...model.statements.values()].reduce((sum, statement) => sum + statement.total, 0n);
        expect(-(balances.get('system:store-revenue') ?? 0n)).toBe(live);
        for (const [key, balance] of balances) {
          if (key === 'system:store-revenue' || key.endsWith(':earnings')) continue;
          expect(balance, key).toBeGreaterThanOrEqual(0n);
        }
        for (const [index, person] of people.entries()) {
          const available = await availableBalanceMicros(ctx.deps.db, person.user.id);
          expect(available).toBe(model.available[index]);
          // A deficit only ever comes from a reversal, and never exceeds what reversals took back.
          if (available < 0n) expect(-available).toBeLessThanOrEqual(model.reversedFrom[index]);
          const pending = await balanceMicros(ctx.deps.db, { userId: person.user.id, purpose: 'pending-payout' });
          const expectedPending = [...model.held.values()]
            .filter((held) => held.user === index)
            .reduce((sum, held) => sum + held.amount, 0n);
          expect(pending).toBe(expectedPending);
        }
      }),
      { numRuns: 8 },
    );
  });
});
