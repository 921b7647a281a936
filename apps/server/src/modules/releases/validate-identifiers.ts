import { and, eq, ne } from 'drizzle-orm';
import { checkIcpn, checkIsrc, ISRC_ALREADY_USED, UPC_ALREADY_USED } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { fieldError } from '../../platform/errors.js';
import { releases, tracks } from './tables.js';

/**
 * validate/upc: the check digit and length (UPC-A, EAN-13 or GTIN-14), then whether another
 * release already has it. `releaseId` is the release being edited: its own code is fine.
 */
export async function validateUpc(deps: AppDeps, input: { upc: string; releaseId?: number }): Promise<string> {
  const result = checkIcpn(input.upc);
  if (!result.ok) throw fieldError('upc', result.error);
  const [other] = await deps.db
    .select({ id: releases.id })
    .from(releases)
    .where(and(eq(releases.upc, result.value), input.releaseId ? ne(releases.id, input.releaseId) : undefined))
    .limit(1);
  if (other) throw fieldError('upc', UPC_ALREADY_USED);
  return result.value;
}

/** validate/isrc: the CC-XXX-YY-NNNNN shape, then whether another track already has it. */
export async function validateIsrc(deps: AppDeps, input: { isrc: string; trackId?: number }): Promise<string> {
  const result = checkIsrc(input.isrc);
  if (!result.ok) throw fieldError('isrc', result.error);
  const [other] = await deps.db
    .select({ id: tracks.id })
    .from(tracks)
    .where(and(eq(tracks.isrc, result.value), input.trackId ? ne(tracks.id, input.trackId) : undefined))
    .limit(1);
  if (other) throw fieldError('isrc', ISRC_ALREADY_USED);
  return result.value;
}
