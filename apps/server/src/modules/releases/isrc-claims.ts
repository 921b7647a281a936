import { and, asc, eq, inArray, ne, notInArray } from 'drizzle-orm';
import {
  resolveDisplayName,
  earnsFromStatements,
  ISRC_CLAIM_MESSAGES,
  type IsrcClaimRow,
  type RejectIsrcClaimRequest,
} from '@liner/domain';
import type { DbExecutor } from '../../platform/db.js';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { findUsersByIds } from '../auth/index.js';
import { createNotification } from '../notifications/index.js';
import type { ReleaseParts } from './load-release.js';
import { isrcClaims, releases, tracks } from './tables.js';

/** Who holds a code the draft typed: the track of another release that has it. */
export interface IsrcHolder {
  isrc: string;
  trackId: number;
  userId: number;
  status: number;
}

/** The tracks of other releases that hold any of these codes, with their release's owner and status. */
export async function findIsrcHolders(db: DbExecutor, codes: string[], releaseId: number): Promise<IsrcHolder[]> {
  if (codes.length === 0) return [];
  return db
    .select({ isrc: tracks.isrc, trackId: tracks.id, userId: releases.userId, status: releases.status })
    .from(tracks)
    .innerJoin(releases, eq(releases.id, tracks.releaseId))
    .where(and(inArray(tracks.isrc, codes), ne(tracks.releaseId, releaseId)))
    .then((rows) => rows.map((row) => ({ ...row, isrc: row.isrc ?? '' })));
}

/**
 * Whether typing this code needs an operator's review: it belongs to another account's approved
 * recording. Any other holder (the same account, or another account's unapproved draft) is a
 * plain "already used".
 */
export function needsIsrcClaim(holder: IsrcHolder, claimantUserId: number): boolean {
  return holder.userId !== claimantUserId && earnsFromStatements(holder.status);
}

export interface ClaimedCode {
  trackId: number;
  isrc: string;
  holder: IsrcHolder;
}

/**
 * Makes the release's pending claims what the last save typed: new codes get a pending claim,
 * kept ones follow their track, codes no longer typed are withdrawn. Answers the new codes.
 */
export async function syncIsrcClaims(
  db: DbExecutor,
  input: { releaseId: number; claimantUserId: number; claimed: ClaimedCode[]; now: Date },
): Promise<string[]> {
  const codes = input.claimed.map((claim) => claim.isrc);
  await db
    .delete(isrcClaims)
    .where(
      and(
        eq(isrcClaims.releaseId, input.releaseId),
        eq(isrcClaims.status, 'pending'),
        codes.length > 0 ? notInArray(isrcClaims.isrc, codes) : undefined,
      ),
    );
  const existing = await pendingIsrcClaims(db, input.releaseId);
  const created: string[] = [];
  for (const claim of input.claimed) {
    const found = existing.find((row) => row.isrc === claim.isrc);
    if (found) {
      await db.update(isrcClaims).set({ trackId: claim.trackId }).where(eq(isrcClaims.id, found.id));
      continue;
    }
    await db.insert(isrcClaims).values({
      releaseId: input.releaseId,
      trackId: claim.trackId,
      isrc: claim.isrc,
      claimantUserId: input.claimantUserId,
      holderUserId: claim.holder.userId,
      holderTrackId: claim.holder.trackId,
      createdAt: input.now,
    });
    created.push(claim.isrc);
  }
  return created;
}

export async function pendingIsrcClaims(db: DbExecutor, releaseId: number) {
  return db
    .select()
    .from(isrcClaims)
    .where(and(eq(isrcClaims.releaseId, releaseId), eq(isrcClaims.status, 'pending')));
}

/** Refuses (422 on each claiming track's ISRC) to send a release while one of its claims waits. */
export async function refusePendingIsrcClaims(db: DbExecutor, parts: ReleaseParts): Promise<void> {
  const pending = await pendingIsrcClaims(db, parts.release.id);
  if (pending.length === 0) return;
  const errors: Record<string, string[]> = {};
  for (const claim of pending) {
    const index = parts.tracks.findIndex((track) => track.id === claim.trackId);
    errors[index < 0 ? 'tracks' : `tracks.${index}.isrc`] = [ISRC_CLAIM_MESSAGES.pending];
  }
  throw new AppError('VALIDATION', { message: ISRC_CLAIM_MESSAGES.pending, errors });
}

/** For the wizard: a track shows the code it claims, so that saving the form again keeps the claim. */
export async function withClaimedIsrcs(db: DbExecutor, parts: ReleaseParts): Promise<ReleaseParts> {
  const pending = await pendingIsrcClaims(db, parts.release.id);
  if (pending.length === 0) return parts;
  const byTrack = new Map(pending.map((claim) => [claim.trackId, claim.isrc]));
  return {
    ...parts,
    tracks: parts.tracks.map((track) =>
      track.isrc === null && byTrack.has(track.id) ? { ...track, isrc: byTrack.get(track.id)! } : track,
    ),
  };
}

/** Tells the claimant that their claim waits for review (after the save committed). */
export async function notifyIsrcClaimed(deps: AppDeps, userId: number, releaseTitle: string, codes: string[]) {
  for (const code of codes)
    await createNotification(deps, {
      userId,
      title: `The ISRC ${code} on "${releaseTitle || 'your release'}" belongs to another account's release. An operator will review your claim before the release can be sent.`,
      type: 'message',
      toast: 'warning',
    });
}

/** GET admin/isrc-claims: the pending claims, oldest first, with both sides. */
export async function listPendingIsrcClaims(deps: AppDeps): Promise<{ data: IsrcClaimRow[] }> {
  const claims = await deps.db
    .select()
    .from(isrcClaims)
    .where(eq(isrcClaims.status, 'pending'))
    .orderBy(asc(isrcClaims.createdAt), asc(isrcClaims.id))
    .limit(200);
  if (claims.length === 0) return { data: [] };
  const trackIds = claims.flatMap((claim) => [claim.trackId, claim.holderTrackId]).filter((id) => id !== null);
  const releaseIds = claims.map((claim) => claim.releaseId);
  const trackRows = trackIds.length
    ? await deps.db
        .select({ id: tracks.id, title: tracks.title, releaseId: tracks.releaseId })
        .from(tracks)
        .where(inArray(tracks.id, trackIds))
    : [];
  const releaseRows = await deps.db
    .select({ id: releases.id, title: releases.title, status: releases.status })
    .from(releases)
    .where(inArray(releases.id, [...releaseIds, ...trackRows.map((track) => track.releaseId)]));
  const people = await findUsersByIds(
    deps.db,
    claims.flatMap((claim) => [claim.claimantUserId, claim.holderUserId]),
  );
  const person = (id: number) => {
    const user = people.find((row) => row.id === id);
    const name = user ? resolveDisplayName(user) : '';
    return { id, name, email: user?.email ?? '', type: user?.type ?? '' };
  };
  const track = (id: number | null) => {
    const row = trackRows.find((candidate) => candidate.id === id);
    return row ? { id: row.id, title: row.title } : null;
  };
  const release = (id: number | undefined) => releaseRows.find((row) => row.id === id);
  return {
    data: claims.map((claim) => {
      const holderTrack = trackRows.find((row) => row.id === claim.holderTrackId);
      const holderRelease = release(holderTrack?.releaseId);
      return {
        id: claim.id,
        isrc: claim.isrc,
        status: claim.status,
        createdAt: claim.createdAt.toISOString(),
        claimant: person(claim.claimantUserId),
        release: { id: claim.releaseId, title: release(claim.releaseId)?.title ?? '' },
        track: track(claim.trackId),
        holder: person(claim.holderUserId),
        holderRelease: holderRelease ?? null,
        holderTrack: track(claim.holderTrackId),
      };
    }),
  };
}

async function lockPendingClaim(db: DbExecutor, claimId: number) {
  const [claim] = await db.select().from(isrcClaims).where(eq(isrcClaims.id, claimId)).for('update');
  if (!claim) throw new AppError('NOT_FOUND', { message: ISRC_CLAIM_MESSAGES.notFound });
  if (claim.status !== 'pending') throw new AppError('CONFLICT', { message: ISRC_CLAIM_MESSAGES.notPending });
  return claim;
}

/**
 * POST admin/isrc-claims/:id/accept: the operator found the claimant owns the recording. The
 * code moves, in one transaction, from the other account's track to the claimant's track (one
 * track per code), so statement lines follow it once the claimant's release is approved. Both
 * sides are told.
 */
export async function acceptIsrcClaim(
  deps: AppDeps,
  operatorId: number,
  claimId: number,
): Promise<{ message: string }> {
  const now = deps.clock.now();
  const claim = await deps.db.transaction(async (tx) => {
    const claim = await lockPendingClaim(tx, claimId);
    const [track] =
      claim.trackId === null
        ? []
        : await tx.select({ id: tracks.id }).from(tracks).where(eq(tracks.id, claim.trackId)).for('update');
    if (!track) throw new AppError('CONFLICT', { message: ISRC_CLAIM_MESSAGES.trackGone });
    await tx.update(tracks).set({ isrc: null, updatedAt: now }).where(eq(tracks.isrc, claim.isrc));
    await tx.update(tracks).set({ isrc: claim.isrc, updatedAt: now }).where(eq(tracks.id, track.id));
    await tx
      .update(isrcClaims)
      .set({ status: 'accepted', decidedByUserId: operatorId, decidedAt: now })
      .where(eq(isrcClaims.id, claim.id));
    return claim;
  });
  await createNotification(deps, {
    userId: claim.claimantUserId,
    title: `Your claim to the ISRC ${claim.isrc} was accepted; you can send the release now.`,
    type: 'message',
    toast: 'success',
  });
  await createNotification(deps, {
    userId: claim.holderUserId,
    title: `After review, the ISRC ${claim.isrc} was given to the account that owns the recording; your track no longer carries it. Contact support if this is a mistake.`,
    type: 'message',
    toast: 'warning',
  });
  return { message: 'ISRC claim accepted' };
}

/** POST admin/isrc-claims/:id/reject: the claimant is told why; their track keeps no code. */
export async function rejectIsrcClaim(
  deps: AppDeps,
  operatorId: number,
  claimId: number,
  input: RejectIsrcClaimRequest,
): Promise<{ message: string }> {
  const now = deps.clock.now();
  const claim = await deps.db.transaction(async (tx) => {
    const claim = await lockPendingClaim(tx, claimId);
    await tx
      .update(isrcClaims)
      .set({ status: 'rejected', reason: input.reason, decidedByUserId: operatorId, decidedAt: now })
      .where(eq(isrcClaims.id, claim.id));
    return claim;
  });
  await createNotification(deps, {
    userId: claim.claimantUserId,
    title: `Your claim to the ISRC ${claim.isrc} was rejected: ${input.reason}. Remove the code from the track (Liner assigns one) or type your own.`,
    type: 'message',
    toast: 'error',
  });
  return { message: 'ISRC claim rejected' };
}

/** Refuses to approve a release while a claim of it waits (the release cannot be sent then anyway). */
export async function refuseWhileIsrcClaimPending(db: DbExecutor, releaseId: number): Promise<void> {
  if ((await pendingIsrcClaims(db, releaseId)).length > 0)
    throw new AppError('CONFLICT', { message: ISRC_CLAIM_MESSAGES.releaseHasClaims, reason: 'ISRC_CLAIM_PENDING' });
}
