import type { AppConfig } from './config.js';
import type { AppCaches } from './app-caches.js';
import type { Clock } from './clock.js';
import type { Database, DatabaseHandle } from './db.js';
import type { Jobs } from './jobs.js';
import type { Logger } from './logger.js';
import type { Mailer } from './mail.js';
import type { SmsSender } from './sms/sms-sender.js';
import type { RealtimePublisher } from './realtime.js';
import type { Storage } from './storage.js';

/** What every operation may use. Built once in main.ts (or the test harness). */
export interface AppDeps {
  config: AppConfig;
  database: DatabaseHandle;
  db: Database;
  mailer: Mailer;
  /** Text messages (SMS codes): Twilio, or the outbox folder DATA_DIR/sms-outbox. */
  sms: SmsSender;
  clock: Clock;
  logger: Logger;
  realtime: RealtimePublisher;
  /** Hot-path caches (sessions, `me`); see platform/cache.ts. */
  caches: AppCaches;
  /** Files: local disk under DATA_DIR/files by default. */
  storage: Storage;
  /** pg-boss queues; null where no job runner was started (API tests, CLI). */
  jobs: Jobs | null;
}
