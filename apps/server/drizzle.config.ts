import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Every area keeps its tables in modules/<area>/tables.ts.
  schema: './src/modules/*/tables.ts',
  out: './drizzle',
});
