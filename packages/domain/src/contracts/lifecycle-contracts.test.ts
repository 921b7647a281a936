import { describe, expect, it } from 'vitest';
import { participantChanges } from './edit-requests.js';
import { QUICKLINK_PLATFORMS, StoreLinkUrl } from './quicklinks.js';

describe('participantChanges', () => {
  it('marks each artist added, removed, changed (roles) or kept, matching names case-insensitively', () => {
    const before = [
      { name: 'Nova', roles: ['primary'] },
      { name: 'Kai', roles: ['featuring'] },
      { name: 'Old', roles: ['primary'] },
    ];
    const after = [
      { name: 'nova', roles: ['primary'] },
      { name: 'Kai', roles: ['with'] },
      { name: 'New', roles: ['remixer'] },
    ];
    expect(participantChanges(before, after)).toEqual([
      { name: 'nova', roles: ['primary'], change: 'kept' },
      { name: 'Kai', roles: ['with'], change: 'changed' },
      { name: 'New', roles: ['remixer'], change: 'added' },
      { name: 'Old', roles: ['primary'], change: 'removed' },
    ]);
  });
});

describe('store link URLs', () => {
  it.each([
    ['https://open.spotify.com/album/1', true],
    ['http://open.spotify.com/album/1', false],
    ['https://localhost/x', false],
    ['javascript:alert(1)', false],
    ['open.spotify.com/album/1', false],
  ])('%s -> %s', (url, valid) => {
    expect(StoreLinkUrl.safeParse(url).success).toBe(valid);
  });

  it('every platform search default is itself a valid https link with the query encoded', () => {
    for (const platform of Object.values(QUICKLINK_PLATFORMS)) {
      const url = platform.search('Nova & Kai');
      expect(StoreLinkUrl.safeParse(url).success).toBe(true);
      expect(url).toContain('Nova%20%26%20Kai');
    }
  });
});
