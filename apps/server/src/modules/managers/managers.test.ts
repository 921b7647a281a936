import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, createUser, type CreatedUser } from '../../../test/factories.js';
import { createTestApp, linkFromMail, type TestContext } from '../../../test/harness.js';

const base = '/api/portal/manager';
let ctx: TestContext;
let label: CreatedUser;
let mia: CreatedUser;

type Method = 'GET' | 'POST' | 'DELETE';
const call = (token: string, method: Method, url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function inviteAndAccept(
  owner: CreatedUser,
  person: CreatedUser,
  permissions?: { name: string; accessTypes: string[] }[],
): Promise<number> {
  const invite = await call(owner.token, 'POST', `${base}/invite`, {
    email: person.user.email,
    ...(permissions ? { permissions } : {}),
  });
  expect(invite.statusCode, invite.body).toBe(200);
  const accepted = await call(person.token, 'POST', '/api/portal/dashboard/accept-user-manager', {});
  expect(accepted.statusCode, accepted.body).toBe(200);
  const list = await call(owner.token, 'GET', `${base}/list`);
  return list.json().managers.find((row: { email: string }) => row.email === person.user.email).id;
}

const releaseAccess = [{ name: 'releases', accessTypes: ['read', 'write', 'update'] }];

beforeEach(async () => {
  ctx = await createTestApp();
  label = await createUser(ctx, { type: 'label', displayName: 'Northwind Records', email: 'northwind@example.test' });
  mia = await createUser(ctx, { displayName: 'Mia Vance', email: 'mia@example.test' });
});
afterEach(async () => {
  await ctx.close();
});

describe('inviting a manager', () => {
  it('keeps the invitation pending, mails the address and shows it to the invited person until accepted', async () => {
    const invite = await call(label.token, 'POST', `${base}/invite`, { email: 'MIA@example.test' });
    expect(invite.json()).toEqual({ message: 'Invitation sent' });
    const list = (await call(label.token, 'GET', `${base}/list`)).json();
    expect(list.managers).toEqual([]);
    expect(list.pending).toHaveLength(1);
    expect(list.pending[0]).toMatchObject({ email: 'mia@example.test', status: 'pending', kind: 'manager' });
    // Default permissions: View in every area, nothing else.
    expect(list.pending[0].permissions).toHaveLength(15);
    expect(list.pending[0].permissions.every((p: { accessTypes: string[] }) => p.accessTypes.join() === 'read')).toBe(
      true,
    );
    const mails = await ctx.outbox();
    const invitation = mails.find((mail) => mail.raw.includes('Northwind Records invites you to manage its account'));
    // The portal home, where the acceptance dialog waits (a path without a page would open the home page).
    expect(linkFromMail(invitation?.raw ?? '', '/user-portal')).toBe('http://liner.test/user-portal');

    const me = (await call(mia.token, 'GET', '/api/auth/me')).json();
    expect(me.user.currentManager).toEqual({ id: list.pending[0].id, user_manager_confirmed: 0 });
    expect(me.user.managerConfirmed).toBe(false);
    const dialog = (await call(mia.token, 'GET', '/api/portal/dashboard/user-manager')).json();
    expect(dialog.invitation).toMatchObject({ id: list.pending[0].id, accountName: 'Northwind Records' });

    expect((await call(mia.token, 'POST', '/api/portal/dashboard/accept-user-manager', {})).statusCode).toBe(200);
    const after = (await call(mia.token, 'GET', '/api/auth/me')).json();
    expect(after.user.currentManager).toBeNull();
    expect(after.user.managerConfirmed).toBe(true);
    const managed = (await call(mia.token, 'GET', `${base}/managed-users`)).json();
    expect(managed.data).toEqual([
      expect.objectContaining({ id: label.user.id, displayName: 'Northwind Records', role: 'manager' }),
    ]);
  });

  it('invites a new address to register first, and the invitation waits for the account made with it', async () => {
    await call(label.token, 'POST', `${base}/invite`, { email: 'newcomer@example.test' });
    const mails = await ctx.outbox();
    expect(mails.find((mail) => mail.raw.includes('newcomer@example.test'))?.raw).toContain('/register');
    const newcomer = await createUser(ctx, { email: 'newcomer@example.test' });
    const dialog = (await call(newcomer.token, 'GET', '/api/portal/dashboard/user-manager')).json();
    expect(dialog.invitation.accountName).toBe('Northwind Records');
  });

  it('refuses a bad address, the owner themselves and an address already invited, with field messages', async () => {
    const bad = await call(label.token, 'POST', `${base}/invite`, { email: 'not-an-address' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.email).toEqual(['Enter a valid e-mail address']);
    const self = await call(label.token, 'POST', `${base}/invite`, { email: 'northwind@example.test' });
    expect(self.json().errors.email).toEqual(['You cannot invite yourself']);
    await call(label.token, 'POST', `${base}/invite`, { email: 'mia@example.test' });
    const again = await call(label.token, 'POST', `${base}/invite`, { email: 'mia@example.test' });
    expect(again.statusCode).toBe(422);
    const area = await call(label.token, 'POST', `${base}/invite`, {
      email: 'x@example.test',
      permissions: [{ name: 'wallet', accessTypes: ['read'] }],
    });
    expect(area.statusCode).toBe(422);
  });

  it('cancels a pending invitation, which can then be sent again; an unconfirmed address cannot accept', async () => {
    const unconfirmed = await createUser(ctx, { email: 'late@example.test', confirmedAt: null });
    await call(label.token, 'POST', `${base}/invite`, { email: 'late@example.test' });
    const refused = await call(unconfirmed.token, 'POST', '/api/portal/dashboard/accept-user-manager', {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('EMAIL_NOT_CONFIRMED');
    const { pending } = (await call(label.token, 'GET', `${base}/list`)).json();
    expect((await call(label.token, 'POST', `${base}/invite/cancel`, { id: pending[0].id })).statusCode).toBe(200);
    expect((await call(label.token, 'GET', `${base}/list`)).json().pending).toEqual([]);
    expect((await call(unconfirmed.token, 'GET', '/api/portal/dashboard/user-manager')).json().invitation).toBeNull();
    expect((await call(label.token, 'POST', `${base}/invite`, { email: 'late@example.test' })).statusCode).toBe(200);
  });

  it("answers 404 for another account's manager and 409 when cancelling an accepted one", async () => {
    const id = await inviteAndAccept(label, mia);
    const stranger = await createUser(ctx);
    expect((await call(stranger.token, 'DELETE', `${base}/remove/${id}`)).statusCode).toBe(404);
    expect((await call(stranger.token, 'GET', `${base}/permissions/${id}`)).statusCode).toBe(404);
    expect((await call(label.token, 'POST', `${base}/invite/cancel`, { id })).statusCode).toBe(409);
    expect((await call(mia.token, 'GET', `${base}/switch/${stranger.user.id}`)).statusCode).toBe(404);
  });
});

describe('acting for a managed account', () => {
  it('acts within the granted areas, is refused outside them, and every write is in the owner trail', async () => {
    await inviteAndAccept(label, mia, releaseAccess);
    const switched = await call(mia.token, 'GET', `${base}/switch/${label.user.id}`);
    expect(switched.statusCode).toBe(200);
    expect(switched.json().acting).toMatchObject({ id: label.user.id, displayName: 'Northwind Records' });
    const me = (await call(mia.token, 'GET', '/api/auth/me')).json();
    expect(me.user.id).toBe(mia.user.id);
    expect(me.acting.displayName).toBe('Northwind Records');

    const draft = await call(mia.token, 'POST', '/api/portal/release/init-release', {});
    expect(draft.statusCode, draft.body).toBe(200);
    const releases = await call(label.token, 'GET', '/api/portal/dashboard/release');
    expect(releases.statusCode).toBe(200);
    // Outside the grants: splits, the account's settings, money.
    expect((await call(mia.token, 'GET', '/api/portal/split')).statusCode).toBe(403);
    expect((await call(mia.token, 'GET', `${base}/list`)).statusCode).toBe(403);
    expect((await call(mia.token, 'POST', `${base}/invite`, { email: 'z@example.test' })).statusCode).toBe(403);
    const trail = (await call(label.token, 'GET', '/api/portal/audit')).json();
    expect(trail.data.map((row: { byLine: string; action: string }) => `${row.action} ${row.byLine}`)).toEqual(
      expect.arrayContaining([
        'Created a release draft by Mia Vance for Northwind Records',
        'Switched into the account by Mia Vance for Northwind Records',
      ]),
    );
    expect((await call(mia.token, 'GET', '/api/portal/audit')).statusCode).toBe(403);

    const back = await call(mia.token, 'GET', `${base}/switch/${mia.user.id}`);
    expect(back.json()).toEqual({ acting: null });
    expect((await call(mia.token, 'GET', '/api/auth/me')).json().acting).toBeNull();
    // Back on her own account, the label's manager list is not hers to read: her own is empty.
    expect((await call(mia.token, 'GET', `${base}/list`)).json()).toEqual({ managers: [], pending: [] });
  });

  it('follows edited permissions at once, and a removed manager falls back to their own account', async () => {
    const id = await inviteAndAccept(label, mia, releaseAccess);
    await call(mia.token, 'GET', `${base}/switch/${label.user.id}`);
    expect((await call(mia.token, 'GET', '/api/portal/split')).statusCode).toBe(403);
    const edit = await call(label.token, 'POST', `${base}/edit-permissions`, {
      id,
      permissions: [{ name: 'royalty-splits', accessTypes: ['read'] }],
    });
    expect(edit.statusCode).toBe(200);
    expect((await call(label.token, 'GET', `${base}/permissions/${id}`)).json().permissions).toContainEqual({
      name: 'royalty-splits',
      accessTypes: ['read'],
      availableTypes: ['read', 'write', 'update', 'delete'],
    });
    expect((await call(mia.token, 'GET', '/api/portal/split')).statusCode).toBe(200);
    expect((await call(mia.token, 'POST', '/api/portal/release/init-release', {})).statusCode).toBe(403);

    expect((await call(label.token, 'DELETE', `${base}/remove/${id}`)).statusCode).toBe(200);
    expect((await call(mia.token, 'GET', '/api/auth/me')).json().acting).toBeNull();
    expect((await call(mia.token, 'GET', `${base}/switch/${label.user.id}`)).statusCode).toBe(404);
    // Invited again after removal.
    expect((await call(label.token, 'POST', `${base}/invite`, { email: 'mia@example.test' })).statusCode).toBe(200);
  });
});

describe('team members', () => {
  it('are for labels, act with their role preset and are removed like managers', async () => {
    const artist = await createUser(ctx);
    const refused = await call(artist.token, 'POST', '/api/profile/create/team', {
      email: 'a@example.test',
      role: 'editor',
    });
    expect(refused.statusCode).toBe(403);
    const badRole = await call(label.token, 'POST', '/api/profile/create/team', {
      email: 'a@example.test',
      role: 'boss',
    });
    expect(badRole.statusCode).toBe(422);
    expect(
      (await call(label.token, 'POST', '/api/profile/create/team', { email: 'mia@example.test', role: 'editor' }))
        .statusCode,
    ).toBe(200);
    await call(mia.token, 'POST', '/api/portal/dashboard/accept-user-manager', {});
    const switched = (await call(mia.token, 'GET', `${base}/switch/${label.user.id}`)).json();
    expect(switched.acting.role).toBe('team-member');
    expect((await call(mia.token, 'POST', '/api/portal/release/init-release', {})).statusCode).toBe(200);
    expect((await call(mia.token, 'GET', '/api/portal/split')).statusCode).toBe(200);
    const { managers } = (await call(label.token, 'GET', `${base}/list`)).json();
    expect(managers[0]).toMatchObject({ kind: 'team-member', teamRole: 'editor' });
    // A team member's access is their role: not edited as a manager's.
    const edit = await call(label.token, 'POST', `${base}/edit-permissions`, { id: managers[0].id, permissions: [] });
    expect(edit.statusCode).toBe(404);
    expect((await call(label.token, 'POST', '/api/profile/remove/team', { id: managers[0].id })).statusCode).toBe(200);
    expect((await call(mia.token, 'GET', '/api/auth/me')).json().acting).toBeNull();
  });
});

describe('collaborators', () => {
  it('continue as a collaborator before set-up: a restricted portal without the account figures', async () => {
    const person = await createUser(ctx, { hasCompletedInit: false });
    const res = await call(person.token, 'POST', '/api/auth/continue-as-collaborator');
    expect(res.statusCode).toBe(200);
    const me = (await call(person.token, 'GET', '/api/auth/me')).json();
    expect(me.user).toMatchObject({ type: 'collaborator', isCollaborator: true, hasCompletedInit: true });
    expect((await call(person.token, 'GET', '/api/portal/dashboard/wallet')).statusCode).toBe(403);
    expect((await call(person.token, 'POST', '/api/portal/release/init-release', {})).statusCode).toBe(403);
    expect((await call(person.token, 'GET', `${base}/list`)).statusCode).toBe(403);
    const setUp = await createUser(ctx, { hasCompletedInit: true });
    expect((await call(setUp.token, 'POST', '/api/auth/continue-as-collaborator')).statusCode).toBe(409);
  });
});
