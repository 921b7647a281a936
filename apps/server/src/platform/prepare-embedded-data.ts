import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { AppConfig } from './config.js';

export const PREPARE_DATA_FLAG = '--prepare-data';

/** An embedded (PGlite) install whose database folder does not exist yet. */
export function isNewEmbeddedDatabase(config: AppConfig): boolean {
  return !config.databaseUrl && !fs.existsSync(path.join(config.dataDir, 'db', 'PG_VERSION'));
}

/**
 * The first start of an embedded install (initdb, every migration, the demo seed) grows
 * PGlite's WASM heap by hundreds of MB, and a WASM heap never shrinks. That work runs in a
 * short-lived child process of the same program; the server then opens the prepared folder
 * and stays small (see bench/memory.mjs).
 */
export async function prepareInChildProcess(): Promise<void> {
  const entry = process.argv[1];
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, entry, PREPARE_DATA_FLAG], {
      stdio: 'inherit',
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`preparing the data folder failed (exit ${code})`)),
    );
  });
}
