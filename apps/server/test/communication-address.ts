import { expect } from 'vitest';
import { bearer, type CreatedUser } from './factories.js';
import { linkFromMail, type TestContext } from './harness.js';

/** The outbox's mails addressed to `address`. */
export async function mailsTo(ctx: TestContext, address: string) {
  return (await ctx.outbox()).filter((mail) => mail.raw.toLowerCase().includes(`to: ${address.toLowerCase()}`));
}

/** Adds `address` to the person's profile, confirms it from its mail and makes it their communication address. */
export async function chooseCommunicationAddress(ctx: TestContext, person: CreatedUser, address: string) {
  const post = (url: string, payload?: object) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/profile/${url}`,
      headers: bearer(person.token),
      ...(payload ? { payload } : {}),
    });
  expect((await post('additional-email/init', { email: address })).statusCode).toBe(200);
  const link = linkFromMail((await mailsTo(ctx, address)).at(-1)?.raw ?? '', '/user-portal/profile/verify/');
  expect(link).toBeTruthy();
  const token = (link as string).split('/').pop();
  expect((await post('additional-email/verify', { token })).statusCode).toBe(200);
  const { additionalEmails } = (
    await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(person.token) })
  ).json().profile;
  const chosen = additionalEmails.find((row: { email: string }) => row.email === address);
  expect((await post('additional-email/update', { id: chosen.id, communication: true })).statusCode).toBe(200);
}
