import path from 'node:path';

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** postgres://... switches from embedded PGlite to a PostgreSQL server. */
  databaseUrl: string | null;
  smtpUrl: string | null;
  redisUrl: string | null;
  /** Public origin used in links inside e-mails. */
  publicUrl: string;
  mailFrom: string;
  logLevel: string;
  appVersion: string;
  webDistDir: string | null;
  /** Run pg-boss workers in this process (embedded mode). */
  runWorkers: boolean;
  seedDemoData: boolean;
  /** How long a token's session and a `me` answer may be served from memory (0 = off). */
  sessionCacheTtlMs: number;
  /**
   * Statement files from this size on are read in a child process of their own (its own young
   * generation, and the API's event loop stays free); smaller ones in the server, where a
   * process start would cost more than it saves.
   */
  importProcessMinBytes: number;
  /** The import process's script; null: the one beside this code (dist/import-process.js, or the TypeScript source). */
  importProcessEntry: string | null;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = Number(env.PORT ?? 8080);
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    smtpUrl: env.SMTP_URL || null,
    redisUrl: env.REDIS_URL || null,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    mailFrom: env.MAIL_FROM ?? 'Liner <no-reply@liner.local>',
    logLevel: env.LOG_LEVEL ?? 'info',
    appVersion: env.APP_VERSION ?? '0.1.0',
    webDistDir: env.WEB_DIST_DIR ?? null,
    runWorkers: env.RUN_WORKERS !== 'false',
    seedDemoData: env.SEED_DEMO !== 'false',
    sessionCacheTtlMs: Number(env.SESSION_CACHE_TTL_MS ?? 5000),
    importProcessMinBytes: Number(env.IMPORT_PROCESS_MIN_BYTES ?? 4 * 1024 * 1024),
    importProcessEntry: env.IMPORT_PROCESS_ENTRY || null,
  };
}
