import type { AnalyticsReleaseSearchResponse } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import type { Actor } from '../../platform/request-auth.js';
import { searchOwnCatalog } from '../releases/index.js';

/** The most releases the filter picker lists for one search. */
export const RELEASE_SEARCH_LIMIT = 20;

/** releases/{query}: the account's releases (with their tracks) matching a title, UPC or ISRC. */
export async function searchReleases(
  deps: AppDeps,
  actor: Actor,
  query: string,
): Promise<AnalyticsReleaseSearchResponse> {
  return { data: await searchOwnCatalog(deps.db, actor.accountId, { query, limit: RELEASE_SEARCH_LIMIT }) };
}
