import { defineConfig } from 'vitest/config';

const postgres = !!process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api-pglite',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          env: { TEST_DB_ENGINE: 'pglite' },
        },
      },
      ...(postgres ? [{
        test: {
          name: 'api-postgres',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          env: { TEST_DB_ENGINE: 'postgres' },
        },
      }] : []),
    ],
  },
});
