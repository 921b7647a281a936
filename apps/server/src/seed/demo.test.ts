import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { bearer, createUser } from '../../test/factories.js';
import { verifyPassword } from '../modules/auth/password-hash.js';
import { createSession } from '../modules/auth/sessions.js';
import { users } from '../modules/auth/tables.js';
import { changelogEntries, notifications } from '../modules/notifications/tables.js';
import { DEFAULT_DEMO_PASSWORD, seedDemoData } from './demo.js';

describe('demo seed', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('seeds an artist, a label and an operator on an empty database, once', async () => {
    const result = await seedDemoData(ctx.deps);
    expect(result).toEqual({
      accounts: [
        { type: 'artist', email: 'demo@liner.local', password: DEFAULT_DEMO_PASSWORD },
        { type: 'label', email: 'label@liner.local', password: DEFAULT_DEMO_PASSWORD },
        { type: 'operator', email: 'admin@liner.local', password: DEFAULT_DEMO_PASSWORD },
      ],
    });

    const rows = await ctx.deps.db.select().from(users).orderBy(users.id);
    expect(rows.map((u) => [u.email, u.username, u.type, u.displayName, u.isAdmin])).toEqual([
      ['demo@liner.local', 'demo', 'artist', 'Nova Reyes', false],
      ['label@liner.local', 'northbound', 'label', 'Northbound Records', false],
      ['admin@liner.local', 'admin', 'label', 'Liner Operator', true],
    ]);
    for (const row of rows) {
      expect(row.confirmedAt).not.toBeNull();
      expect(row.hasCompletedInit).toBe(true);
      expect(row.passwordHash.startsWith('$argon2id$')).toBe(true);
      expect(await verifyPassword(row.passwordHash, DEFAULT_DEMO_PASSWORD)).toBe(true);
      const notes = await ctx.deps.db.select().from(notifications).where(eq(notifications.userId, row.id));
      expect(notes.length).toBeGreaterThanOrEqual(3);
      expect(notes.length).toBeLessThanOrEqual(4);
    }
    expect(await ctx.deps.db.select().from(changelogEntries)).toHaveLength(3);

    // The demo artist sees its notifications through the API, newest first.
    const { token } = await createSession(ctx.deps, rows[0].id, { ip: '127.0.0.1' });
    const page = (
      await ctx.app.inject({ method: 'GET', url: '/api/portal/notifications', headers: bearer(token) })
    ).json();
    expect(page.total).toBe(4);
    expect(page.data[0].title).toBe('Message from support');

    expect(await seedDemoData(ctx.deps)).toBeNull();
    expect(await ctx.deps.db.select().from(users)).toHaveLength(3);
  });

  it('leaves a database that already has users alone, and takes the password it is given', async () => {
    const other = await createTestApp();
    try {
      await createUser(other);
      expect(await seedDemoData(other.deps, 'another-demo-pass')).toBeNull();
      expect(await other.deps.db.select().from(changelogEntries)).toHaveLength(0);
    } finally {
      await other.close();
    }
  });
});
