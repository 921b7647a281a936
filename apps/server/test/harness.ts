import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { buildApp, type App } from '../src/app.js';
import { loadConfig, type AppConfig } from '../src/platform/config.js';
import { openDatabase, type DatabaseHandle } from '../src/platform/db.js';
import type { AppDeps } from '../src/platform/deps.js';
import { createLogger } from '../src/platform/logger.js';
import { createMailer, readOutbox } from '../src/platform/mail.js';
import { createSmsSender, smsOutboxDir } from '../src/platform/sms/create-sms-sender.js';
import { readSmsOutbox, type OutboxSms } from '../src/platform/sms/outbox-sms-sender.js';
import { silentPublisher } from '../src/platform/realtime.js';
import { createAppCaches } from '../src/platform/app-caches.js';
import { createLocalStorage } from '../src/platform/storage.js';
import type { Clock } from '../src/platform/clock.js';

/**
 * Test databases. PGlite by default: one migrated template per test file, cloned per app
 * (~0.5 s instead of ~2 s of initdb). With TEST_DB_ENGINE=postgres and TEST_DATABASE_URL,
 * each app gets its own new database on that server, dropped at close.
 */
let template: Promise<PGlite> | null = null;

async function migratedTemplate(): Promise<PGlite> {
  template ??= (async () => {
    const client = await PGlite.create();
    const handle = await openDatabase({ pglite: client });
    await handle.migrate();
    return client;
  })();
  return template;
}

export const usingPostgres = process.env.TEST_DB_ENGINE === 'postgres' && !!process.env.TEST_DATABASE_URL;

export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (usingPostgres) {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = `liner_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ databaseUrl: url.toString() });
    await handle.migrate();
    const close = handle.close;
    handle.close = async () => {
      await close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    };
    return handle;
  }
  const base = await migratedTemplate();
  return openDatabase({ pglite: (await base.clone()) as PGlite });
}

export class TestClock implements Clock {
  private offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
  advanceMinutes(minutes: number): void {
    this.offsetMs += minutes * 60_000;
  }
  advanceDays(days: number): void {
    this.advanceMinutes(days * 24 * 60);
  }
}

export interface TestContext {
  app: App;
  deps: AppDeps;
  clock: TestClock;
  outboxDir: string;
  /** Every e-mail written so far, oldest first. */
  outbox(): Promise<{ file: string; raw: string }[]>;
  /** Every SMS written so far (the built-in sender), oldest first. */
  smsOutbox(): Promise<OutboxSms[]>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /**
   * Session/me cache TTL. Off by default because many tests change rows directly in the
   * database (a ban, an expiry) and then call the API; the cache has tests of its own.
   */
  sessionCacheTtlMs?: number;
  /** Settings to change from the test defaults (e.g. trustProxy, publicUrl, webDistDir). */
  config?: Partial<AppConfig>;
  /** Serve the SPA from `config.webDistDir`, as the production server does. */
  serveWebApp?: boolean;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestContext> {
  const database = await createTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'liner-test-'));
  const outboxDir = path.join(dataDir, 'outbox');
  const config = {
    ...loadConfig({}),
    dataDir,
    publicUrl: 'http://liner.test',
    logLevel: 'silent',
    sessionCacheTtlMs: options.sessionCacheTtlMs ?? 0,
    // A light proof of work: the same check, solved in a millisecond or two by the tests.
    captcha: { hmacKey: 'test-captcha-key', maxNumber: 2_000, expiresMinutes: 20 },
    ...options.config,
  };
  const logger = createLogger('silent');
  const clock = new TestClock();
  const deps: AppDeps = {
    config,
    database,
    db: database.db,
    logger,
    clock,
    mailer: createMailer({ from: config.mailFrom, smtpUrl: null, outboxDir, logger }),
    sms: createSmsSender(config, logger),
    realtime: silentPublisher,
    caches: createAppCaches(config.sessionCacheTtlMs),
    storage: createLocalStorage(path.join(dataDir, 'files')),
    jobs: null,
  };
  const app = await buildApp(deps, { logger: false, serveWebApp: options.serveWebApp });
  await app.ready();
  return {
    app,
    deps,
    clock,
    outboxDir,
    outbox: () => readOutbox(outboxDir),
    smsOutbox: () => readSmsOutbox(smsOutboxDir(dataDir)),
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Finds the first link in a raw .eml that contains `pathPart` (quoted-printable aware). */
export function linkFromMail(raw: string, pathPart: string): string | null {
  const decoded = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const match = decoded.match(
    new RegExp(`https?://[^\\s"<>]*${pathPart.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}[^\\s"<>]*`),
  );
  return match ? match[0] : null;
}
