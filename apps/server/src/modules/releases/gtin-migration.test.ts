import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsDir } from '../../platform/db.js';

const CANONICAL_MIGRATION = '0020_gtin_canonical.sql';

/** Runs one migration file statement by statement, as drizzle does. */
async function runMigration(db: PGlite, file: string): Promise<void> {
  const text = readFileSync(path.join(migrationsDir(), file), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) await db.exec(statement);
}

describe('migration 0020: one canonical GTIN per release', () => {
  let db: PGlite;
  beforeAll(async () => {
    db = new PGlite();
    const files = readdirSync(migrationsDir())
      .filter((file) => file.endsWith('.sql'))
      .sort();
    for (const file of files.slice(0, files.indexOf(CANONICAL_MIGRATION))) await runMigration(db, file);
    await db.exec(
      `INSERT INTO users (email, username, password_hash, type) VALUES ('a@example.com', 'a', 'x', 'artist')`,
    );
    // Rows from before: one product typed in two forms on two releases, a code alone, none.
    await db.exec(`INSERT INTO releases (user_id, upc) SELECT id, code FROM users,
      (VALUES ('0020000000046'), ('020000000046'), ('724358271058'), (NULL)) AS codes(code) ORDER BY code NULLS LAST`);
    await runMigration(db, CANONICAL_MIGRATION);
  }, 60_000);
  afterAll(async () => {
    await db.close();
  });

  it('keys every code as GTIN-14; where two rows collide the oldest keeps the key and nothing fails', async () => {
    const { rows } = await db.query<{ upc: string | null; gtin: string | null }>(
      'SELECT upc, gtin FROM releases ORDER BY id',
    );
    expect(rows).toEqual([
      { upc: '0020000000046', gtin: '00020000000046' },
      { upc: '020000000046', gtin: null },
      { upc: '724358271058', gtin: '00724358271058' },
      { upc: null, gtin: null },
    ]);
  });

  it('refuses a second row with a key already held', async () => {
    await expect(
      db.exec(`INSERT INTO releases (user_id, upc, gtin) SELECT id, '0724358271058', '00724358271058' FROM users`),
    ).rejects.toMatchObject({ code: '23505' });
  });
});
