import { eq } from 'drizzle-orm';
import {
  QUICKLINK_CREATED,
  QUICKLINK_EXISTS,
  QUICKLINK_NEEDS_SUBMITTED_RELEASE,
  QUICKLINK_PLATFORMS,
  QUICKLINK_PLATFORM_IDS,
  RELEASE_STATUS,
  type Quicklink,
  type StoreLink,
} from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { isUniqueViolation } from '../../platform/db-errors.js';
import { findOwnRelease, type ReleaseRow } from '../releases/index.js';
import { presentQuicklink, primaryArtistNames } from './present-quicklink.js';
import { generateShortId } from './short-id.js';
import { quicklinks } from './tables.js';

const SHORT_ID_ATTEMPTS = 5;

/**
 * One link per store chosen on the release, in the link editor's platform order, pointing at
 * the store's search for "artist title": a working default the artist replaces with the real
 * release URL once the store has it. (Store web search does not find releases by UPC.)
 */
export function defaultStoreLinks(release: Pick<ReleaseRow, 'title' | 'storeIds'>, artists: string[]): StoreLink[] {
  const query = [artists.join(' '), release.title].filter((part) => part.trim() !== '').join(' ');
  const chosen = new Set(release.storeIds);
  return QUICKLINK_PLATFORM_IDS.filter((platform) => chosen.has(platform)).map((platform) => ({
    platform,
    url: QUICKLINK_PLATFORMS[platform].search(query),
  }));
}

/** Creates the release's quicklink, or answers the one it already has (one per release). */
export async function initQuicklink(
  deps: AppDeps,
  userId: number,
  releaseId: number,
): Promise<{ message: string; data: Quicklink }> {
  const release = await findOwnRelease(deps.db, userId, releaseId);
  if (release.status === RELEASE_STATUS.DRAFT || release.status === RELEASE_STATUS.TAKEN_DOWN) {
    throw new AppError('CONFLICT', { message: QUICKLINK_NEEDS_SUBMITTED_RELEASE, reason: 'RELEASE_NOT_SUBMITTED' });
  }
  const [existing] = await deps.db.select().from(quicklinks).where(eq(quicklinks.releaseId, releaseId));
  if (existing) return { message: QUICKLINK_EXISTS, data: await presentQuicklink(deps.db, existing, release) };

  const stores = defaultStoreLinks(release, await primaryArtistNames(deps.db, releaseId));
  const now = deps.clock.now();
  for (let attempt = 1; ; attempt += 1) {
    try {
      const [row] = await deps.db
        .insert(quicklinks)
        .values({
          releaseId,
          userId,
          shortId: generateShortId(),
          stores,
          enabledStores: stores.map((link) => link.platform),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      return { message: QUICKLINK_CREATED, data: await presentQuicklink(deps.db, row, release) };
    } catch (error) {
      // Two inits of the same release at once: the other one won, answer its link.
      if (isUniqueViolation(error, 'quicklinks_release_idx')) return initQuicklink(deps, userId, releaseId);
      if (!isUniqueViolation(error, 'quicklinks_short_id_idx') || attempt >= SHORT_ID_ATTEMPTS) throw error;
    }
  }
}
