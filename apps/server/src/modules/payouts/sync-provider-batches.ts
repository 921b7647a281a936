import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { AppDeps } from '../../platform/deps.js';
import { configuredPayoutProviders, type PayoutProviderRegistry } from './payout-provider-registry.js';
import { syncPayoutBatch } from './settle-payouts.js';
import { payoutBatches } from './tables.js';

export const PAYOUT_SYNC_QUEUE = 'payouts.sync-providers';
/** Twice an hour: providers settle in hours or days, and Tipalti is asked payout by payout. */
export const PAYOUT_SYNC_CRON = '17,47 * * * *';

export interface ProviderSyncSummary {
  /** Batches whose provider was asked. */
  asked: number;
  /** Batches that are paid (every payout paid or returned) after the run. */
  settled: number;
  problems: string[];
}

/**
 * Asks each provider that reports outcomes (PayPal, Tipalti) about every batch it accepted that
 * is still sending, and settles what it reports (settle-payouts.ts: paid, or returned with the
 * money back in the wallet, each once). One batch failing does not stop the others.
 */
export async function syncProviderBatches(
  deps: AppDeps,
  providers: PayoutProviderRegistry = configuredPayoutProviders(deps),
): Promise<ProviderSyncSummary> {
  const summary: ProviderSyncSummary = { asked: 0, settled: 0, problems: [] };
  const rows = await deps.db
    .select({ id: payoutBatches.id, provider: payoutBatches.provider })
    .from(payoutBatches)
    .where(and(eq(payoutBatches.status, 'sending'), isNotNull(payoutBatches.providerBatchId)))
    .orderBy(asc(payoutBatches.id));
  for (const row of rows) {
    if (!providers.byName(row.provider)?.outcomes) continue;
    summary.asked += 1;
    try {
      const batch = await syncPayoutBatch(deps, row.id, providers);
      if (batch.status === 'paid') summary.settled += 1;
    } catch (error) {
      summary.problems.push(`batch ${row.id} (${row.provider}): ${(error as Error).message}`);
    }
  }
  return summary;
}

export interface PayoutWorkers {
  stop(): Promise<void>;
}

/** Starts the provider sync worker and (re)writes its schedule (deps.jobs must be started). */
export async function registerPayoutWorkers(deps: AppDeps): Promise<PayoutWorkers> {
  const jobs = deps.jobs;
  if (!jobs) throw new Error('registerPayoutWorkers needs a started job runner (deps.jobs)');
  const workerId = await jobs.work(
    PAYOUT_SYNC_QUEUE,
    async () => {
      const summary = await syncProviderBatches(deps);
      if (summary.asked > 0) deps.logger.info(summary, 'payout provider sync');
      if (summary.problems.length > 0)
        deps.logger.warn({ problems: summary.problems }, 'payout provider sync problems');
    },
    { pollingIntervalSeconds: 30 },
  );
  await jobs.schedule(PAYOUT_SYNC_QUEUE, PAYOUT_SYNC_CRON, {}, { retryLimit: 0 });
  return {
    async stop() {
      await jobs.boss.offWork({ id: workerId });
    },
  };
}
