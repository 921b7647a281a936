import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { bearer, createUser } from '../../../test/factories.js';
import { releaseEvents, releases } from '../releases/tables.js';
import {
  createDeliveredRelease,
  createOperator,
  createPendingRelease,
  deliveryBatchesOf,
} from './lifecycle-test-support.js';
import { statusAfterTakedownWithdrawn } from './takedown-requests.js';

describe('takedowns', () => {
  let ctx: TestContext;
  let operatorToken: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    ({ token: operatorToken } = await createOperator(ctx));
  });
  afterAll(async () => {
    await ctx.close();
  });

  const post = (url: string, token: string, payload?: object) =>
    ctx.app.inject({ method: 'POST', url, headers: bearer(token), payload });
  const statusOf = async (releaseId: number) =>
    (await ctx.deps.db.select({ status: releases.status }).from(releases).where(eq(releases.id, releaseId)))[0].status;

  it('request -> Pending removal (8); cancel returns it; request again -> operator approves -> Takendown (9) with a takedown delivery', async () => {
    const { token } = await createUser(ctx);
    const { releaseId } = await createDeliveredRelease(ctx, token, operatorToken);
    expect((await post(`/api/portal/release/${releaseId}/takedown`, token, { reason: '' })).statusCode).toBe(422);

    const requested = await post(`/api/portal/release/${releaseId}/takedown`, token, { reason: 'Leaving the label' });
    expect(requested.statusCode).toBe(200);
    expect(requested.json().release).toMatchObject({
      status: 8,
      badge: { label: 'Pending', color: 'error', icon: 'trash' },
    });
    // Asking twice is refused.
    expect((await post(`/api/portal/release/${releaseId}/takedown`, token, { reason: 'again' })).statusCode).toBe(409);

    const cancelled = await post(`/api/portal/release/${releaseId}/takedown/cancel`, token);
    expect(cancelled.statusCode).toBe(200);
    expect(await statusOf(releaseId)).toBe(1);
    expect((await post(`/api/admin/releases/${releaseId}/takedown/approve`, operatorToken)).statusCode).toBe(409);

    await post(`/api/portal/release/${releaseId}/takedown`, token, { reason: 'Leaving the label' });
    const approved = await post(`/api/admin/releases/${releaseId}/takedown/approve`, operatorToken);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().release).toMatchObject({ status: 9, badge: { label: 'Takendown' } });
    expect((await deliveryBatchesOf(ctx, releaseId)).map((b) => b.action)).toEqual(['insert', 'takedown']);
    // Too late to cancel.
    expect((await post(`/api/portal/release/${releaseId}/takedown/cancel`, token)).statusCode).toBe(409);
    const actions = (await ctx.deps.db.select().from(releaseEvents).where(eq(releaseEvents.releaseId, releaseId))).map(
      (e) => e.action,
    );
    expect(actions).toEqual(expect.arrayContaining(['takedown-requested', 'takedown-cancelled', 'taken-down']));
  });

  it('an operator can decline a takedown with a note; the release returns to where it was', async () => {
    const { token } = await createUser(ctx);
    const { releaseId } = await createDeliveredRelease(ctx, token, operatorToken);
    await post(`/api/portal/release/${releaseId}/takedown`, token, { reason: 'Typo in the title' });
    expect((await post(`/api/admin/releases/${releaseId}/takedown/decline`, token, { note: 'x' })).statusCode).toBe(
      403,
    );
    const declined = await post(`/api/admin/releases/${releaseId}/takedown/decline`, operatorToken, {
      note: 'Request an edit instead',
    });
    expect(declined.statusCode).toBe(200);
    expect(await statusOf(releaseId)).toBe(1);
    expect((await deliveryBatchesOf(ctx, releaseId)).map((b) => b.action)).toEqual(['insert']);
  });

  it('only a delivered or live release of your own, without a takedown restriction, can be taken down', async () => {
    const { token } = await createUser(ctx);
    const other = await createUser(ctx);
    const pending = await createPendingRelease(ctx, token);
    expect((await post(`/api/portal/release/${pending.releaseId}/takedown`, token, { reason: 'x' })).statusCode).toBe(
      409,
    );
    const { releaseId } = await createDeliveredRelease(ctx, token, operatorToken);
    expect((await post(`/api/portal/release/${releaseId}/takedown`, other.token, { reason: 'x' })).statusCode).toBe(
      404,
    );
    expect((await post(`/api/portal/release/${releaseId}/takedown/cancel`, other.token)).statusCode).toBe(404);
    await ctx.deps.db.update(releases).set({ restrictTakedown: true }).where(eq(releases.id, releaseId));
    const restricted = await post(`/api/portal/release/${releaseId}/takedown`, token, { reason: 'x' });
    expect(restricted.statusCode).toBe(409);
    expect(await statusOf(releaseId)).toBe(1);
  });

  it('a withdrawn takedown returns to the status the release had (1, 6 or 7), anything else to Delivered', () => {
    expect(statusAfterTakedownWithdrawn(1)).toBe(1);
    expect(statusAfterTakedownWithdrawn(6)).toBe(6);
    expect(statusAfterTakedownWithdrawn(7)).toBe(7);
    expect(statusAfterTakedownWithdrawn(0)).toBe(1);
  });
});
