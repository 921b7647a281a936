import { defineConfig } from 'vitest/config';

// End-to-end specs: run by e2e/run.mjs, which starts the built server and passes
// E2E_BASE_URL and E2E_DATA_DIR. One file at a time, one thread, long timeouts.
export default defineConfig({
  test: {
    name: 'e2e',
    root: new URL('..', import.meta.url).pathname,
    include: ['e2e/specs/**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    maxWorkers: 1,
    pool: 'forks',
    sequence: { concurrent: false },
  },
});
