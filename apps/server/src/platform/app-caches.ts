import type { SessionRow, UserRow } from '../modules/auth/sessions.js';
import { TtlCache, userTag } from './cache.js';

export interface AppCaches {
  /** Session and user behind a token hash. */
  sessions: TtlCache<{ session: SessionRow; user: UserRow }>;
  /** The serialized `GET /api/auth/me` answer per user. */
  me: TtlCache<string>;
}

export function createAppCaches(ttlMs: number): AppCaches {
  return { sessions: new TtlCache(ttlMs), me: new TtlCache(ttlMs) };
}

/** Call after anything that changes what a user's session or `me` shows. */
export function invalidateUser(caches: AppCaches, userId: number): void {
  caches.sessions.invalidateTag(userTag(userId));
  caches.me.invalidateTag(userTag(userId));
}
