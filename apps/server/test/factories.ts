import { randomBytes } from 'node:crypto';
import { userDetails, users } from '../src/modules/auth/tables.js';
import { hashPassword } from '../src/modules/auth/password-hash.js';
import { createSession, type UserRow } from '../src/modules/auth/sessions.js';
import type { TestContext } from './harness.js';

/** Cheap argon2id parameters: factories build many users, and the cost is stored in the hash. */
const FAST_HASH = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

export const DEFAULT_TEST_PASSWORD = 'correct horse battery staple';

export type UserOverrides = Partial<Omit<typeof users.$inferInsert, 'id' | 'passwordHash'>> & {
  /** Plain password to hash; DEFAULT_TEST_PASSWORD when omitted. */
  password?: string;
  /** Columns of the user_details row (address, city, zip, country, ...). */
  details?: Partial<Omit<typeof userDetails.$inferInsert, 'userId'>>;
};

export interface CreatedUser {
  user: UserRow;
  /** A bearer token of a fresh session: `headers: { authorization: `Bearer ${token}` }`. */
  token: string;
  password: string;
}

let sequence = 0;

/**
 * Inserts a confirmed artist with a unique e-mail and username, an (empty) details row and a
 * signed-in session. Any column can be overridden, e.g.
 *   const { user, token } = await createUser(ctx, { type: 'label', confirmedAt: null });
 */
export async function createUser(ctx: TestContext, overrides: UserOverrides = {}): Promise<CreatedUser> {
  const { password = DEFAULT_TEST_PASSWORD, details, ...columns } = overrides;
  sequence += 1;
  const slug = `user${sequence}${randomBytes(3).toString('hex')}`;
  const now = ctx.deps.clock.now();
  const [user] = await ctx.deps.db
    .insert(users)
    .values({
      email: `${slug}@example.test`,
      username: slug,
      type: 'artist',
      firstName: 'Test',
      lastName: `User ${sequence}`,
      confirmedAt: now,
      createdAt: now,
      updatedAt: now,
      ...columns,
      passwordHash: await hashPassword(password, FAST_HASH),
    })
    .returning();
  await ctx.deps.db.insert(userDetails).values({ userId: user.id, updatedAt: now, ...details });
  const { token } = await createSession(ctx.deps, user.id, { ip: '127.0.0.1', userAgent: 'vitest' });
  return { user, token, password };
}

/** `inject` headers for a bearer token. */
export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}
