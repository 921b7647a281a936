import type { User } from '@liner/domain';
import type { GuardRoute, StoredPermission } from './route-types.js';

/** Support widget hidden at widths of 700 px or less. */
export const SUPPORT_WIDGET_MAX_HIDDEN_WIDTH = 700;

export type GuardUser = Pick<
  User,
  | 'banned'
  | 'type'
  | 'isCollaborator'
  | 'hasCompletedInit'
  | 'completeLater'
  | 'priorityMember'
  | 'promoActive'
  | 'restrictNewRelease'
>;

export interface GuardState {
  /** A token cookie exists. */
  hasToken: boolean;
  user: GuardUser | null;
  /** Fetching the user failed (network, server or a refused token). */
  userLoadFailed: boolean;
  /** Permissions of a managed account, saved locally on switching; null when none are stored. */
  permissions: StoredPermission[] | null;
  /** From `me.subscription`; `required` is the operator setting. */
  subscription: { active: boolean; required: boolean } | null;
  windowWidth: number;
}

export interface RouteTarget {
  name: string;
  params?: Record<string, string | number>;
}

export interface GuardDecision {
  /**
   * proceed: render the page; redirect: go to `redirect` (replace);
   * wait: the user is being fetched (rule 4); reload: drop the token and reload (rule 5).
   */
  action: 'proceed' | 'redirect' | 'wait' | 'reload';
  redirect?: RouteTarget;
  /** Rule 13: open the transfer-in dialog. */
  dialog?: 'transfer-in';
  hideSupportWidget: boolean;
  title: string;
  meta: { description: string };
  /** Which guard rule decided (numbered in docs/product/web-shell.md), for tests and debugging. */
  rule?: number;
}

export const PORTAL_HOME = 'portal.index';

export const isCollaborator = (user: Pick<GuardUser, 'type' | 'isCollaborator'>) =>
  user.type === 'collaborator' || user.isCollaborator;

export function lacksPermission(route: GuardRoute, permissions: StoredPermission[] | null): boolean {
  if (!permissions) return false;
  if (route.ownerOnly) return true;
  if (!route.permission) return false;
  const held = permissions.find((permission) => permission.name === route.permission!.name);
  return !route.permission.accessTypes.every((type) => held?.accessTypes.includes(type));
}

/** The navigation guard, a pure function of the route and the session state. */
export function decideNavigation(route: GuardRoute, state: GuardState): GuardDecision {
  // Rules 2 and 3 hold whatever else happens.
  const base = {
    hideSupportWidget: !!route.hideSupportWidget || state.windowWidth <= SUPPORT_WIDGET_MAX_HIDDEN_WIDTH,
    title: route.title,
    meta: { description: route.description },
  };
  const go = (rule: number, name: string, params?: RouteTarget['params']): GuardDecision => ({
    ...base,
    action: 'redirect',
    redirect: params ? { name, params } : { name },
    rule,
  });
  const proceed: GuardDecision = { ...base, action: 'proceed' };

  if (lacksPermission(route, state.permissions)) return go(1, PORTAL_HOME);

  const { user } = state;
  if (!user) {
    if (state.hasToken && !state.userLoadFailed) return { ...base, action: 'wait', rule: 4 };
    if (state.userLoadFailed && route.guestSupport) return go(15, 'support.contact');
    if (route.auth) return go(15, 'home.index');
    return proceed;
  }

  if (user.banned) return { ...base, action: 'reload', rule: 5 };

  const collaborator = isCollaborator(user);
  if (
    route.auth &&
    !route.subscribeExempt &&
    state.subscription?.required &&
    user.hasCompletedInit &&
    !user.priorityMember &&
    !collaborator &&
    !user.promoActive &&
    !state.subscription.active
  ) {
    return go(6, 'portal.restrictNotSubscribed');
  }
  if (route.requiresInit && !user.hasCompletedInit && !user.completeLater) return go(7, 'portal.init');
  if (route.requiresNotInit && user.hasCompletedInit) return go(8, PORTAL_HOME);
  if (route.collaboratorsHidden && collaborator) return go(9, PORTAL_HOME);
  if (route.restrictsNewReleases && user.restrictNewRelease) return go(10, 'uploader.restrictMessage');
  if (route.guestOnly) return go(11, PORTAL_HOME);
  if (route.authenticatedToSupport) return go(12, 'support.index');
  if (route.dialog) {
    if (collaborator) return go(13, 'portal.releases', { page: 1 });
    return { ...proceed, dialog: route.dialog, rule: 13 };
  }
  if (route.requiresSetup && user.completeLater && !user.hasCompletedInit) return go(14, 'portal.restrictNotSetup');
  return proceed;
}
