// Helpers shared by this module's API tests (not used by the server).
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { solveChallenge } from 'altcha-lib/v1';
import { vi } from 'vitest';
import { linkFromMail, type TestContext } from '../../../test/harness.js';

let ipSequence = 0;

/** A fresh client IP, so the per-IP sign-in throttle of one test does not leak into another. */
export function nextIp(): string {
  ipSequence += 1;
  return `10.0.${Math.floor(ipSequence / 250)}.${(ipSequence % 250) + 1}`;
}

export interface CallOptions {
  token?: string;
  ip?: string;
  headers?: Record<string, string>;
}

export function call(
  ctx: TestContext,
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  const request: InjectOptions = {
    method,
    url,
    remoteAddress: options.ip ?? '127.0.0.1',
    headers: {
      'user-agent':
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
  };
  if (body !== undefined) request.payload = body as InjectOptions['payload'];
  return ctx.app.inject(request);
}

export const post = (ctx: TestContext, url: string, body?: unknown, options?: CallOptions) =>
  call(ctx, 'POST', url, body ?? {}, options);
export const get = (ctx: TestContext, url: string, options?: CallOptions) => call(ctx, 'GET', url, undefined, options);

/** The newest mail sent to an address (raw .eml), or throws. */
export async function lastMailTo(ctx: TestContext, email: string): Promise<string> {
  const mails = (await ctx.outbox()).filter((mail) => mail.raw.toLowerCase().includes(`to: ${email.toLowerCase()}`));
  const last = mails.at(-1);
  if (!last) throw new Error(`no mail to ${email}`);
  return last.raw;
}

/** The token at the end of a mailed link such as /register/verify/{token}. */
export async function tokenFromMail(ctx: TestContext, email: string, pathPart: string): Promise<string> {
  const link = linkFromMail(await lastMailTo(ctx, email), pathPart);
  if (!link) throw new Error(`no ${pathPart} link mailed to ${email}`);
  return link.slice(link.indexOf(pathPart) + pathPart.length);
}

export async function loginCodeFromMail(ctx: TestContext, email: string): Promise<string> {
  const match = /sign-in code is (\d{6})/.exec(await lastMailTo(ctx, email));
  if (!match) throw new Error(`no sign-in code mailed to ${email}`);
  return match[1];
}

/**
 * Asks for a password-reset link (from a fresh IP, clear of the mail cooldown) and waits for the
 * mail: it goes out from a job after the answer. Returns the link's token.
 */
export async function requestResetLink(ctx: TestContext, email: string): Promise<string> {
  const before = (await ctx.outbox()).length;
  const res = await post(ctx, '/api/auth/recover', { email, captcha: await solvedCaptcha(ctx) }, { ip: nextIp() });
  if (res.statusCode !== 200) throw new Error(`recover answered ${res.statusCode}: ${res.body}`);
  await vi.waitFor(
    async () => {
      if ((await ctx.outbox()).length <= before) throw new Error(`no reset mail to ${email} yet`);
    },
    { timeout: 10_000, interval: 20 },
  );
  return tokenFromMail(ctx, email, '/recover/');
}

/** Asks the server for a captcha challenge and solves it as the browser widget would: the form's `captcha` value. */
export async function solvedCaptcha(ctx: TestContext): Promise<string> {
  const challenge = (await post(ctx, '/api/auth/captcha')).json<{
    algorithm: string;
    challenge: string;
    salt: string;
    signature: string;
    maxnumber: number;
  }>();
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber)
    .promise;
  if (!solution) throw new Error('the captcha challenge could not be solved');
  const payload = { ...challenge, number: solution.number, took: solution.took };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}
