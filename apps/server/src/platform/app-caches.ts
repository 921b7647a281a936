import { TtlCache, userTag } from './cache.js';

/**
 * Hot-path caches whose entries belong to one user (the session behind a token, the `me`
 * answer). Each area asks for its cache by name, so platform knows none of their row types;
 * dropping a user drops their entries in every cache at once.
 */
export class AppCaches {
  private readonly byName = new Map<string, TtlCache<unknown>>();

  constructor(private readonly ttlMs: number) {}

  /** The cache of that name, made on first use. One name is used by one area, with one value type. */
  named<V>(name: string): TtlCache<V> {
    let cache = this.byName.get(name);
    if (!cache) {
      cache = new TtlCache<unknown>(this.ttlMs);
      this.byName.set(name, cache);
    }
    // The map holds caches of different value types; each name is only read back by the area that made it.
    return cache as TtlCache<V>;
  }

  invalidateUser(userId: number): void {
    for (const cache of this.byName.values()) cache.invalidateTag(userTag(userId));
  }
}

export function createAppCaches(ttlMs: number): AppCaches {
  return new AppCaches(ttlMs);
}

/** Call after anything that changes what a user's session or `me` shows. */
export function invalidateUser(caches: AppCaches, userId: number): void {
  caches.invalidateUser(userId);
}
