import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMicros, payoutFeeMicros } from '@liner/domain';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { bearer, createUser, type CreatedUser } from '../../../test/factories.js';
import { AppError } from '../../platform/errors.js';
import { approvePayout, rejectPayout } from '../payouts/index.js';
import { requestPayout } from '../payouts/index.js';
import { connectBankAndWait } from '../payouts/testing.js';
import { confirmTransfer, initTransfer } from '../wallet/index.js';
import { availableBalanceMicros, balanceMicros } from './balances.js';
import { allBalances, creditEarnings } from './testing.js';
import { confirm, submitOk } from '../splits/testing.js';
import { createCatalog, csvStatement, GENERIC_MAPPING, statementUpload } from '../statements/testing.js';

type Command =
  | { op: 'credit'; user: number; cents: number }
  | { op: 'transfer'; from: number; to: number; cents: number }
  | { op: 'payout'; user: number; cents: number }
  | { op: 'approve' | 'reject'; pick: number };

const USERS = 3;
const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({
    op: fc.constant('credit' as const),
    user: fc.nat(USERS - 1),
    cents: fc.integer({ min: 1, max: 50_000 }),
  }),
  fc.record({
    op: fc.constant('transfer' as const),
    from: fc.nat(USERS - 1),
    to: fc.nat(USERS - 1),
    cents: fc.integer({ min: 1, max: 30_000 }),
  }),
  fc.record({
    op: fc.constant('payout' as const),
    user: fc.nat(USERS - 1),
    cents: fc.integer({ min: 500, max: 30_000 }),
  }),
  fc.record({ op: fc.constantFrom('approve' as const, 'reject' as const), pick: fc.nat(20) }),
);

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

  async function refused(run: () => Promise<unknown>): Promise<boolean> {
    try {
      await run();
      return false;
    } catch (error) {
      if (error instanceof AppError && error.code === 'VALIDATION') return true;
      throw error;
    }
  }

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
      const wasRefused = await refused(async () => {
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
      const wasRefused = await refused(async () => {
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
        const balances = await allBalances(ctx.deps.db);
        expect([...balances.values()].reduce((a, b) => a + b, 0n)).toBe(0n);
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

type ReversalCommand =
  | { op: 'import'; track: number; cents: number; unmatchedCents: number }
  | { op: 'payout'; user: number; cents: number }
  | { op: 'reverse'; pick: number }
  | { op: 'approve'; pick: number };

const reversalCommand: fc.Arbitrary<ReversalCommand> = fc.oneof(
  fc.record({
    op: fc.constant('import' as const),
    track: fc.nat(1),
    cents: fc.integer({ min: 1, max: 40_000 }),
    unmatchedCents: fc.integer({ min: 0, max: 500 }),
  }),
  fc.record({ op: fc.constant('payout' as const), user: fc.nat(2), cents: fc.integer({ min: 1_000, max: 20_000 }) }),
  fc.record({ op: fc.constant('reverse' as const), pick: fc.nat(20) }),
  fc.record({ op: fc.constant('approve' as const), pick: fc.nat(20) }),
);

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
    const saved = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/statements/mappings',
      headers: bearer(admin.token),
      payload: GENERIC_MAPPING,
    });
    mappingId = saved.json().id;
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
      let refused = false;
      try {
        const amount = formatMicros(micros, 2);
        id = (await requestPayout(ctx.deps, person.user, { methodId: methodOf.get(person.user.id)!, amount })).id;
      } catch (error) {
        if (!(error instanceof AppError && error.code === 'VALIDATION')) throw error;
        refused = true;
      }
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
        const balances = await allBalances(ctx.deps.db);
        expect([...balances.values()].reduce((a, b) => a + b, 0n)).toBe(0n);
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

type FxLine = { currency: 'USD' | 'EUR' | 'GBP' | 'SEK'; cents: number; fileRate: number };
const fxLine: fc.Arbitrary<FxLine> = fc.record({
  currency: fc.constantFrom('USD' as const, 'EUR' as const, 'GBP' as const, 'SEK' as const),
  cents: fc.integer({ min: 1, max: 2_000_000 }),
  // SEK lines carry their own rate (millionths), the others take the account's or the reference table's.
  fileRate: fc.integer({ min: 1, max: 3_000_000 }),
});

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
    const saved = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/statements/mappings',
      headers: bearer(admin.token),
      payload: { ...GENERIC_MAPPING, columns: { ...GENERIC_MAPPING.columns, exchangeRate: 'Rate' } },
    });
    mappingId = saved.json().id;
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
        const balances = await allBalances(ctx.deps.db);
        expect([...balances.values()].reduce((a, b) => a + b, 0n)).toBe(0n);
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
