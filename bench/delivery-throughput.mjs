// Releases delivered per minute through the folder transport, in process on PGlite with the
// pg-boss worker running: each release (2-track fixture album) gets its batch, the worker builds
// and checks the ERN, hard-links cover and audio from storage, writes <UPC>.xml and the
// BatchComplete manifest, and logs each step. Target: at least 1,000 releases a minute.
// Writes bench/results/delivery-throughput.json.
// Usage: node --import tsx bench/delivery-throughput.mjs [--releases 1000] [--stores 1]
import path from 'node:path';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { openDatabase } from '../apps/server/src/platform/db.ts';
import { createJobs } from '../apps/server/src/platform/jobs.ts';
import { createLogger } from '../apps/server/src/platform/logger.ts';
import { createMailer } from '../apps/server/src/platform/mail.ts';
import { createOutboxSmsSender } from '../apps/server/src/platform/sms/outbox-sms-sender.ts';
import { silentPublisher } from '../apps/server/src/platform/realtime.ts';
import { createAppCaches } from '../apps/server/src/platform/app-caches.ts';
import { createLocalStorage } from '../apps/server/src/platform/storage.ts';
import { systemClock } from '../apps/server/src/platform/clock.ts';
import {
  fixtureLoader,
  storeFixtureRelease,
  waitForBatches,
} from '../apps/server/src/modules/delivery/delivery-test-support.ts';
import { registerDeliveryWorkers } from '../apps/server/src/modules/delivery/register-delivery-workers.ts';
import { requestDelivery } from '../apps/server/src/modules/delivery/request-delivery.ts';
import { log, rmrf, tempDataDir, writeResult } from './lib.mjs';

/** @param {string} name @param {number} fallback */
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? fallback : Number(process.argv[i + 1]);
};
const RELEASES = arg('releases', 1000);
const STORES = ['spotify', 'apple-music', 'youtube-music', 'deezer', 'tidal'].slice(0, arg('stores', 1));

const dataDir = tempDataDir('delivery');
const database = await openDatabase({});
await database.migrate();
const logger = createLogger('silent');
const config = { ...loadConfig({}), dataDir, logLevel: 'silent' };
/** @type {import('../apps/server/src/platform/deps.ts').AppDeps} */
const deps = {
  config,
  database,
  db: database.db,
  logger,
  clock: systemClock,
  realtime: silentPublisher,
  mailer: createMailer({ from: config.mailFrom, smtpUrl: null, outboxDir: path.join(dataDir, 'outbox'), logger }),
  sms: createOutboxSmsSender(path.join(dataDir, 'sms-outbox'), logger),
  storage: createLocalStorage(path.join(dataDir, 'files')),
  caches: createAppCaches(5000),
  jobs: null,
};

// Every release shares one stored cover and audio (linked, not copied, per package).
const fixture = await storeFixtureRelease(deps, { releaseId: 1, ownerUserId: 1, storeIds: STORES });
const releases = new Map(Array.from({ length: RELEASES }, (_, i) => [i + 1, { ...fixture, releaseId: i + 1 }]));

const jobRunner = createJobs(database, { logger, pollingIntervalSeconds: 0.5 });
deps.jobs = jobRunner;
await jobRunner.start();
const workers = await registerDeliveryWorkers(deps, {
  loader: fixtureLoader(releases),
  batchSize: 50,
  pollingIntervalSeconds: 0.5,
  sweepIntervalMs: 200,
});

const rssBefore = process.memoryUsage().rss;
const started = performance.now();
const batchIds = [];
for (let releaseId = 1; releaseId <= RELEASES; releaseId += 1) {
  batchIds.push(
    (await requestDelivery(deps, { releaseId, action: 'insert', storeIds: STORES, requestedBy: 1 })).batchId,
  );
}
const requestedMs = performance.now() - started;
const jobs = await waitForBatches(deps, batchIds, RELEASES * STORES.length);
const seconds = (performance.now() - started) / 1000;
const failed = jobs.filter((j) => j.status !== 'delivered').length;

const perMinute = Math.round((RELEASES / seconds) * 60);
const result = {
  releases: RELEASES,
  stores: STORES.length,
  packages: jobs.length,
  failed,
  seconds: +seconds.toFixed(2),
  requestMs: +requestedMs.toFixed(0),
  releasesPerMinute: perMinute,
  packagesPerMinute: Math.round((jobs.length / seconds) * 60),
  rssGrowthMb: Math.round((process.memoryUsage().rss - rssBefore) / 1e6),
  database: database.kind,
  target: 1000,
};
log(
  `delivered ${RELEASES} releases x ${STORES.length} store(s) in ${result.seconds} s (${failed} failed): ${perMinute} releases/min, ${result.packagesPerMinute} packages/min (target >= 1000 releases/min)`,
);
writeResult('delivery-throughput', { ...result, pass: failed === 0 && perMinute >= 1000 });

await workers.stop();
await jobRunner.stop();
await database.close();
rmrf(dataDir);
