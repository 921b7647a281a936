import { describe, expect, it } from 'vitest';
import { publicUrl } from './quicklinks.js';

describe('publicUrl', () => {
  it('joins the public path of a link to the site origin', () => {
    expect(publicUrl('https://liner.example', '/l/Ab12Cd34')).toBe('https://liner.example/l/Ab12Cd34');
  });
});
