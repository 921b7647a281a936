import type { CanInstantAccessResponse } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { hasLiveRelease } from '../releases/index.js';

/**
 * GET can-instant-access: the stores' artist tools (Spotify for Artists, Audiomack) only know an
 * artist once a release is in the store, so instant access opens with the first live release.
 */
export async function canInstantAccess(deps: AppDeps, userId: number): Promise<CanInstantAccessResponse> {
  return { canAccess: await hasLiveRelease(deps.db, userId, deps.clock.now().toISOString().slice(0, 10)) };
}
