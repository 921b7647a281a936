import { describe, expect, it } from 'vitest';
import { pageWindow } from './page-window.js';

describe('pageWindow', () => {
  it.each([
    [1, 1, [1]],
    [1, 4, [1, 2, 3, 4]],
    [1, 6, [1, 2, 3, 4, 5, 6]],
    [1, 9, [1, 2, 3, 4, 5, 6]],
    [3, 9, [1, 2, 3, 4, 5, 6]],
    [4, 9, [2, 3, 4, 5, 6, 7]],
    [5, 9, [3, 4, 5, 6, 7, 8]],
    [8, 9, [4, 5, 6, 7, 8, 9]],
    [9, 9, [4, 5, 6, 7, 8, 9]],
    [50, 100, [48, 49, 50, 51, 52, 53]],
  ])('page %i of %i shows %j', (current, last, pages) => {
    expect(pageWindow(current, last, 6)).toEqual(pages);
  });

  it('shows nothing for an empty list and keeps a page past the end inside the range', () => {
    expect(pageWindow(1, 0, 6)).toEqual([]);
    expect(pageWindow(12, 9, 6)).toEqual([4, 5, 6, 7, 8, 9]);
  });
});
