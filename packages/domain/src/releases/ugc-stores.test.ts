import { describe, expect, it } from 'vitest';
import { deliveryStoreIds } from './ugc-stores.js';

describe('deliveryStoreIds', () => {
  it('adds the UGC service of every delivery option that is on, once', () => {
    expect(deliveryStoreIds(['spotify', 'tiktok'], { youtube: 1, facebook: 1, tiktok: 1, soundcloud: 1 })).toEqual([
      'spotify',
      'tiktok',
      'youtube-content-id',
      'meta',
    ]);
  });

  it('leaves out options that are off (0) or disabled on a live release (2), and flags saved before they existed', () => {
    expect(deliveryStoreIds(['deezer'], { youtube: 0, facebook: 2 })).toEqual(['deezer']);
    expect(deliveryStoreIds([], {})).toEqual([]);
  });
});
