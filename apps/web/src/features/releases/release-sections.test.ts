import { describe, expect, it } from 'vitest';
import { RELEASE_STATUS } from '@liner/domain';
import { canRequestChanges, RELEASE_SECTIONS, sectionOf } from './release-sections.js';

describe('release sections', () => {
  it('reads a known section from the URL and falls back to the overview', () => {
    for (const section of RELEASE_SECTIONS) expect(sectionOf(section.id)).toBe(section.id);
    expect(sectionOf(undefined)).toBe('overview');
    expect(sectionOf('nope')).toBe('overview');
  });
  it('names the tabs the e2e journey clicks', () => {
    expect(RELEASE_SECTIONS.map((section) => section.label)).toEqual(
      expect.arrayContaining(['Delivery log', 'Stores']),
    );
  });
  it('takes edit and takedown requests only on delivered, updated or acknowledged releases', () => {
    const allowed = Object.values(RELEASE_STATUS).filter(canRequestChanges).sort();
    expect(allowed).toEqual(
      [RELEASE_STATUS.DELIVERED, RELEASE_STATUS.UPDATE_DELIVERED, RELEASE_STATUS.ACKNOWLEDGED].sort(),
    );
  });
});
