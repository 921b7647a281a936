import { SubmitSplitRequest } from '@liner/domain';
import type { UserRow } from '../modules/auth/index.js';
import { confirmSplit } from '../modules/splits/index.js';
import { submitSplit } from '../modules/splits/index.js';
import type { DemoContext, SeededRelease } from './demo-context.js';

export interface DemoSplit {
  releaseKey: string;
  trackTitle: string;
  owner: 'artist' | 'label';
  payee: 'artist' | 'label';
  share: string;
}

/**
 * Splits in both directions: the label shares the single the artist features on with her, and
 * the artist shares the track the label's band plays on with the label. Each starts on the
 * release date, so every imported sale of the track is split.
 */
export const DEMO_SPLITS: DemoSplit[] = [
  { releaseKey: 'harbour-lights', trackTitle: 'Harbour Lights', owner: 'label', payee: 'artist', share: '30' },
  { releaseKey: 'glass-harbour', trackTitle: 'Low Tide Radio', owner: 'artist', payee: 'label', share: '20' },
];

/** Submits each split on its release date and has the payee accept it the next day. */
export async function seedSplits(ctx: DemoContext, releases: SeededRelease[]): Promise<number[]> {
  const splitIds: number[] = [];
  for (const split of DEMO_SPLITS) {
    const release = releases.find((candidate) => candidate.key === split.releaseKey);
    const track = release?.tracks.find((candidate) => candidate.title === split.trackTitle);
    if (!release?.onSaleFrom || !track) throw new Error(`demo seed: no live track "${split.trackTitle}" to split`);
    const owner: UserRow = ctx.accounts[split.owner];
    const payee: UserRow = ctx.accounts[split.payee];
    const daysAgo = ctx.clock.daysAgoOf(new Date(`${release.onSaleFrom}T12:00:00Z`));
    ctx.clock.setDaysAgo(daysAgo);
    const submission = await submitSplit(
      ctx.deps,
      owner,
      SubmitSplitRequest.parse({
        trackId: track.id,
        payees: [{ email: payee.email, share: split.share }],
        effectiveFrom: release.onSaleFrom,
      }),
    );
    ctx.clock.setDaysAgo(daysAgo - 1);
    await confirmSplit(ctx.deps, payee, submission.id, true);
    splitIds.push(submission.id);
  }
  return splitIds;
}
