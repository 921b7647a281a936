import { describe, expect, it } from 'vitest';
import {
  isLinkActive,
  SECONDARY_LINKS,
  SECONDARY_VISIBLE,
  shouldExpandSecondary,
  sidebarBreakpoint,
} from './sidebar-links.js';

describe('sidebar links', () => {
  it('lists the 17 secondary links in order, 5 before Show More', () => {
    expect(SECONDARY_LINKS.map((link) => link.label)).toEqual([
      'Royalty Splits',
      'Greenlist',
      'Blocklist',
      'Release Links',
      'Priority Pitch',
      'Usage Discovery',
      'Chart Registration',
      'Copyright Registration',
      'Publishing',
      'Cover Song Licensing',
      'Advance Funding',
      'Audio Recognition',
      'Spotify discovery',
      'Promotional',
      'Fan blast',
      'Channel monetization',
      'AI mastering',
    ]);
    expect(SECONDARY_VISIBLE).toBe(5);
  });
  it('auto-expands only when the current route is beyond the first 5', () => {
    expect(shouldExpandSecondary('/user-portal/ai-mastering')).toBe(true);
    expect(shouldExpandSecondary('/user-portal/publishing/apply')).toBe(true);
    expect(shouldExpandSecondary('/user-portal/blocklist/acme')).toBe(false);
    expect(shouldExpandSecondary('/user-portal')).toBe(false);
  });
  it('marks a link current on its own path and below it; the dashboard only on its own', () => {
    expect(isLinkActive('/user-portal/sales', '/user-portal/sales/stores')).toBe(true);
    expect(isLinkActive('/user-portal/releases/manage/1', '/user-portal/releases/manage/3')).toBe(true);
    expect(isLinkActive('/user-portal', '/user-portal/wallet')).toBe(false);
  });
  it('uses the 1000 px breakpoint, 1264 px on uploader paths', () => {
    expect(sidebarBreakpoint('/user-portal')).toBe(1000);
    expect(sidebarBreakpoint('/uploader/edit/4')).toBe(1264);
  });
});
