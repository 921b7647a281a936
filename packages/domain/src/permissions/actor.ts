import type { AreaAccess } from './areas.js';

/**
 * How the signed-in person relates to the account they act for. Today everyone acts for their
 * own account (owner); managers, collaborators and team members arrive with a later issue.
 */
export const ACCOUNT_ROLES = ['owner', 'manager', 'collaborator', 'team-member'] as const;

export type AccountRole = (typeof ACCOUNT_ROLES)[number];

/** Every role a rule or the web guard can name: the account roles plus the operator flag. */
export type ActorRole = AccountRole | 'operator';

/** The few facts of the signed-in person that the rules read. */
export interface ActorUser {
  id: number;
  /** The operator flag: may run the review queue, the payout desk, imports and settings. */
  isAdmin: boolean;
  /** A suspended person may do nothing. */
  bannedAt: Date | string | null;
}

/**
 * Who is asking. `user` is the signed-in person; `accountId` the account they act for (equal to
 * `user.id` unless they switched into an account they manage); `access` only matters for managers.
 */
export interface PermissionActor<User extends ActorUser = ActorUser> {
  user: User;
  accountId: number;
  role: AccountRole;
  access: AreaAccess;
  /**
   * Whether the signed-in person confirmed their e-mail address. Money follows an e-mail address
   * (split invitations, transfers), so whatever claims or moves money needs it confirmed.
   */
  emailConfirmed: boolean;
}

/** Something that belongs to one account: a release, a split, a report, a link. */
export interface OwnedResource {
  /** The account (user id) the thing belongs to. */
  ownerId: number;
}

/** The roles an actor holds, operator included: what the web guard matches route flags against. */
export function rolesOf(actor: PermissionActor): ActorRole[] {
  return actor.user.isAdmin ? [actor.role, 'operator'] : [actor.role];
}
