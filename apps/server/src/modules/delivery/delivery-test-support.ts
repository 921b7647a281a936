// Test helpers of the delivery area (not used by the server): a fixture release served by an
// injected loader, its files in storage, and waiting for the workers.
import { spawnSync } from 'node:child_process';
import { Readable } from 'node:stream';
import { inArray, sql } from 'drizzle-orm';
import { exampleAlbum } from '@liner/ddex/ern';
import type { AppDeps } from '../../platform/deps.js';
import type { DeliverableRelease } from '../releases/index.js';
import { createJobs } from '../../platform/jobs.js';
import type { ReleaseLoader } from './deliver-to-store.js';
import {
  type DeliveryWorkerOptions,
  type DeliveryWorkers,
  registerDeliveryWorkers,
} from './register-delivery-workers.js';
import { deliveryJobs } from './tables.js';

export interface FixtureOptions {
  releaseId: number;
  ownerUserId: number;
  storeIds: string[];
  trackCount?: number;
}

/** An exampleAlbum from packages/ddex as the releases area would hand it over, files stored. */
export async function storeFixtureRelease(deps: AppDeps, options: FixtureOptions): Promise<DeliverableRelease> {
  const { header: _header, deals: _deals, ...release } = exampleAlbum(options.trackCount ?? 2);
  const prefix = `fixtures/${options.releaseId}`;
  const coverStorageKey = `${prefix}/cover.jpg`;
  await deps.storage.put(coverStorageKey, Readable.from([Buffer.from(`cover of ${options.releaseId}`)]));
  const tracks = [];
  for (const track of release.tracks) {
    const storageKey = `${prefix}/${track.isrc}.flac`;
    await deps.storage.put(storageKey, Readable.from([Buffer.from(`audio ${track.isrc}`)]));
    tracks.push({ isrc: track.isrc, storageKey });
  }
  return {
    releaseId: options.releaseId,
    ownerUserId: options.ownerUserId,
    release,
    territories: { worldwide: true, excluding: ['KP'] },
    storeIds: options.storeIds,
    files: { coverStorageKey, tracks },
  };
}

/** A loader over fixture releases; an unknown id throws as a missing release would. */
export function fixtureLoader(releases: Map<number, DeliverableRelease>): ReleaseLoader {
  return async (_deps, releaseId) => {
    const release = releases.get(releaseId);
    if (!release) throw new Error(`Release ${releaseId} not found`);
    return structuredClone(release);
  };
}

const FINAL = ['delivered', 'failed', 'acknowledged'] as const;

/** Waits until every store of the batches is delivered or failed; the test timeout bounds it. */
export async function waitForBatches(
  deps: AppDeps,
  batchIds: string[],
  expectedJobs?: number,
): Promise<(typeof deliveryJobs.$inferSelect)[]> {
  for (;;) {
    // Counting first keeps the wait cheap (the benchmark waits on a thousand batches).
    const [counts] = await deps.db
      .select({
        all: sql<number>`count(*)::int`,
        done: sql<number>`(count(*) filter (where ${inArray(deliveryJobs.status, [...FINAL])}))::int`,
      })
      .from(deliveryJobs)
      .where(inArray(deliveryJobs.batchId, batchIds));
    const enough = expectedJobs === undefined ? counts.all > 0 : counts.all >= expectedJobs;
    if (enough && counts.done === counts.all)
      return deps.db.select().from(deliveryJobs).where(inArray(deliveryJobs.batchId, batchIds));
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The ERN 4.3 schema folder (DDEX's files, outside the project), or undefined to skip. */
export const SCHEMA_DIR = process.env.DDEX_SCHEMA_DIR;

/** xmllint's verdict on files against the ERN 4.3 XSD: '' when all validate. */
export function xmllintErrors(files: string[]): string {
  const run = spawnSync(
    'xmllint',
    ['--noout', '--nonet', '--schema', `${SCHEMA_DIR}/ern43/release-notification.xsd`, ...files],
    { encoding: 'utf8' },
  );
  if (run.error) throw new Error(`xmllint could not run (install libxml2-utils): ${run.error.message}`);
  return `${run.stdout}${run.stderr}`
    .split('\n')
    .filter((l) => l.trim() !== '' && !l.endsWith(' validates'))
    .join('\n');
}

/**
 * Starts a job runner on the test database and the delivery workers over fixture releases, polling
 * fast; `overrides` for a test's own transport or retries. Stop with `stopDeliveryWorkers`.
 */
export async function startFixtureDeliveryWorkers(
  deps: AppDeps,
  releases: Map<number, DeliverableRelease>,
  overrides: DeliveryWorkerOptions = {},
): Promise<DeliveryWorkers> {
  deps.jobs = createJobs(deps.database, { pollingIntervalSeconds: 0.5 });
  await deps.jobs.start();
  return registerDeliveryWorkers(deps, {
    loader: fixtureLoader(releases),
    retryLimit: 0,
    pollingIntervalSeconds: 0.5,
    sweepIntervalMs: 200,
    ...overrides,
  });
}

export async function stopDeliveryWorkers(deps: AppDeps, workers: DeliveryWorkers | undefined): Promise<void> {
  await workers?.stop();
  await deps.jobs?.stop();
}
