import { describe, expect, it } from 'vitest';
import {
  isLinkActive,
  MAIN_LINKS,
  PRIMARY_LINKS,
  SETTINGS_LINKS,
  visibleLinks,
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

describe('links each person sees', () => {
  const everyLink = [...MAIN_LINKS, ...PRIMARY_LINKS, ...SECONDARY_LINKS, ...SETTINGS_LINKS];
  const labels = (viewer: Parameters<typeof visibleLinks>[1]) =>
    visibleLinks(everyLink, viewer).map((link) => link.label);
  const owner = { user: { type: 'label' as const, isCollaborator: false }, permissions: null };

  it('shows the owner every link, Managers and Audit trail among the settings', () => {
    expect(labels(owner)).toEqual(everyLink.map((link) => link.label));
    expect(SETTINGS_LINKS.map((link) => link.label)).toEqual([
      'Settings',
      'Preferences',
      'Billing',
      'Managers',
      'Audit trail',
    ]);
  });

  it('shows a collaborator only the dashboard, releases and their own settings and billing', () => {
    expect(labels({ user: { type: 'collaborator', isCollaborator: true }, permissions: null })).toEqual([
      'Dashboard',
      'Releases',
      'Settings',
      'Preferences',
      'Billing',
    ]);
  });

  it("shows a manager what their grants open, never the account's managers or trail", () => {
    const shown = labels({
      user: { type: 'artist', isCollaborator: false },
      permissions: [
        { name: 'releases', accessTypes: ['read', 'write', 'update'] },
        { name: 'publishing', accessTypes: ['read', 'write'] },
      ],
    });
    expect(shown).toContain('Releases');
    expect(shown).toContain('Publishing');
    expect(shown).not.toContain('Royalty Splits');
    expect(shown).not.toContain('Managers');
    expect(shown).not.toContain('Audit trail');
  });
});
