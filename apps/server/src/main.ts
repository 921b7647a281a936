import { buildApp } from './app.js';
import { createDeps } from './platform/boot.js';
import { loadConfig } from './platform/config.js';
import { createJobs } from './platform/jobs.js';
import { dropCachedAnswers } from './platform/answer-cache.js';
import { isNewEmbeddedDatabase, PREPARE_DATA_FLAG, prepareInChildProcess } from './platform/prepare-embedded-data.js';
import { sweepInterrupted } from './modules/statements/index.js';
import { startSupportMailReceiver } from './modules/support/index.js';
import { createWorkerQueues, startWorkers, type Workers } from './workers.js';
import { demoSignIns, seedDemoData, startDrawingDemoCovers } from './seed/demo.js';

/**
 * Child of a first start: create the database, migrate, seed, create pg-boss's schema and the
 * workers' queues (all of it DDL or heavy writes the server process then never repeats),
 * exit. The server prints the demo sign-in under its URL.
 */
async function prepareData(): Promise<void> {
  const config = loadConfig();
  // The covers are drawn on other threads while this one creates and migrates the database.
  // The seed awaits them (seedDemoData); here they are only started.
  if (config.seedDemoData) void startDrawingDemoCovers();
  // This child does the work itself (PREPARE_DATA_FLAG) instead of spawning another process.
  const deps = await createDeps(config, { preparingData: true });
  if (config.seedDemoData) await seedDemoData(deps);
  // pg-boss creates its own schema on its first start, and each queue is a partition table:
  // do both here too.
  const jobs = createJobs(deps.database, { logger: deps.logger });
  await jobs.start();
  await createWorkerQueues(jobs);
  await jobs.stop();
  await deps.database.close();
}

async function main(): Promise<void> {
  const startedAt = Date.now();
  const config = loadConfig();
  // A new embedded folder is prepared (and seeded, on an empty database) by a child process.
  const prepared = isNewEmbeddedDatabase(config);
  if (prepared) await prepareInChildProcess();
  const deps = await createDeps(config);
  const seeded = config.seedDemoData ? await seedDemoData(deps) : null;
  const app = await buildApp(deps, { serveWebApp: true });
  await app.listen({ port: config.port, host: config.host });
  // Replies to support mail, when INBOUND_SMTP_PORT is set.
  const mailReceiver = await startSupportMailReceiver(deps);
  // Imports and uploads a killed server left half-done: failed (import again) and deleted. Not
  // awaited: walking the file store must not hold up the start.
  sweepInterrupted(deps).catch((error: unknown) => deps.logger.error({ err: error }, 'start-up sweep failed'));
  // Embedded mode: pg-boss workers run in this process, started once the API answers.
  let workers: Workers | null = null;
  if (config.runWorkers) {
    // A job's writes (an import, a delivery, a report) must not wait out the cached answers.
    deps.jobs = createJobs(deps.database, { logger: deps.logger, afterJob: () => dropCachedAnswers(deps.caches) });
    await deps.jobs.start();
    workers = await startWorkers(deps);
  }

  const url = `http://localhost:${config.port}`;
  deps.logger.info({ ms: Date.now() - startedAt, database: deps.database.kind }, `Liner is up at ${url}`);
  // Plain console lines: the first thing a person running `npm start` looks for.
  console.log(
    `\n  Liner is running at ${url}  (database: ${deps.database.kind === 'pglite' ? `PGlite in ${config.dataDir}/db` : 'PostgreSQL'})`,
  );
  const signIns = seeded?.accounts ?? (prepared && config.seedDemoData ? demoSignIns(config.demoPassword) : null);
  if (signIns) {
    for (const account of signIns)
      console.log(`  Demo sign-in (${account.type}): ${account.email} / ${account.password}`);
  } else if (config.seedDemoData) {
    console.log(
      `  Demo sign-in (seeded on the first start): demo@liner.local, label@liner.local, admin@liner.local / ${config.demoPassword} unless changed`,
    );
  }
  console.log('');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    deps.logger.info({ signal }, 'shutting down');
    await app.close();
    await mailReceiver?.close();
    await workers?.stop();
    await deps.jobs?.stop();
    await deps.database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

(process.argv.includes(PREPARE_DATA_FLAG) ? prepareData() : main()).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
