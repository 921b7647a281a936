import { defineConfig } from 'vitest/config';

const postgres = !!process.env.TEST_DATABASE_URL;
/**
 * The API suites share one module graph per worker (isolate: false): each file otherwise loads
 * the whole app again and PGlite's WebAssembly starts cold, which cost ~3.5x the wall time
 * (auth + profile, 19 files: 471 s isolated, 129 s shared). Their tests keep no module state of
 * their own (every app, database and provider is per createTestApp). VITEST_ISOLATE=true
 * isolates again, to rule the sharing out when a test misbehaves.
 */
const isolateApi = process.env.VITEST_ISOLATE === 'true';
/** Set by .ci/run: also write a JSON report there so CI can print "N passed, N failed". */
const reportDir = process.env.LINER_TEST_REPORT_DIR;

export default defineConfig({
  test: {
    reporters: reportDir ? ['default', 'json'] : ['default'],
    outputFile: reportDir ? { json: `${reportDir}/unit.json` } : undefined,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/web/src/**/*.test.ts', 'scripts/**/*.test.mjs'],
          environment: 'node',
        },
      },
      {
        // Component tests of the web app: React in jsdom through Testing Library, the API faked at fetch.
        define: { __APP_VERSION__: JSON.stringify('0.0.0-test') },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/testing/setup.ts'],
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'api-pglite',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          isolate: isolateApi,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          env: { TEST_DB_ENGINE: 'pglite' },
        },
      },
      ...(postgres
        ? [
            {
              test: {
                name: 'api-postgres',
                include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
                // Who-may-do-what and hostile-input sweeps test the routes' rules over every call;
                // the engine under them is the same SQL, proven by every area's own tests on both.
                // On PGlite only, they save CI about 100 s of a 2-core machine
                // (docs/decisions/013-postgres-test-scope.md).
                exclude: [
                  'apps/server/test/authorisation-matrix.test.ts',
                  'apps/server/test/authorisation-access-types.test.ts',
                  'apps/server/test/route-policies.test.ts',
                  'apps/server/test/fuzz/**',
                ],
                isolate: isolateApi,
                testTimeout: 30_000,
                hookTimeout: 60_000,
                env: { TEST_DB_ENGINE: 'postgres' },
              },
            },
          ]
        : []),
    ],
  },
});
