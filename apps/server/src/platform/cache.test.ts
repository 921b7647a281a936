import { describe, expect, it } from 'vitest';
import { TtlCache, userTag } from './cache.js';

describe('TtlCache', () => {
  it('serves a value until it expires', () => {
    let now = 1_000;
    const cache = new TtlCache<string>(500, 10, () => now);
    cache.set('a', 'one');
    expect(cache.get('a')).toBe('one');
    now += 499;
    expect(cache.get('a')).toBe('one');
    now += 1;
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops every entry of a tag at once and keeps the others', () => {
    const cache = new TtlCache<number>(10_000);
    cache.set('session:x', 1, [userTag(7)]);
    cache.set('me:7', 2, [userTag(7)]);
    cache.set('me:8', 3, [userTag(8)]);
    cache.invalidateTag(userTag(7));
    expect(cache.get('session:x')).toBeUndefined();
    expect(cache.get('me:7')).toBeUndefined();
    expect(cache.get('me:8')).toBe(3);
  });

  it('evicts the oldest entry past its size and stores nothing when the TTL is 0', () => {
    const cache = new TtlCache<number>(10_000, 2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 2, 3]);
    const off = new TtlCache<number>(0);
    off.set('a', 1);
    expect(off.get('a')).toBeUndefined();
  });
});
