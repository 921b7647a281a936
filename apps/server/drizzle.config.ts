import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Every area keeps its tables in modules/<area>/tables.ts; platform's own (idempotency) in platform/tables.ts.
  schema: ['./src/modules/*/tables.ts', './src/platform/tables.ts'],
  out: './drizzle',
});
