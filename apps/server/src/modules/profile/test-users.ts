// Test-only: a stand-in for apps/server/test/factories.ts until that lands. Not imported by app code.
import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import type { AppDeps } from '../../platform/deps.js';
import { users } from '../auth/tables.js';
import { createSession, type UserRow } from '../auth/sessions.js';

export interface TestUser { user: UserRow; token: string; password: string }

export async function createTestUser(deps: AppDeps, overrides: Partial<typeof users.$inferInsert> = {}): Promise<TestUser> {
  const suffix = randomBytes(4).toString('hex');
  const password = `Sound-check-${suffix}`;
  const [user] = await deps.db.insert(users).values({
    email: `user-${suffix}@example.com`,
    username: `user-${suffix}`,
    passwordHash: await hash(password),
    type: 'artist',
    firstName: 'Ana',
    lastName: 'Lima',
    confirmedAt: deps.clock.now(),
    hasCompletedInit: true,
    ...overrides,
  }).returning();
  const { token } = await createSession(deps, user.id, { ip: '127.0.0.1', userAgent: 'vitest' });
  return { user, token, password };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
