import { describe, expect, it } from 'vitest';
import { canChangeReleaseStatus, isReleaseLive, releaseStatusBadge, RELEASE_STATUS } from './release-status.js';

describe('releaseStatusBadge', () => {
  it.each([
    [0, false, { label: 'Draft', color: 'default' }],
    [0, true, { label: 'Draft', color: 'default' }],
    [1, true, { label: 'Live', color: 'success' }],
    [6, true, { label: 'Live', color: 'success' }],
    [7, true, { label: 'Live', color: 'success' }],
    [1, false, { label: 'Delivered', color: 'info' }],
    [6, false, { label: 'Delivered', color: 'info' }],
    [7, false, { label: 'Delivered', color: 'info' }],
    [2, false, { label: 'Pending', color: 'default' }],
    [3, true, { label: 'Pending', color: 'default' }],
    [4, true, { label: 'Pending', color: 'default' }],
    [5, false, { label: 'Needs Docs', color: 'warning' }],
    [8, true, { label: 'Pending', color: 'error', icon: 'trash' }],
    [9, true, { label: 'Takendown', color: 'error' }],
    [42, false, { label: 'Unknown', color: 'default' }],
  ])('status %i, live %s -> %o', (status, live, badge) => {
    expect(releaseStatusBadge(status, live)).toEqual(badge);
  });
});

describe('isReleaseLive', () => {
  it.each([
    [{ releaseDate: '2025-03-01' }, '2025-02-28', false],
    [{ releaseDate: '2025-03-01' }, '2025-03-01', true],
    [{ releaseDate: '2025-03-01' }, '2025-03-02', true],
    [{ releaseDate: null }, '2025-03-02', false],
    [{ releaseDate: '2099-01-01', liveFlag: true }, '2025-03-02', true],
  ])('%o on %s -> %s', (input, today, live) => {
    expect(isReleaseLive(input, today)).toBe(live);
  });
});

describe('status transitions', () => {
  const S = RELEASE_STATUS;
  it.each([
    [S.DRAFT, S.PENDING_REVIEW, true],
    [S.NEEDS_DOCS, S.PENDING_REVIEW, true],
    [S.PENDING_REVIEW, S.APPROVED, true],
    [S.PENDING_REVIEW, S.NEEDS_DOCS, true],
    [S.APPROVED, S.DELIVERED, true],
    [S.DELIVERED, S.TAKEDOWN_PENDING, true],
    [S.TAKEDOWN_PENDING, S.TAKEN_DOWN, true],
    [S.EDIT_PENDING, S.ACKNOWLEDGED, true],
    [S.TAKEDOWN_PENDING, S.ACKNOWLEDGED, true],
    [S.TAKEDOWN_PENDING, S.UPDATE_DELIVERED, true],
    [S.EDIT_PENDING, S.DRAFT, false],
    [S.DRAFT, S.DELIVERED, false],
    [S.PENDING_REVIEW, S.PENDING_REVIEW, false],
    [S.TAKEN_DOWN, S.DRAFT, false],
    [S.DELIVERED, S.DRAFT, false],
    [11, S.DRAFT, false],
  ])('%i -> %i allowed: %s', (from, to, allowed) => {
    expect(canChangeReleaseStatus(from, to)).toBe(allowed);
  });
});
