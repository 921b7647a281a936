import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { usingPostgres } from '../../../test/harness.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');

/**
 * bench/sales-endpoints.mjs once answered 500 on every call (it built the app's dependencies by
 * hand and missed the session cache) and nobody knew until a 1,000,000-line run. It runs here on
 * a small account: its raw lines and rollups must agree and every sales endpoint must answer 200.
 */
describe('bench/sales-endpoints.mjs on a small account', () => {
  it('seeds, checks its totals and gets 200 from every sales endpoint', () => {
    const run = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        'bench/sales-endpoints.mjs',
        '--lines',
        '3000',
        '--rounds',
        '2',
        '--no-write',
        '--engine',
        usingPostgres ? 'postgres' : 'pglite',
      ],
      {
        cwd: root,
        encoding: 'utf8',
        timeout: 170_000,
        env: { ...process.env, BENCH_DATABASE_URL: process.env.TEST_DATABASE_URL ?? '' },
      },
    );
    expect(run.stderr + run.stdout).toContain('(totals agree)');
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/collabs \(as the payee\)\s+first/);
  }, 180_000);
});
