import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { promisify } from 'node:util';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

const execFileAsync = promisify(execFile);

/**
 * The typed handle every service uses; identical API on PGlite and PostgreSQL. It carries no schema:
 * queries name their tables (each area's tables.ts), nothing uses Drizzle's relational `db.query` API.
 */
export type Database = PgDatabase<PgQueryResultHKT>;
/** A transaction handle or the database itself: operations accept either. */
export type DbExecutor = Parameters<Parameters<Database['transaction']>[0]>[0] | Database;

export interface SqlResult {
  rows: Record<string, unknown>[];
}

export interface DatabaseHandle {
  kind: 'pglite' | 'postgres';
  db: Database;
  /** Raw SQL for pg-boss and benchmarks; statements without parameters may hold several. */
  executeSql(text: string, values?: unknown[]): Promise<SqlResult>;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** Present on PGlite only. */
  pglite?: PGlite;
  pool?: pg.Pool;
}

/** Finds apps/server/drizzle from src/ (tsx, tests) and from dist/ (built server). */
export function migrationsDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i += 1) {
    const candidate = path.join(dir, 'drizzle');
    if (fs.existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('Migrations folder (apps/server/drizzle) not found');
}

/**
 * An embedded server is one process serving one install: PostgreSQL's default 128 MB of shared
 * buffers is most of PGlite's resident memory, and 8 MB holds a small portal's hot pages (the OS caches the rest of the files).
 */
function pgliteOptions(sharedBuffers = '8MB') {
  return { postgresqlconf: [`shared_buffers = ${sharedBuffers}`] };
}

async function initPgliteDirInChild(dir: string, options: ReturnType<typeof pgliteOptions>): Promise<void> {
  const moduleUrl = import.meta.resolve('@electric-sql/pglite');
  const code = `const { PGlite } = await import(${JSON.stringify(moduleUrl)});
const db = await PGlite.create(${JSON.stringify(dir)}, ${JSON.stringify(options)});
await db.close();`;
  await execFileAsync(process.execPath, ['--input-type=module', '-e', code], { timeout: 120_000 });
}

export interface OpenDatabaseOptions {
  databaseUrl?: string | null;
  /** Folder for PGlite's files; omitted = in memory. */
  pgliteDir?: string | null;
  /** An existing PGlite (e.g. a clone in tests). */
  pglite?: PGlite;
  /** PGlite's shared_buffers; default 8MB. */
  pgliteSharedBuffers?: string;
  /** PostgreSQL pool size; default 10. */
  poolMax?: number;
  /** Run a new folder's initdb in a child process (default); off inside the child that prepares the data. */
  initInChildProcess?: boolean;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolMax ?? 10);
  let client = options.pglite;
  if (!client) {
    const dir = options.pgliteDir ?? undefined;
    const isNew = !!dir && !fs.existsSync(path.join(dir, 'PG_VERSION'));
    if (dir) fs.mkdirSync(dir, { recursive: true });
    // initdb grows the WASM heap to ~700 MB and a WASM heap never shrinks: run it in a
    // short-lived child process so the server itself keeps only what it needs.
    const pgOptions = pgliteOptions(options.pgliteSharedBuffers);
    if (isNew && dir && options.initInChildProcess !== false) await initPgliteDirInChild(dir, pgOptions);
    client = await PGlite.create(dir, pgOptions);
  }
  return wrapPglite(client);
}

function wrapPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client }) as unknown as Database;
  return {
    kind: 'pglite',
    db,
    pglite: client,
    async executeSql(text, values) {
      if (values && values.length > 0) {
        const result = await client.query(text, values);
        return { rows: result.rows as Record<string, unknown>[] };
      }
      const results = await client.exec(text);
      return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
    },
    migrate: () => migratePglite(drizzlePglite({ client }), { migrationsFolder: migrationsDir() }),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

function openPostgres(url: string, poolMax: number): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: poolMax });
  // An idle client that the server drops (restart, failover, admin termination) emits 'error'
  // on the pool; without a listener that would crash the process. The pool replaces the client.
  pool.on('error', (error) => {
    process.emitWarning(`PostgreSQL idle connection error: ${error.message}`);
  });
  const db = drizzlePg({ client: pool }) as unknown as Database;
  return {
    kind: 'postgres',
    db,
    pool,
    async executeSql(text, values) {
      const result = await pool.query(text, values as unknown[] | undefined);
      const last = Array.isArray(result) ? result.at(-1) : result;
      return { rows: (last?.rows ?? []) as Record<string, unknown>[] };
    },
    migrate: () => migratePg(drizzlePg({ client: pool }), { migrationsFolder: migrationsDir() }),
    close: () => pool.end(),
  };
}
