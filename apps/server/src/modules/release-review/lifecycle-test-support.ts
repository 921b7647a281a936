// Test support for the release lifecycle areas (review, edit requests, quicklinks): a release
// carried through publish and approval in one call.
import { eq } from 'drizzle-orm';
import type { TestContext } from '../../../test/harness.js';
import { bearer, createUser } from '../../../test/factories.js';
import { createPublishableRelease, publishTestRelease, type DraftOverrides } from '../../../test/release-factories.js';
import { deliveryBatches } from '../delivery/tables.js';

export async function createOperator(ctx: TestContext) {
  return createUser(ctx, { isAdmin: true });
}

/** A published release (status 2, Pending). */
export async function createPendingRelease(ctx: TestContext, token: string, overrides: DraftOverrides = {}) {
  const created = await createPublishableRelease(ctx, token, overrides);
  await publishTestRelease(ctx, token, created.releaseId);
  return created;
}

/** A release approved by an operator (status 1, Delivered), with its insert delivery requested. */
export async function createDeliveredRelease(
  ctx: TestContext,
  token: string,
  operatorToken: string,
  overrides: DraftOverrides = {},
) {
  const created = await createPendingRelease(ctx, token, overrides);
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/admin/releases/${created.releaseId}/approve`,
    headers: bearer(operatorToken),
  });
  if (res.statusCode !== 200) throw new Error(`lifecycle support: approve answered ${res.statusCode} ${res.body}`);
  return created;
}

export async function deliveryBatchesOf(ctx: TestContext, releaseId: number) {
  return ctx.deps.db
    .select()
    .from(deliveryBatches)
    .where(eq(deliveryBatches.releaseId, releaseId))
    .orderBy(deliveryBatches.createdAt);
}
