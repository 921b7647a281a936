/**
 * A small in-process cache with expiry and tag invalidation, for hot read paths (the session
 * behind a bearer token, `GET /api/auth/me`). Every write this process makes for a user
 * invalidates that user's tag at once; the TTL bounds how long another API process may serve
 * an older copy (see docs/decisions/005-session-cache.md). A TTL of 0 turns caching off.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number; tags: string[] }>();
  private readonly keysByTag = new Map<string, Set<string>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: V, tags: string[] = []): void {
    if (!this.enabled) return;
    if (this.entries.size >= this.maxEntries) this.evictOldest();
    this.delete(key);
    this.entries.set(key, { value, expiresAt: this.now() + this.ttlMs, tags });
    for (const tag of tags) {
      let keys = this.keysByTag.get(tag);
      if (!keys) this.keysByTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
  }

  invalidateTag(tag: string): void {
    const keys = this.keysByTag.get(tag);
    if (!keys) return;
    this.keysByTag.delete(tag);
    for (const key of keys) this.delete(key);
  }

  clear(): void {
    this.entries.clear();
    this.keysByTag.clear();
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    for (const tag of entry.tags) {
      const keys = this.keysByTag.get(tag);
      keys?.delete(key);
      if (keys && keys.size === 0) this.keysByTag.delete(tag);
    }
  }

  /** Maps keep insertion order: the first entry is the oldest. */
  private evictOldest(): void {
    const oldest = this.entries.keys().next();
    if (!oldest.done) this.delete(oldest.value);
  }
}

export const userTag = (userId: number) => `user:${userId}`;
