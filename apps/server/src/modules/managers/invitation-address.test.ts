import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseCommunicationAddress, mailsTo } from '../../../test/communication-address.js';
import { bearer, createUser, type CreatedUser } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { users } from '../auth/tables.js';

describe('an invitation to act for an account follows the invited account to its communication address', () => {
  let ctx: TestContext;
  let label: CreatedUser;
  const invite = (url: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url, headers: bearer(label.token), payload });
  const invitationsAt = async (address: string, what: string) =>
    (await mailsTo(ctx, address)).filter((mail) => mail.raw.includes(`invites you to ${what} on Liner`));

  beforeAll(async () => {
    ctx = await createTestApp();
    label = await createUser(ctx, { type: 'label', displayName: 'Northwind Records' });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it("a manager invitation to the person's sign-in address reaches their communication address", async () => {
    const manager = await createUser(ctx);
    await chooseCommunicationAddress(ctx, manager, 'mia-desk@example.com');
    const answer = await invite('/api/portal/manager/invite', { email: manager.user.email.toUpperCase() });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await invitationsAt('mia-desk@example.com', 'manage its account')).toHaveLength(1);
    expect(await invitationsAt(manager.user.email, 'manage its account')).toHaveLength(0);
  });

  it('so does an invitation to join the team', async () => {
    const member = await createUser(ctx);
    await chooseCommunicationAddress(ctx, member, 'team-desk@example.com');
    const answer = await invite('/api/profile/create/team', { email: member.user.email, role: 'editor' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await invitationsAt('team-desk@example.com', 'join its team')).toHaveLength(1);
    expect(await invitationsAt(member.user.email, 'join its team')).toHaveLength(0);
  });

  it('an account whose sign-in address is not confirmed does not redirect the invitation', async () => {
    // Someone who signed up with another person's address must not receive that person's mail.
    const squatter = await createUser(ctx);
    await chooseCommunicationAddress(ctx, squatter, 'elsewhere@example.com');
    await ctx.deps.db.update(users).set({ confirmedAt: null }).where(eq(users.id, squatter.user.id));
    const answer = await invite('/api/portal/manager/invite', { email: squatter.user.email });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await invitationsAt(squatter.user.email, 'manage its account')).toHaveLength(1);
    expect(await invitationsAt('elsewhere@example.com', 'manage its account')).toHaveLength(0);
  });

  it('an account without a communication address gets it at its sign-in address', async () => {
    const plain = await createUser(ctx);
    const answer = await invite('/api/portal/manager/invite', { email: plain.user.email });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await invitationsAt(plain.user.email, 'manage its account')).toHaveLength(1);
  });
});
