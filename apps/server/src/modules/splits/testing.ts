// Helpers for the splits tests (not used by the server).
import { expect } from 'vitest';
import type { TestContext } from '../../../test/harness.js';
import { bearer } from '../../../test/factories.js';
import { postLedgerTransaction, type LedgerLine } from '../ledger/index.js';
import { releases, tracks } from '../releases/tables.js';
import { allocateTrackEarnings, type EarningsShare } from './allocate-earnings.js';

let sequence = 0;

/** A delivered release with one track owned by `userId`, inserted directly (the wizard is not under test). */
export async function createOwnedTrack(ctx: TestContext, userId: number, title = 'Split Song'): Promise<number> {
  sequence += 1;
  const [release] = await ctx.deps.db
    .insert(releases)
    .values({ userId, title: `Release ${sequence}`, upc: null, status: 1 })
    .returning();
  const [track] = await ctx.deps.db
    .insert(tracks)
    .values({ releaseId: release.id, position: 1, title, isrc: `QZTST26${String(sequence).padStart(5, '0')}` })
    .returning();
  return track.id;
}

export async function submit(ctx: TestContext, token: string, payload: object, url = 'submit') {
  return ctx.app.inject({ method: 'POST', url: `/api/portal/split/${url}`, headers: bearer(token), payload });
}

/** Submits and expects 200; answers the split id. */
export async function submitOk(ctx: TestContext, token: string, payload: object): Promise<number> {
  const res = await submit(ctx, token, payload);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { id: number }).id;
}

export async function confirm(ctx: TestContext, token: string, splitId: number, accept: boolean) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/portal/split/confirm',
    headers: bearer(token),
    payload: { splitId, accept },
  });
}

/**
 * Allocates a track's earnings and posts them the way the statements area does (one balanced
 * transaction from store revenue; a held share without an account waits on the owner's side),
 * all in one database transaction like an import.
 */
export async function importEarnings(
  ctx: TestContext,
  input: { trackId: number; ownerUserId: number; amountMicros: bigint; saleDate: string },
): Promise<EarningsShare[]> {
  sequence += 1;
  const key = `split-test:${sequence}`;
  return ctx.deps.db.transaction(async (tx) => {
    const shares = await allocateTrackEarnings(tx, input);
    const lines: LedgerLine[] = shares
      .filter((share) => share.amountMicros !== 0n)
      .map((share) => ({
        account: { userId: share.userId ?? input.ownerUserId, purpose: share.held ? 'held-split' : 'earnings' },
        amountMicros: share.amountMicros,
      }));
    if (lines.length > 0) {
      lines.push({ account: { system: 'store-revenue' }, amountMicros: -input.amountMicros });
      await postLedgerTransaction(
        tx,
        {
          kind: 'statement-earnings',
          idempotencyKey: key,
          occurredAt: ctx.clock.now(),
          lines,
        },
        'USD',
      );
    }
    return shares;
  });
}
