import type { OwnedResource, PermissionActor } from './actor.js';
import type { AccessType, PermissionArea } from './areas.js';

/**
 * The rules, one small function each. Every rule refuses a suspended person, and a resource
 * answers only to the account it belongs to: acting for an account never reaches another one.
 */

export function isSuspended(actor: PermissionActor): boolean {
  return actor.user.bannedAt !== null;
}

/** The operator flag, on a person who is not suspended. */
export function isOperator(actor: PermissionActor): boolean {
  return !isSuspended(actor) && actor.user.isAdmin;
}

/**
 * The person proved they own their e-mail address. An unconfirmed sign-up with someone else's
 * address must not claim what was sent to that address, nor take money out.
 */
export function hasConfirmedEmail(actor: PermissionActor): boolean {
  return actor.emailConfirmed;
}

/** Whether the resource belongs to the account the actor acts for (no resource: nothing to compare). */
export function isInActorAccount(actor: PermissionActor, resource?: OwnedResource): boolean {
  return resource === undefined || resource.ownerId === actor.accountId;
}

/**
 * The access type held in an area. The owner holds all of them; a manager and a team member what
 * was granted per area (a team member's role is a preset of those grants); a collaborator may only
 * look at the releases.
 */
export function hasAreaAccess(actor: PermissionActor, area: PermissionArea, type: AccessType): boolean {
  if (isSuspended(actor)) return false;
  switch (actor.role) {
    case 'owner':
      return true;
    case 'manager':
    case 'team-member':
      return actor.access[area]?.includes(type) ?? false;
    case 'collaborator':
      return area === 'releases' && type === 'read';
  }
}

function inAccountWithAccess(
  actor: PermissionActor,
  area: PermissionArea,
  type: AccessType,
  resource?: OwnedResource,
): boolean {
  return isInActorAccount(actor, resource) && hasAreaAccess(actor, area, type);
}

/** Any signed-in person who is not suspended: their own profile, sessions and notifications. */
export function canUsePortal(actor: PermissionActor): boolean {
  return !isSuspended(actor);
}

/** The account's figures (dashboard, sales, statements, wallet balance, reports): not for collaborators. */
export function canReadAccount(actor: PermissionActor, account?: OwnedResource): boolean {
  return !isSuspended(actor) && isInActorAccount(actor, account) && actor.role !== 'collaborator';
}

/** Money, payout methods and the account's settings stay with the owner. */
export function canManageAccount(actor: PermissionActor, account?: OwnedResource): boolean {
  return !isSuspended(actor) && isInActorAccount(actor, account) && actor.role === 'owner';
}

/**
 * The account's own subscription, card and invoices: the owner, and a collaborator in their own
 * account (a collaborator role never acts for another one), who upgrades to an artist or label
 * account by choosing a plan. A manager or team member never: paying is the holder's decision.
 */
export function canManageBilling(actor: PermissionActor, account?: OwnedResource): boolean {
  return (
    !isSuspended(actor) && isInActorAccount(actor, account) && (actor.role === 'owner' || actor.role === 'collaborator')
  );
}

/**
 * Taking money out or sending it on (payout requests, transfers) and changing where payouts go:
 * the owner, with a confirmed e-mail address.
 */
export function canMoveMoney(actor: PermissionActor, account?: OwnedResource): boolean {
  return canManageAccount(actor, account) && hasConfirmedEmail(actor);
}

export function canViewRelease(actor: PermissionActor, release?: OwnedResource): boolean {
  return inAccountWithAccess(actor, 'releases', 'read', release);
}

export function canCreateRelease(actor: PermissionActor): boolean {
  return hasAreaAccess(actor, 'releases', 'write');
}

/** Editing covers the wizard's saves, its files and edit requests on a delivered release. */
export function canEditRelease(actor: PermissionActor, release?: OwnedResource): boolean {
  return inAccountWithAccess(actor, 'releases', 'update', release);
}

/** Publishing sends the release to review and, once approved, to the stores. */
export function canPublishRelease(actor: PermissionActor, release?: OwnedResource): boolean {
  return inAccountWithAccess(actor, 'releases', 'write', release);
}

export function canRequestTakedown(actor: PermissionActor, release?: OwnedResource): boolean {
  return inAccountWithAccess(actor, 'releases', 'delete', release);
}

/** The operator's review queue: approvals, rejections, takedowns, edit requests, deliveries. */
export function canReviewReleases(actor: PermissionActor): boolean {
  return isOperator(actor);
}

export function canViewSplits(actor: PermissionActor, split?: OwnedResource): boolean {
  return inAccountWithAccess(actor, 'royalty-splits', 'read', split);
}

export function canSubmitSplit(actor: PermissionActor, split?: OwnedResource): boolean {
  return inAccountWithAccess(actor, 'royalty-splits', 'write', split);
}

export function canRemoveSplit(actor: PermissionActor, split?: OwnedResource): boolean {
  return inAccountWithAccess(actor, 'royalty-splits', 'delete', split);
}

/**
 * Accepting or declining a share: the resource is the payee's side, owned by the invited account.
 * An invitation goes to an e-mail address, so only its confirmed owner answers it.
 */
export function canRespondToSplit(actor: PermissionActor, share?: OwnedResource): boolean {
  return inAccountWithAccess(actor, 'royalty-splits', 'update', share) && hasConfirmedEmail(actor);
}

/** Smart links are the account's promotional assets. */
export function canViewQuicklinks(actor: PermissionActor, link?: OwnedResource): boolean {
  return inAccountWithAccess(actor, 'promotional-assets', 'read', link);
}

export function canEditQuicklinks(actor: PermissionActor, link?: OwnedResource): boolean {
  return inAccountWithAccess(actor, 'promotional-assets', 'write', link);
}

/** The account's audience (fans and platform followers) is one of its figures: read like the sales. */
export function canViewAudience(actor: PermissionActor, account?: OwnedResource): boolean {
  return canReadAccount(actor, account);
}

/**
 * Adding, importing, removing and refreshing fans is promotion work: the owner, or a manager or team
 * member holding Admin (write) or Editor (update) in the promotional assets.
 */
export function canManageAudience(actor: PermissionActor, fan?: OwnedResource): boolean {
  return (
    inAccountWithAccess(actor, 'promotional-assets', 'write', fan) ||
    inAccountWithAccess(actor, 'promotional-assets', 'update', fan)
  );
}

/**
 * The account's support tickets: the owner, and a manager or team member holding any access in the
 * support area (View reads the threads; Admin or Editor also do). A collaborator never: support speaks for the account.
 */
export function canViewSupport(actor: PermissionActor, ticket?: OwnedResource): boolean {
  return (
    actor.role !== 'collaborator' &&
    (inAccountWithAccess(actor, 'support', 'read', ticket) || canWriteSupport(actor, ticket))
  );
}

/**
 * Opening a ticket, replying and marking it solved speak for the account: the owner, or a manager
 * or team member given Admin (write) or Editor (update) in the support area.
 */
export function canWriteSupport(actor: PermissionActor, ticket?: OwnedResource): boolean {
  return (
    actor.role !== 'collaborator' &&
    (inAccountWithAccess(actor, 'support', 'write', ticket) || inAccountWithAccess(actor, 'support', 'update', ticket))
  );
}

/** Turning Spotify discovery mode on or off: the owner, or a manager given Editor in that area. */
export function canUpdateSpotifyDiscovery(actor: PermissionActor, account?: OwnedResource): boolean {
  return inAccountWithAccess(actor, 'spotify-discovery-mode', 'update', account);
}

/** A report is read by the account that ordered it; an operator has their own tools. */
export function canReadReport(actor: PermissionActor, report?: OwnedResource): boolean {
  return canReadAccount(actor, report);
}

/** Operator work outside the review queue: payout desk, statement imports, plans, settings. */
export function canOperate(actor: PermissionActor): boolean {
  return isOperator(actor);
}
