import { describe, expect, it } from 'vitest';
import { RELEASE_STATUS } from '@liner/domain';
import { canRequestChanges, RELEASE_SECTIONS, sectionOf } from './release-sections.js';
import { describeStoreState } from './describe-catalog-state.js';

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

describe('describeStoreState', () => {
  it('says Live once the store acknowledged the release live', () => {
    expect(describeStoreState({ status: 'acknowledged', live: true, action: 'insert' })).toEqual({
      label: 'Live',
      color: 'success',
    });
  });
  it('tells a delivered takedown from a delivered release', () => {
    expect(describeStoreState({ status: 'delivered', live: false, action: 'takedown' }).label).toBe('Taken down');
    expect(describeStoreState({ status: 'delivered', live: false, action: 'insert' }).label).toBe('Delivered');
  });
  it('shows a failed delivery in the error colour', () => {
    expect(describeStoreState({ status: 'failed', live: false, action: 'update' })).toEqual({
      label: 'Failed',
      color: 'error',
    });
  });
});
