import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { createCatalog } from '../statements/testing.js';
import type { AnalyticsPullSource } from './pull-source.js';
import { installPullSources } from './pull-sources.js';
import { PULL_CATCH_UP_DAYS, PULL_LAG_DAYS, pullSettledDays } from './pull-worker.js';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestApp();
});
afterEach(async () => {
  await ctx.close();
});

/** A source that answers one view per track and day and notes which days it was asked. */
function countingSource(asked: string[]): AnalyticsPullSource {
  return {
    name: 'counting',
    async pullDay(day, tracks) {
      asked.push(day);
      return tracks.map((track) => ({
        trackId: track.trackId,
        day,
        platform: 'youtube-content-id',
        metric: 'views' as const,
        country: 'US',
        amount: 1n,
      }));
    },
  };
}

function daysAgo(days: number): string {
  const now = ctx.clock.now();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - days))
    .toISOString()
    .slice(0, 10);
}

describe('the daily pull', () => {
  it('pulls the settled days not pulled yet, oldest first, and catches up only the gaps', async () => {
    const { user } = await createUser(ctx);
    await createCatalog(ctx, user.id, { isrcs: ['QZES72611001'] });
    const asked: string[] = [];
    installPullSources(ctx.deps, [countingSource(asked)]);

    const first = await pullSettledDays(ctx.deps);
    expect(asked).toHaveLength(PULL_CATCH_UP_DAYS);
    expect(asked[0]).toBe(daysAgo(PULL_LAG_DAYS + PULL_CATCH_UP_DAYS - 1));
    expect(asked.at(-1)).toBe(daysAgo(PULL_LAG_DAYS));
    expect([...asked].sort()).toEqual(asked);
    expect(first.every((outcome) => outcome.status === 'pulled' && outcome.facts === 1)).toBe(true);

    asked.length = 0;
    const again = await pullSettledDays(ctx.deps);
    expect(asked).toEqual([]);
    expect(again.every((outcome) => outcome.status === 'already-pulled')).toBe(true);
  });

  it('asks nothing when no release reached the stores', async () => {
    const asked: string[] = [];
    installPullSources(ctx.deps, [countingSource(asked)]);
    const outcomes = await pullSettledDays(ctx.deps);
    expect(asked).toEqual([]);
    expect(outcomes.every((outcome) => outcome.status === 'nothing-to-ask')).toBe(true);
  });
});
