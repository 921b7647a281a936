import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RELEASE_STATUS } from '@liner/domain';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { createUser } from '../../../test/factories.js';
import { createPublishableRelease, publishTestRelease } from '../../../test/release-factories.js';
import { markReleaseLive } from './mark-release-live.js';
import { setReleaseStatus } from './set-release-status.js';
import { releaseEvents, releases } from './tables.js';

describe('a store acknowledges a release live', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  async function deliveredRelease(): Promise<number> {
    const { token } = await createUser(ctx);
    const { releaseId } = await createPublishableRelease(ctx, token);
    await publishTestRelease(ctx, token, releaseId);
    const at = ctx.clock.now();
    await setReleaseStatus(ctx.deps.db, {
      releaseId,
      to: RELEASE_STATUS.APPROVED,
      actorUserId: null,
      action: 'approved',
      at,
    });
    await setReleaseStatus(ctx.deps.db, {
      releaseId,
      to: RELEASE_STATUS.DELIVERED,
      actorUserId: null,
      action: 'delivered',
      at,
    });
    return releaseId;
  }

  it('sets the live flag and moves a delivered release to Acknowledged (7) once', async () => {
    const releaseId = await deliveredRelease();
    await markReleaseLive(ctx.deps.db, { releaseId, storeName: 'Spotify', at: ctx.clock.now() });
    await markReleaseLive(ctx.deps.db, { releaseId, storeName: 'Deezer', at: ctx.clock.now() });
    const [row] = await ctx.deps.db.select().from(releases).where(eq(releases.id, releaseId));
    expect(row.isLive).toBe(true);
    expect(row.status).toBe(RELEASE_STATUS.ACKNOWLEDGED);
    const events = await ctx.deps.db.select().from(releaseEvents).where(eq(releaseEvents.releaseId, releaseId));
    const live = events.filter((event) => event.action === 'live-at-store').map((event) => event.detail);
    expect(live).toMatchObject([
      { store: 'Spotify', from: RELEASE_STATUS.DELIVERED, to: RELEASE_STATUS.ACKNOWLEDGED },
      { store: 'Deezer' },
    ]);
  });
});
