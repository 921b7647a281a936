import { describe, expect, it } from 'vitest';
import { missingPlatforms, moveItem } from './store-order.js';

describe('moveItem', () => {
  const stores = ['spotify', 'deezer', 'tidal', 'youtube'];
  it('moves an item up and down one place', () => {
    expect(moveItem(stores, 2, 1)).toEqual(['spotify', 'tidal', 'deezer', 'youtube']);
    expect(moveItem(stores, 0, 1)).toEqual(['deezer', 'spotify', 'tidal', 'youtube']);
  });
  it('moves to the front and the end', () => {
    expect(moveItem(stores, 3, 0)).toEqual(['youtube', 'spotify', 'deezer', 'tidal']);
    expect(moveItem(stores, 0, 3)).toEqual(['deezer', 'tidal', 'youtube', 'spotify']);
  });
  it('keeps the list as it is past either end or from a bad index', () => {
    expect(moveItem(stores, 0, -1)).toEqual(stores);
    expect(moveItem(stores, 3, 4)).toEqual(stores);
    expect(moveItem(stores, 9, 0)).toEqual(stores);
  });
  it('never changes the list it was given', () => {
    const copy = [...stores];
    moveItem(stores, 0, 2);
    expect(stores).toEqual(copy);
  });
});

describe('missingPlatforms', () => {
  it('offers only platforms not listed, in catalog order', () => {
    expect(missingPlatforms(['spotify', 'deezer', 'tidal'] as const, ['tidal', 'spotify'])).toEqual(['deezer']);
  });
});
