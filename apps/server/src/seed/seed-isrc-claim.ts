import { InitReleaseRequest, SaveTracksRequest } from '@liner/domain';
import { initRelease, saveTracks } from '../modules/releases/index.js';
import type { DemoContext, SeededRelease } from './demo-context.js';

/** Days ago the label started the compilation draft. */
const CLAIM_DAYS_AGO = 3;

/**
 * An ISRC claim waiting in the operator's review queue: the label starts a compilation draft and
 * types the ISRC of the artist's live single, as a label licensing a recording would. The save
 * keeps the code in a pending claim (not on the track) and tells the label so.
 */
export async function seedIsrcClaim(ctx: DemoContext, releases: SeededRelease[]): Promise<void> {
  const single = releases.find((release) => release.key === 'glass-harbour')?.tracks[0];
  if (!single) return;
  const labelId = ctx.accounts.label.id;
  ctx.clock.setDaysAgo(CLAIM_DAYS_AGO);
  const { id } = await initRelease(
    ctx.deps,
    labelId,
    InitReleaseRequest.parse({
      type: 'Album',
      title: 'Harbour Sessions, Vol. 1',
      primaryArtists: [{ name: 'Various Artists' }],
    }),
  );
  await saveTracks(
    ctx.deps,
    labelId,
    SaveTracksRequest.parse({
      release_id: id,
      tracks: [
        {
          title: single.title,
          isrc: single.isrc,
          language: 'en',
          artists: [{ name: 'Nova Reyes', roles: ['primary'] }],
        },
      ],
    }),
  );
}
