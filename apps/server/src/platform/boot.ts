import path from 'node:path';
import type { AppConfig } from './config.js';
import { systemClock } from './clock.js';
import { openDatabase } from './db.js';
import type { AppDeps } from './deps.js';
import { createLogger } from './logger.js';
import { createMailer } from './mail.js';
import { createSmsSender } from './sms/create-sms-sender.js';
import { silentPublisher } from './realtime.js';
import { createAppCaches } from './app-caches.js';
import { createLocalStorage } from './storage.js';

/** config -> database (migrated) -> the dependencies every operation uses. */
export async function createDeps(config: AppConfig, options: { preparingData?: boolean } = {}): Promise<AppDeps> {
  const logger = createLogger(config.logLevel);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.databaseUrl ? null : path.join(config.dataDir, 'db'),
    pgliteSharedBuffers: config.pgliteSharedBuffers,
    poolMax: config.dbPoolMax,
    // The child that prepares the data folder does its initdb itself.
    initInChildProcess: !options.preparingData,
  });
  await database.migrate();
  return {
    config,
    database,
    db: database.db,
    logger,
    clock: systemClock,
    mailer: createMailer({
      from: config.mailFrom,
      smtpUrl: config.smtpUrl,
      outboxDir: path.join(config.dataDir, 'outbox'),
      logger,
    }),
    sms: createSmsSender(config, logger),
    realtime: silentPublisher,
    caches: createAppCaches(config.sessionCacheTtlMs),
    storage: createLocalStorage(path.join(config.dataDir, 'files')),
    jobs: null,
  };
}
