// Generators of the ledger's property tests (ledger-property-*.test.ts): random moves of money
// and the statement lines they import, and the checks every sequence ends with.
import fc from 'fast-check';
import { expect } from 'vitest';
import { bearer, type CreatedUser } from '../../../test/factories.js';
import type { TestContext } from '../../../test/harness.js';
import { AppError } from '../../platform/errors.js';
import { GENERIC_MAPPING } from '../statements/testing.js';
import { allBalances } from './testing.js';

export type Command =
  | { op: 'credit'; user: number; cents: number }
  | { op: 'transfer'; from: number; to: number; cents: number }
  | { op: 'payout'; user: number; cents: number }
  | { op: 'approve' | 'reject'; pick: number };

/** How many people the random moves share money between. */
export const USERS = 3;
export const command: fc.Arbitrary<Command> = fc.oneof(
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

export type ReversalCommand =
  | { op: 'import'; track: number; cents: number; unmatchedCents: number }
  | { op: 'payout'; user: number; cents: number }
  | { op: 'reverse'; pick: number }
  | { op: 'approve'; pick: number };

export const reversalCommand: fc.Arbitrary<ReversalCommand> = fc.oneof(
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

export type FxLine = { currency: 'USD' | 'EUR' | 'GBP' | 'SEK'; cents: number; fileRate: number };
export const fxLine: fc.Arbitrary<FxLine> = fc.record({
  currency: fc.constantFrom('USD' as const, 'EUR' as const, 'GBP' as const, 'SEK' as const),
  cents: fc.integer({ min: 1, max: 2_000_000 }),
  // SEK lines carry their own rate (millionths), the others take the account's or the reference table's.
  fileRate: fc.integer({ min: 1, max: 3_000_000 }),
});

/** True when the move was refused as invalid (not enough money, below the minimum); rethrows anything else. */
export async function refusedByValidation(run: () => Promise<unknown>): Promise<boolean> {
  try {
    await run();
    return false;
  } catch (error) {
    if (error instanceof AppError && error.code === 'VALIDATION') return true;
    throw error;
  }
}

/** Every balance, after checking that the ledger's entries sum to zero. */
export async function balancesSummingToZero(ctx: TestContext): Promise<Map<string, bigint>> {
  const balances = await allBalances(ctx.deps.db);
  expect([...balances.values()].reduce((a, b) => a + b, 0n)).toBe(0n);
  return balances;
}

/** Saves a column mapping as the operator; answers its id. */
export async function saveMapping(
  ctx: TestContext,
  admin: CreatedUser,
  mapping: object = GENERIC_MAPPING,
): Promise<number> {
  const saved = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/statements/mappings',
    headers: bearer(admin.token),
    payload: mapping,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return saved.json().id;
}
