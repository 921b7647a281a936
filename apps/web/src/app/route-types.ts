import type { ComponentType } from 'react';
import type { AccessType, PermissionArea } from '@liner/domain';

/** Access types and areas are the server's own names (packages/domain/src/permissions). */
export type { AccessType, PermissionArea };

/** A manager permission as stored on switching into a managed account. */
export interface StoredPermission {
  name: string;
  accessTypes: AccessType[];
}

/** What a route demands: one of the areas, with the access types it needs. */
export interface RoutePermission {
  name: PermissionArea;
  accessTypes: AccessType[];
}

export type RouteLayout = 'portal' | 'public' | 'bare';

export type PageModule = { default: ComponentType };
export type PageLoader = () => Promise<PageModule>;

/** Flags the navigation guard reads: the route flags and what its 15 rules need. */
export interface RouteFlags {
  /** Needs a signed-in user. */
  auth?: boolean;
  /** Rule 11: signed-in users go to the portal home. */
  guestOnly?: boolean;
  /** Rule 7: needs init complete (or completeLater). */
  requiresInit?: boolean;
  /** Rule 8: only before init is done. */
  requiresNotInit?: boolean;
  /** Rule 9: collaborators go to the portal home. */
  collaboratorsHidden?: boolean;
  /**
   * Rule 1: the account's own settings (its managers, its audit trail), which no grant opens: someone
   * acting for another account (permissions stored) goes to the portal home.
   */
  ownerOnly?: boolean;
  /** Rule 1: a named manager permission with the access types it needs. */
  permission?: RoutePermission;
  /** Rule 14: completeLater users go to portal.restrictNotSetup. */
  requiresSetup?: boolean;
  /** Rule 10: users restricted from new releases go to uploader.restrictMessage. */
  restrictsNewReleases?: boolean;
  /** Rule 6: reachable without an active subscription. */
  subscribeExempt?: boolean;
  /** Rule 2: support widget hidden. */
  hideSupportWidget?: boolean;
  /** Rule 15: when loading the user fails, go to support.contact. */
  guestSupport?: boolean;
  /** Rule 12: signed-in users go to support.index. */
  authenticatedToSupport?: boolean;
  /** Pages with a form that must be saved before leaving. */
  mustSaveBeforeLeaving?: boolean;
  /** Rule 13: opens the transfer-in dialog. */
  dialog?: 'transfer-in';
}

export interface AppRoute extends RouteFlags {
  path: string;
  name: string;
  title: string;
  description: string;
  layout: RouteLayout;
  /** Lazily loaded page; routes without one show the "coming soon" page. */
  page?: PageLoader;
}

/** Routes as the guard sees them: no loaders, so the guard stays pure and testable in node. */
export type GuardRoute = Omit<AppRoute, 'page'>;
