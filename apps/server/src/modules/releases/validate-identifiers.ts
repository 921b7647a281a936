import { and, eq, ne } from 'drizzle-orm';
import { canonicalGtin, checkIcpn, checkIsrc, ISRC_ALREADY_USED, UPC_ALREADY_USED } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { AppError, fieldError } from '../../platform/errors.js';
import { findOwnRelease } from './load-release.js';
import { releases, tracks } from './tables.js';

export const TRACK_NOT_FOUND = 'Track not found';

/**
 * validate/upc: the check digit and length (UPC-A, EAN-13 or GTIN-14), then whether another
 * release already has it. `releaseId` is the caller's release being edited: its own code is fine.
 * Another account's release answers 404, or the answer would tell whether the code is its code.
 */
export async function validateUpc(
  deps: AppDeps,
  userId: number,
  input: { upc: string; releaseId?: number },
): Promise<string> {
  const result = checkIcpn(input.upc);
  if (!result.ok) throw fieldError('upc', result.error);
  if (input.releaseId) await findOwnRelease(deps.db, userId, input.releaseId);
  const [other] = await deps.db
    .select({ id: releases.id })
    .from(releases)
    .where(
      and(
        eq(releases.gtin, canonicalGtin(result.value) ?? result.value),
        input.releaseId ? ne(releases.id, input.releaseId) : undefined,
      ),
    )
    .limit(1);
  if (other) throw fieldError('upc', UPC_ALREADY_USED);
  return result.value;
}

/**
 * validate/isrc: the CC-XXX-YY-NNNNN shape, then whether another account's track already has it. `trackId`,
 * like `releaseId` above, must be a track of the caller's (404 otherwise).
 */
export async function validateIsrc(
  deps: AppDeps,
  userId: number,
  input: { isrc: string; trackId?: number },
): Promise<string> {
  const result = checkIsrc(input.isrc);
  if (!result.ok) throw fieldError('isrc', result.error);
  if (input.trackId) {
    const [own] = await deps.db
      .select({ id: tracks.id })
      .from(tracks)
      .innerJoin(releases, eq(releases.id, tracks.releaseId))
      .where(and(eq(tracks.id, input.trackId), eq(releases.userId, userId)));
    if (!own) throw new AppError('NOT_FOUND', { message: TRACK_NOT_FOUND });
  }
  // Only another account's track makes it used: the owner's own recording may be on several releases.
  const [other] = await deps.db
    .select({ id: tracks.id })
    .from(tracks)
    .innerJoin(releases, eq(releases.id, tracks.releaseId))
    .where(
      and(
        eq(tracks.isrc, result.value),
        ne(releases.userId, userId),
        input.trackId ? ne(tracks.id, input.trackId) : undefined,
      ),
    )
    .limit(1);
  if (other) throw fieldError('isrc', ISRC_ALREADY_USED);
  return result.value;
}
