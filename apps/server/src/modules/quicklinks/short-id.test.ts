import { describe, expect, it } from 'vitest';
import { generateShortId } from './short-id.js';

describe('generateShortId', () => {
  it('is 8 base62 characters and differs between calls', () => {
    const ids = new Set(Array.from({ length: 500 }, () => generateShortId()));
    expect(ids.size).toBe(500);
    for (const id of ids) expect(id).toMatch(/^[0-9A-Za-z]{8}$/);
  });

  it('drops bytes at or above 248 so that no character is favoured', () => {
    const bytes = Buffer.from([255, 248, 0, 61, 62, 247, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(generateShortId(() => bytes)).toBe('0z0z1234');
  });
});
