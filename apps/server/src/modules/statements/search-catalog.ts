/** The operator's catalog search for resolving unmatched lines: approved releases only, with their owners. */
import { resolveDisplayName, type CatalogSearchQuery, type CatalogSearchResponse } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { findUsersByIds } from '../auth/index.js';
import { searchEarningCatalog } from '../releases/index.js';

const SEARCH_LIMIT = 25;

export async function searchCatalogForLines(deps: AppDeps, input: CatalogSearchQuery): Promise<CatalogSearchResponse> {
  const rows = await searchEarningCatalog(deps.db, { query: input.q, limit: SEARCH_LIMIT });
  const owners = await findUsersByIds(
    deps.db,
    rows.map((row) => row.ownerUserId),
  );
  const ownerName = (id: number) => {
    const user = owners.find((candidate) => candidate.id === id);
    return user ? resolveDisplayName(user) || user.email : `Account #${id}`;
  };
  return {
    data: rows.map((row) => ({
      trackId: row.trackId,
      trackTitle: row.trackTitle,
      version: row.version,
      isrc: row.isrc,
      releaseId: row.releaseId,
      releaseTitle: row.releaseTitle,
      upc: row.upc,
      artist: row.artist,
      owner: ownerName(row.ownerUserId),
    })),
  };
}
