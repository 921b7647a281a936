import { z } from 'zod';
import { ACCESS_TYPES, PERMISSION_AREAS } from '../permissions/areas.js';
import { TEAM_ROLES } from '../permissions/presets.js';
import { paginated } from './common.js';
import { idField, lineText, pageNumber, text } from './primitives.js';

/** What the web shows when a switch into or out of an account fails. */
export const MANAGER_SWITCH_FAILED = 'Something went wrong. Please try again later';
/** What the web shows when accepting a manager invitation fails. */
export const MANAGER_ACCEPT_FAILED = 'Something went wrong, please contact support';

export const MANAGER_MESSAGES = {
  invited: 'Invitation sent',
  alreadyManager: 'This person already manages your account or has a pending invitation',
  notYourself: 'You cannot invite yourself',
  cancelled: 'Invitation cancelled',
  removed: 'Manager removed',
  permissionsSaved: 'Permissions saved',
  accepted: 'You now manage this account',
  noInvitation: 'No such invitation',
  noManager: 'No such manager',
  noManagedAccount: 'You do not manage this account',
  teamAdded: 'Team member added',
  teamRemoved: 'Team member removed',
  labelOnly: 'Team members are for label accounts',
  becameCollaborator: 'You continue as a collaborator',
  collaboratorNotAfterInit: 'Your account is already set up as an artist or a label',
} as const;

const email = text({ error: 'Enter an e-mail address' })
  .trim()
  .toLowerCase()
  .min(1, 'Enter an e-mail address')
  .max(254)
  .email('Enter a valid e-mail address');

export const PermissionAreaName = z.enum(PERMISSION_AREAS);
export const AccessTypeName = z.enum(ACCESS_TYPES);

/** One area's access as the API carries it: the spec's Permission (name, accessTypes, availableTypes). */
export const Permission = z.object({
  name: PermissionAreaName,
  accessTypes: z.array(AccessTypeName).max(ACCESS_TYPES.length),
  availableTypes: z.array(AccessTypeName),
});
export type Permission = z.infer<typeof Permission>;

/** What a form sends for one area: its name and the types granted. */
export const PermissionGrant = z.object({
  name: PermissionAreaName,
  accessTypes: z.array(AccessTypeName).max(ACCESS_TYPES.length),
});
export type PermissionGrant = z.infer<typeof PermissionGrant>;

const Grants = z.array(PermissionGrant).max(PERMISSION_AREAS.length);

export const InviteManagerRequest = z.object({
  email,
  /** Left out: the default permissions (View in every area). */
  permissions: Grants.optional(),
});
export type InviteManagerRequest = z.infer<typeof InviteManagerRequest>;

export const ManagerIdRequest = z.object({ id: idField() });
export type ManagerIdRequest = z.infer<typeof ManagerIdRequest>;

export const EditManagerPermissionsRequest = z.object({ id: idField(), permissions: Grants });
export type EditManagerPermissionsRequest = z.infer<typeof EditManagerPermissionsRequest>;

export const MANAGER_STATUSES = ['pending', 'accepted'] as const;
export const MANAGER_KINDS = ['manager', 'team-member'] as const;

/** The spec's Manager record (id, email, status) with the person's name once known and what they hold. */
export const ManagerRecord = z.object({
  id: z.number().int(),
  email: text(),
  status: z.enum(MANAGER_STATUSES),
  kind: z.enum(MANAGER_KINDS),
  teamRole: z.enum(TEAM_ROLES).nullable(),
  name: text().nullable(),
  invitedAt: text(),
  acceptedAt: text().nullable(),
  permissions: z.array(Permission),
});
export type ManagerRecord = z.infer<typeof ManagerRecord>;

export const ManagerListResponse = z.object({
  managers: z.array(ManagerRecord),
  pending: z.array(ManagerRecord),
});
export type ManagerListResponse = z.infer<typeof ManagerListResponse>;

export const PermissionsResponse = z.object({ permissions: z.array(Permission) });
export type PermissionsResponse = z.infer<typeof PermissionsResponse>;

/** The spec's Managed user. */
export const ManagedUser = z.object({
  id: z.number().int(),
  displayName: text(),
  email: text(),
  profileImage: text().nullable(),
  role: z.enum(MANAGER_KINDS),
});
export type ManagedUser = z.infer<typeof ManagedUser>;
export const ManagedUsersResponse = z.object({ data: z.array(ManagedUser) });
export type ManagedUsersResponse = z.infer<typeof ManagedUsersResponse>;

/** The account a session acts for after a switch; null `acting` when back on the own account. */
export const ActingAccount = z.object({
  id: z.number().int(),
  displayName: text(),
  email: text(),
  role: z.enum(MANAGER_KINDS),
  permissions: z.array(Permission),
});
export type ActingAccount = z.infer<typeof ActingAccount>;
export const SwitchAccountResponse = z.object({ acting: ActingAccount.nullable() });
export type SwitchAccountResponse = z.infer<typeof SwitchAccountResponse>;

/** A manager invitation waiting for the invited person's answer (the manager-acceptance dialog). */
export const ReceivedInvitation = z.object({
  id: z.number().int(),
  accountName: text(),
  kind: z.enum(MANAGER_KINDS),
  permissions: z.array(Permission),
});
export type ReceivedInvitation = z.infer<typeof ReceivedInvitation>;
export const ReceivedInvitationResponse = z.object({ invitation: ReceivedInvitation.nullable() });
export type ReceivedInvitationResponse = z.infer<typeof ReceivedInvitationResponse>;

export const AcceptManagerRequest = z.object({ id: idField().optional() });

export const CreateTeamMemberRequest = z.object({ email, role: z.enum(TEAM_ROLES, { error: 'Choose a role' }) });
export type CreateTeamMemberRequest = z.infer<typeof CreateTeamMemberRequest>;

/** One write made in an account: who did it, for whom, what. */
export const AuditEntry = z.object({
  id: z.number().int(),
  at: text(),
  actorName: text(),
  accountName: text(),
  /** "by Mia Vance for Northwind Records"; "by Northwind Records" when the owner did it. */
  byLine: text(),
  action: text(),
  method: text(),
  path: text(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;
export const AuditQuery = z.object({ page: pageNumber(), search: lineText().trim().max(100).optional() });
export const AuditPage = paginated(AuditEntry);
export type AuditPage = z.infer<typeof AuditPage>;
