// Test helpers of the programmes area, for its own tests, the delivery tests and the authorisation matrix.
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { RELEASE_STATUS } from '@liner/domain';
import { bearer, type CreatedUser } from '../../../test/factories.js';
import type { TestContext } from '../../../test/harness.js';
import { createDraftRelease, testTrack } from '../../../test/release-factories.js';
import { releases, tracks } from '../releases/tables.js';

/** A release of the account in the stores since 2020 (what the greenlist asks for), with its track ids. */
export async function createLiveRelease(
  ctx: TestContext,
  who: CreatedUser,
): Promise<{ releaseId: number; trackIds: number[] }> {
  const draft = await createDraftRelease(ctx, who.token, { tracks: [testTrack(0), testTrack(1)] });
  await ctx.deps.db
    .update(releases)
    .set({ status: RELEASE_STATUS.DELIVERED, releaseDate: '2020-01-01' })
    .where(eq(releases.id, draft.releaseId));
  const rows = await ctx.deps.db
    .select({ id: tracks.id })
    .from(tracks)
    .where(eq(tracks.releaseId, draft.releaseId))
    .orderBy(tracks.position);
  return { releaseId: draft.releaseId, trackIds: rows.map((row) => row.id) };
}

export function callProgrammes(
  ctx: TestContext,
  who: CreatedUser | null,
  method: 'GET' | 'POST',
  url: string,
  payload?: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return ctx.app.inject({ method, url, headers: who ? bearer(who.token) : {}, ...(payload ? { payload } : {}) });
}

export const greenlistEntry = (releaseId: number, overrides: Record<string, unknown> = {}) => ({
  platform: 'youtube',
  release_id: releaseId,
  channel_name: 'Night Drive fan channel',
  links: ['https://www.youtube.com/@nightdrivefans'],
  ...overrides,
});

export const blocklistEntry = (overrides: Record<string, unknown> = {}) => ({
  platform: 'tiktok',
  release_id: null,
  start_date: '2026-01-01',
  end_date: '2099-12-31',
  ...overrides,
});

/** Submits through the spec's path and answers the new submission's id; a refusal stops the test. */
export async function submittedId(
  ctx: TestContext,
  who: CreatedUser,
  programme: 'greenlist' | 'blocklist',
  payload: Record<string, unknown>,
): Promise<number> {
  const res = await callProgrammes(ctx, who, 'POST', `/api/portal/${programme}/submit`, payload);
  if (res.statusCode !== 200) throw new Error(`${programme} submit answered ${res.statusCode} ${res.body}`);
  return res.json<{ submission: { id: number } }>().submission.id;
}

/** An operator's decision on a submission. */
export function decide(
  ctx: TestContext,
  operator: CreatedUser,
  id: number,
  transition: string,
  reason?: string,
): Promise<LightMyRequestResponse> {
  return callProgrammes(ctx, operator, 'POST', `/api/admin/programmes/submissions/${id}/decide`, {
    transition,
    ...(reason ? { reason } : {}),
  });
}

/** The owner's submissions the authorisation matrix reads its ids from. */
export async function seedProgrammeResources(ctx: TestContext, owner: CreatedUser) {
  const live = await createLiveRelease(ctx, owner);
  return {
    greenlistSubmission: await submittedId(ctx, owner, 'greenlist', greenlistEntry(live.releaseId)),
    blocklistSubmission: await submittedId(ctx, owner, 'blocklist', blocklistEntry()),
  };
}
