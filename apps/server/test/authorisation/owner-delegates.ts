import { FULL_ACCESS, TEAM_ROLE_ACCESS } from '@liner/domain';
import { insertTestRelationship } from '../../src/modules/managers/testing.js';
import { bearer, createUser, type CreatedUser } from '../factories.js';
import type { TestContext } from '../harness.js';
import type { Actor } from './matrix-entry.js';
import type { Resource } from './owner-resources.js';

type Delegate = Extract<Actor, 'managerFull' | 'managerNone' | 'teamViewer' | 'collaborator'>;

/**
 * The people who act for the owner's account (switched into it, as the web does), a collaborator
 * account, and the owner's manager rows the manager routes take ids of (each route that deletes one
 * has a row of its own, so the order the routes run in does not matter).
 */
export async function seedOwnerDelegates(
  ctx: TestContext,
  owner: CreatedUser,
  resources: Record<Resource, number>,
): Promise<Record<Delegate, CreatedUser>> {
  const accountId = owner.user.id;
  const people = {
    managerFull: await createUser(ctx),
    managerNone: await createUser(ctx),
    teamViewer: await createUser(ctx),
    collaborator: await createUser(ctx, { type: 'collaborator', hasCompletedInit: true }),
  };
  await insertTestRelationship(ctx.deps, { accountId, person: people.managerFull.user, access: FULL_ACCESS });
  await insertTestRelationship(ctx.deps, { accountId, person: people.managerNone.user, access: {} });
  await insertTestRelationship(ctx.deps, {
    accountId,
    person: people.teamViewer.user,
    kind: 'team-member',
    teamRole: 'viewer',
    access: TEAM_ROLE_ACCESS.viewer,
  });
  for (const person of [people.managerFull, people.managerNone, people.teamViewer]) {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/portal/manager/switch/${accountId}`,
      headers: bearer(person.token),
    });
    if (res.statusCode !== 200) throw new Error(`switching into the owner answered ${res.statusCode} ${res.body}`);
  }
  const spare = async () => (await createUser(ctx)).user;
  resources.ownerAccount = accountId;
  resources.managerRelationship = await insertTestRelationship(ctx.deps, { accountId, person: await spare() });
  resources.removableManager = await insertTestRelationship(ctx.deps, { accountId, person: await spare() });
  resources.managerInvitation = await insertTestRelationship(ctx.deps, {
    accountId,
    person: null,
    email: 'invited-manager@example.test',
    pending: true,
  });
  resources.teamMemberRelationship = await insertTestRelationship(ctx.deps, {
    accountId,
    person: await spare(),
    kind: 'team-member',
    teamRole: 'editor',
  });
  return people;
}
