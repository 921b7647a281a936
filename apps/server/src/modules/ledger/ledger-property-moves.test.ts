import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMicros, payoutFeeMicros } from '@liner/domain';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { createUser, type CreatedUser } from '../../../test/factories.js';
import { approvePayout, rejectPayout, requestPayout } from '../payouts/index.js';
import { connectBankAndWait } from '../payouts/testing.js';
import { confirmTransfer, initTransfer } from '../wallet/index.js';
import { availableBalanceMicros, balanceMicros } from './balances.js';
import {
  balancesSummingToZero,
  type Command,
  command,
  refusedByValidation,
  USERS,
} from './ledger-property-test-support.js';
import { creditEarnings } from './testing.js';

/**
 * Random sequences of credits (statement earnings), transfers, payouts, approvals and rejections,
 * checked against a simple model after every sequence: the ledger sums to zero, no balance is
 * negative, every refused spend was one the model says must be refused, and every micro-unit
 * credited sits in exactly one account (a user's, payout clearing or fee income).
 */
describe('ledger properties', () => {
  let ctx: TestContext;
  let people: CreatedUser[];
  let admin: CreatedUser;
  const methodOf = new Map<number, number>();
  const model = {
    available: [] as bigint[],
    held: new Map<number, { user: number; amount: bigint; fee: bigint }>(),
    credited: 0n,
    cleared: 0n,
    fees: 0n,
  };
  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await createUser(ctx, { isAdmin: true });
    people = [];
    for (let i = 0; i < USERS; i += 1) {
      const person = await createUser(ctx, { payoutFeeType: i === 0 ? 'domestic' : 'international' });
      methodOf.set(person.user.id, await connectBankAndWait(ctx, person));
      people.push(person);
      model.available.push(0n);
    }
  });
  afterAll(async () => {
    await ctx.close();
  });

  async function apply(cmd: Command): Promise<void> {
    const micros = 'cents' in cmd ? BigInt(cmd.cents) * 10_000n : 0n;
    const amount = formatMicros(micros, 2);
    if (cmd.op === 'credit') {
      await creditEarnings(ctx.deps.db, people[cmd.user].user.id, micros);
      model.available[cmd.user] += micros;
      model.credited += micros;
    } else if (cmd.op === 'transfer') {
      if (cmd.from === cmd.to) return;
      const mayPass = micros <= model.available[cmd.from];
      const wasRefused = await refusedByValidation(async () => {
        const transfer = await initTransfer(ctx.deps, people[cmd.from].user.id, {
          receiverId: people[cmd.to].user.id,
          email: people[cmd.to].user.email,
          amount,
        });
        await confirmTransfer(ctx.deps, people[cmd.from].user.id, transfer.transferId);
      });
      expect(wasRefused).toBe(!mayPass);
      if (mayPass) {
        model.available[cmd.from] -= micros;
        model.available[cmd.to] += micros;
      }
    } else if (cmd.op === 'payout') {
      const person = people[cmd.user];
      const mayPass = micros >= 10_000_000n && micros <= model.available[cmd.user];
      let id = 0;
      const wasRefused = await refusedByValidation(async () => {
        id = (await requestPayout(ctx.deps, person.user, { methodId: methodOf.get(person.user.id)!, amount })).id;
      });
      expect(wasRefused).toBe(!mayPass);
      if (mayPass) {
        model.available[cmd.user] -= micros;
        model.held.set(id, { user: cmd.user, amount: micros, fee: payoutFeeMicros(micros, person.user.payoutFeeType) });
      }
    } else {
      const ids = [...model.held.keys()];
      if (ids.length === 0) return;
      const id = ids[cmd.pick % ids.length];
      const held = model.held.get(id)!;
      model.held.delete(id);
      if (cmd.op === 'approve') {
        await approvePayout(ctx.deps, admin.user.id, id);
        model.cleared += held.amount - held.fee;
        model.fees += held.fee;
      } else {
        await rejectPayout(ctx.deps, admin.user.id, id, 'property test');
        model.available[held.user] += held.amount;
      }
    }
  }

  it('keeps double entry, non-negative balances and conservation over random sequences', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 12 }), async (commands) => {
        for (const cmd of commands) await apply(cmd);
        const balances = await balancesSummingToZero(ctx);
        let inUserAccounts = 0n;
        for (const [index, person] of people.entries()) {
          const available = await availableBalanceMicros(ctx.deps.db, person.user.id);
          const pending = await balanceMicros(ctx.deps.db, { userId: person.user.id, purpose: 'pending-payout' });
          expect(available).toBeGreaterThanOrEqual(0n);
          expect(available).toBe(model.available[index]);
          const expectedPending = [...model.held.values()]
            .filter((held) => held.user === index)
            .reduce((sum, held) => sum + held.amount, 0n);
          expect(pending).toBe(expectedPending);
          inUserAccounts += available + pending;
        }
        const cleared = await balanceMicros(ctx.deps.db, { system: 'payout-clearing' });
        const fees = await balanceMicros(ctx.deps.db, { system: 'fee-income' });
        expect(cleared).toBe(model.cleared);
        expect(fees).toBe(model.fees);
        expect(-(balances.get('system:store-revenue') ?? 0n)).toBe(model.credited);
        expect(inUserAccounts + cleared + fees).toBe(model.credited);
      }),
      { numRuns: 25 },
    );
  });
});
