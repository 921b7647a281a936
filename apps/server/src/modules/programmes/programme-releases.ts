import { programmeAction, type ProgrammeReleasePage } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { authorize } from '../../platform/permissions/authorize.js';
import type { Actor } from '../../platform/request-auth.js';
import { findReleasesByIds, listReleases, loadReleasesParts, releaseIsLive } from '../releases/index.js';
import type { ProgrammeDefinition } from './definition.js';

/** The spec's `{area}/releases`: the account's releases with their tracks, to name in a submission. */
export async function listProgrammeReleases(
  deps: AppDeps,
  actor: Actor,
  definition: ProgrammeDefinition,
  query: { page: number; per_page: number; search?: string },
): Promise<ProgrammeReleasePage> {
  authorize(actor, programmeAction(definition.area, 'view'));
  const page = await listReleases(deps, actor.accountId, query);
  const rows = await findReleasesByIds(
    deps.db,
    page.data.map((release) => release.id),
  );
  const parts = new Map((await loadReleasesParts(deps.db, rows)).map((part) => [part.release.id, part]));
  const now = deps.clock.now();
  return {
    ...page,
    data: page.data.flatMap((listed) => {
      const part = parts.get(listed.id);
      if (!part) return [];
      return [
        {
          id: part.release.id,
          title: part.release.title,
          artist_name: part.artists[0]?.name ?? '',
          upc: part.release.upc,
          is_live: releaseIsLive(part.release, now),
          tracks: part.tracks.map((track) => ({ id: track.id, title: track.title, isrc: track.isrc })),
        },
      ];
    }),
  };
}
