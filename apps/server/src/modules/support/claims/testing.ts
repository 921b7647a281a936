// Test helpers of the support claims flows, for their own tests and the authorisation matrix.
import type { LightMyRequestResponse } from 'fastify';
import type { SupportClaimKind } from '@liner/domain';
import type { CreatedUser } from '../../../../test/factories.js';
import type { TestContext } from '../../../../test/harness.js';
import { lastMailTo, nextIp, post, solvedCaptcha } from '../../auth/testing.js';

export const TEST_DMCA_NOTICE = {
  copyrighted_work: 'The recording "Northern Lights" (2021), which I wrote, produced and own.',
  infringing_material: 'A full copy of the master, uploaded under another artist name.',
  infringing_url: 'https://stores.example/album/123',
  upc: '',
  isrc: '',
  rights_owner: '',
  name: 'Ada Lovelace',
  address: '12 St James Square, London SW1Y 4JH',
  phone: '+44 20 7946 0958',
  email: 'ada@rights.test',
  good_faith: true,
  accurate_under_penalty: true,
  signature: 'Ada Lovelace',
};

export const TEST_YOUTUBE_DISPUTE = {
  video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  claim_id: 'CL-123',
  isrc: 'USRC17607839',
  reason: 'licence-held',
  explanation: 'I own the master recording and licensed it to nobody else.',
  name: 'Grace Hopper',
  email: 'grace@artist.test',
};

export const TEST_ACCOUNT_DISPUTE = {
  account: 'someone@example.test',
  decision: 'payout-hold',
  decision_date: '2026-01-15',
  explanation: 'My payout is on hold but every stream came from real listeners.',
  name: 'Alan Turing',
  email: 'alan@artist.test',
};

/** POST support/init/{kind} with a solved captcha, from a fresh client address (clear of the mail cooldown). */
export async function initClaim(
  ctx: TestContext,
  kind: SupportClaimKind,
  fields: Record<string, unknown>,
  who: CreatedUser | null = null,
): Promise<LightMyRequestResponse> {
  return post(
    ctx,
    `/api/support/init/${kind}`,
    { ...fields, captcha: await solvedCaptcha(ctx) },
    { ip: nextIp(), ...(who ? { token: who.token } : {}) },
  );
}

/** The code of the newest claim mail to `email`. */
export async function claimCodeFromMail(ctx: TestContext, email: string): Promise<string> {
  const match = /is (\d{6})\. It expires/.exec(await lastMailTo(ctx, email));
  if (!match) throw new Error(`no claim code mailed to ${email}`);
  return match[1];
}

/** init then verify: the ticket id of a claim sent through both steps. */
export async function fileClaim(
  ctx: TestContext,
  kind: SupportClaimKind,
  fields: Record<string, unknown>,
  who: CreatedUser | null = null,
): Promise<{ ticketId: number; reference: string }> {
  const started = await initClaim(ctx, kind, fields, who);
  if (started.statusCode !== 200) throw new Error(`init ${kind} answered ${started.statusCode} ${started.body}`);
  const { reference } = started.json<{ reference: string }>();
  const code = await claimCodeFromMail(ctx, String(fields.email));
  const verified = await post(ctx, `/api/support/verify/${kind}`, { reference, code });
  if (verified.statusCode !== 200) throw new Error(`verify ${kind} answered ${verified.statusCode} ${verified.body}`);
  return { ticketId: verified.json<{ ticket_id: number }>().ticket_id, reference };
}
