import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AcceptManagerRequest,
  CreateTeamMemberRequest,
  DEFAULT_MANAGER_ACCESS,
  EditManagerPermissionsRequest,
  idParam,
  InviteManagerRequest,
  MANAGER_MESSAGES,
  ManagedUsersResponse,
  ManagerIdRequest,
  ManagerListResponse,
  OkResponse,
  PermissionsResponse,
  ReceivedInvitationResponse,
  SwitchAccountResponse,
} from '@liner/domain';
import { accountOf, actorOf } from '../../platform/request-auth.js';
import { accessOf } from './acting-account.js';
import { acceptInvitation } from './accept-invitation.js';
import { cancelInvitation } from './cancel-invitation.js';
import { continueAsCollaborator } from './continue-as-collaborator.js';
import { editManagerPermissions } from './edit-manager-permissions.js';
import { inviteToAccount } from './invite-manager.js';
import { listManagedUsers } from './list-managed-users.js';
import { listManagers } from './list-managers.js';
import { findAccountManager } from './manager-rows.js';
import { accessFromGrants, permissionList } from './permission-list.js';
import { findReceivedInvitation } from './received-invitation.js';
import { removeManager } from './remove-manager.js';
import { switchAccount } from './switch-account.js';
import { createTeamMember, removeTeamMember } from './team-members.js';

const IdParams = z.object({ id: idParam() });
const tags = ['managers'];
const security = [{ bearer: [] }];

/**
 * Managers (`api/portal/manager`), team members (`api/profile/*team`), the invited person's
 * answer (`api/portal/dashboard/*user-manager`) and collaborator mode. Who may act for an account
 * is decided by its owner (`account.manage`); the person's own relationships (switching, accepting)
 * are theirs whichever account they act for (`signed-in`).
 */
export async function registerManagerRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { deps } = root;
  const base = '/api/portal/manager';
  const owner = { access: 'account.manage' } as const;
  const person = { access: 'signed-in' } as const;

  app.post(
    `${base}/invite`,
    { config: owner, schema: { tags, security, body: InviteManagerRequest, response: { 200: OkResponse } } },
    async (req) => {
      const access = req.body.permissions ? accessFromGrants(req.body.permissions) : DEFAULT_MANAGER_ACCESS;
      await inviteToAccount(deps, actorOf(req), { email: req.body.email, kind: 'manager', teamRole: null, access });
      return { message: MANAGER_MESSAGES.invited };
    },
  );

  app.post(
    `${base}/invite/cancel`,
    { config: owner, schema: { tags, security, body: ManagerIdRequest, response: { 200: OkResponse } } },
    async (req) => {
      await cancelInvitation(deps, accountOf(req), req.body.id);
      return { message: MANAGER_MESSAGES.cancelled };
    },
  );

  app.post(
    `${base}/edit-permissions`,
    { config: owner, schema: { tags, security, body: EditManagerPermissionsRequest, response: { 200: OkResponse } } },
    async (req) => {
      await editManagerPermissions(deps, accountOf(req), req.body);
      return { message: MANAGER_MESSAGES.permissionsSaved };
    },
  );

  app.delete(
    `${base}/remove/:id`,
    { config: owner, schema: { tags, security, params: IdParams, response: { 200: OkResponse } } },
    async (req) => {
      await removeManager(deps, accountOf(req), req.params.id, 'manager');
      return { message: MANAGER_MESSAGES.removed };
    },
  );

  app.get(
    `${base}/list`,
    { config: owner, schema: { tags, security, response: { 200: ManagerListResponse } } },
    async (req) => listManagers(deps, accountOf(req)),
  );

  app.get(
    `${base}/default-permissions`,
    { config: owner, schema: { tags, security, response: { 200: PermissionsResponse } } },
    async () => ({ permissions: permissionList(DEFAULT_MANAGER_ACCESS) }),
  );

  app.get(
    `${base}/permissions/:id`,
    { config: owner, schema: { tags, security, params: IdParams, response: { 200: PermissionsResponse } } },
    async (req) => ({
      permissions: permissionList(accessOf(await findAccountManager(deps.db, accountOf(req), req.params.id))),
    }),
  );

  app.get(
    `${base}/managed-users`,
    { config: person, schema: { tags, security, response: { 200: ManagedUsersResponse } } },
    async (req) => ({ data: await listManagedUsers(deps, actorOf(req).user.id) }),
  );

  // A GET because the web opens it as a link; it changes only what this session acts for.
  app.get(
    `${base}/switch/:id`,
    { config: person, schema: { tags, security, params: IdParams, response: { 200: SwitchAccountResponse } } },
    async (req) => ({ acting: await switchAccount(deps, actorOf(req), req.params.id) }),
  );

  app.get(
    '/api/portal/dashboard/user-manager',
    { config: person, schema: { tags, security, response: { 200: ReceivedInvitationResponse } } },
    async (req) => ({ invitation: await findReceivedInvitation(deps, actorOf(req).user) }),
  );

  app.post(
    '/api/portal/dashboard/accept-user-manager',
    { config: person, schema: { tags, security, body: AcceptManagerRequest, response: { 200: OkResponse } } },
    async (req) => {
      await acceptInvitation(deps, actorOf(req), req.body.id);
      return { message: MANAGER_MESSAGES.accepted };
    },
  );

  app.post(
    '/api/profile/create/team',
    { config: owner, schema: { tags, security, body: CreateTeamMemberRequest, response: { 200: OkResponse } } },
    async (req) => {
      await createTeamMember(deps, actorOf(req), req.body);
      return { message: MANAGER_MESSAGES.teamAdded };
    },
  );

  app.post(
    '/api/profile/remove/team',
    { config: owner, schema: { tags, security, body: ManagerIdRequest, response: { 200: OkResponse } } },
    async (req) => {
      await removeTeamMember(deps, actorOf(req), req.body.id);
      return { message: MANAGER_MESSAGES.teamRemoved };
    },
  );

  app.post(
    '/api/auth/continue-as-collaborator',
    { config: person, schema: { tags, security, response: { 200: OkResponse } } },
    async (req) => {
      await continueAsCollaborator(deps, actorOf(req));
      return { message: MANAGER_MESSAGES.becameCollaborator };
    },
  );
}
