import type { OwnedResource, PermissionActor } from './actor.js';
import { PROGRAMME_RULES } from './programme-rules.js';
import * as rules from './rules.js';

/** Every action a route or an operation asks about, and the rule that answers it. */
const RULES = {
  'portal.use': rules.canUsePortal,
  'account.read': rules.canReadAccount,
  'account.manage': rules.canManageAccount,
  'billing.manage': rules.canManageBilling,
  'money.move': rules.canMoveMoney,
  'release.view': rules.canViewRelease,
  'release.create': rules.canCreateRelease,
  'release.edit': rules.canEditRelease,
  'release.publish': rules.canPublishRelease,
  'release.take-down': rules.canRequestTakedown,
  'release.review': rules.canReviewReleases,
  'split.view': rules.canViewSplits,
  'split.submit': rules.canSubmitSplit,
  'split.remove': rules.canRemoveSplit,
  'split.respond': rules.canRespondToSplit,
  'quicklink.view': rules.canViewQuicklinks,
  'quicklink.edit': rules.canEditQuicklinks,
  'report.read': rules.canReadReport,
  'audience.view': rules.canViewAudience,
  'audience.manage': rules.canManageAudience,
  'support.view': rules.canViewSupport,
  'support.write': rules.canWriteSupport,
  'spotify-discovery.update': rules.canUpdateSpotifyDiscovery,
  'operator.work': rules.canOperate,
  ...PROGRAMME_RULES,
} satisfies Record<string, (actor: PermissionActor, resource?: OwnedResource) => boolean>;

export type PermissionAction = keyof typeof RULES;

export const PERMISSION_ACTIONS = Object.keys(RULES) as PermissionAction[];

/**
 * The one decision point: may this actor do this, on this resource when there is one? Nobody
 * signed in may do nothing.
 */
export function can(actor: PermissionActor | null, action: PermissionAction, resource?: OwnedResource): boolean {
  if (!actor) return false;
  return RULES[action](actor, resource);
}

/** The actions whose rule asks for a confirmed e-mail address: what a route policy can be read for. */
export const CONFIRMED_EMAIL_ACTIONS: readonly PermissionAction[] = ['money.move', 'split.respond'];

export function needsConfirmedEmail(action: PermissionAction): boolean {
  return CONFIRMED_EMAIL_ACTIONS.includes(action);
}

/** What a refused person is told when confirming their e-mail address is all that is missing. */
export const CONFIRM_EMAIL_FIRST_MESSAGE =
  'Confirm your e-mail address first: open the link we e-mailed you, or ask for a new one on your dashboard';

/**
 * Whether the only thing between this actor and the action is an unconfirmed e-mail address, so
 * the refusal can say so instead of a plain "no access".
 */
export function refusedForUnconfirmedEmail(
  actor: PermissionActor,
  action: PermissionAction,
  resource?: OwnedResource,
): boolean {
  return (
    needsConfirmedEmail(action) && !actor.emailConfirmed && can({ ...actor, emailConfirmed: true }, action, resource)
  );
}

/**
 * Why a refusal happened, for the status it answers: a resource of another account is answered
 * as if it did not exist (its existence is not revealed); anything else is forbidden.
 */
export function refusalOf(actor: PermissionActor, resource?: OwnedResource): 'not-found' | 'forbidden' {
  return rules.isInActorAccount(actor, resource) ? 'forbidden' : 'not-found';
}
