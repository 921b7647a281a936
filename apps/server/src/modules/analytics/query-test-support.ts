// Helpers for the analytics endpoint tests (not used by the server).
import type { AnalyticsMetric } from '@liner/domain';
import type { TestContext } from '../../../test/harness.js';
import { bearer } from '../../../test/factories.js';
import { type AnalyticsFact, AnalyticsFactWriter } from './fact-writer.js';

export type TestFact = Pick<AnalyticsFact, 'userId' | 'day'> &
  Partial<Omit<AnalyticsFact, 'amount' | 'metric'>> & { amount: number; metric?: AnalyticsMetric };

/** Writes facts (and their rollups) as an import would, in one transaction. */
export async function writeTestFacts(ctx: TestContext, facts: readonly TestFact[]): Promise<void> {
  await ctx.deps.db.transaction(async (tx) => {
    const writer = new AnalyticsFactWriter(tx, 1);
    for (const fact of facts)
      await writer.add({
        platform: 'spotify',
        metric: 'streams',
        releaseId: 0,
        trackId: 0,
        country: '',
        dimension: '',
        value: '',
        ...fact,
        amount: BigInt(fact.amount),
      });
    await writer.flush();
  });
}

/** GET api/portal/analytics/<path> as the token's holder. */
export function getAnalytics(ctx: TestContext, token: string, path: string) {
  return ctx.app.inject({ method: 'GET', url: `/api/portal/analytics/${path}`, headers: bearer(token) });
}
