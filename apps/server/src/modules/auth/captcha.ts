import { createHash } from 'node:crypto';
import { createChallenge, verifySolution } from 'altcha-lib/v1';
import { lt } from 'drizzle-orm';
import { CAPTCHA_MESSAGES, type CaptchaChallenge } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { fieldError } from '../../platform/errors.js';
import { derivedInstallKey } from '../../platform/secret-box.js';
import { usedCaptchaSolutions } from './tables.js';

/** A checked solution: a key naming it (to refuse a second use) and until when it would be accepted. */
export type CaptchaCheck = { genuine: true; key: string; expiresAt: Date } | { genuine: false };

/**
 * The robot check of the guest forms. The built-in one is altcha's proof of work, which needs no
 * outside service; a hosted captcha would implement the same two calls.
 */
export interface CaptchaProvider {
  challenge(now: Date): Promise<CaptchaChallenge>;
  check(solution: string, now: Date): Promise<CaptchaCheck>;
}

function decodePayload(solution: string): unknown {
  try {
    return JSON.parse(Buffer.from(solution, 'base64').toString('utf8'));
  } catch {
    return null;
  }
}

/** altcha v1: a signed SHA-256 puzzle; the browser finds the number, the HMAC proves we issued it. */
export function createProofOfWorkCaptcha(options: {
  hmacKey: string;
  maxNumber: number;
  expiresMinutes: number;
}): CaptchaProvider {
  return {
    async challenge(now) {
      const expires = new Date(now.getTime() + options.expiresMinutes * 60_000);
      const challenge = await createChallenge({ hmacKey: options.hmacKey, maxNumber: options.maxNumber, expires });
      return { ...challenge, maxnumber: options.maxNumber };
    },
    async check(solution, now) {
      const payload = decodePayload(solution);
      if (!payload || typeof payload !== 'object') return { genuine: false };
      const fields = payload as Record<string, unknown>;
      if (typeof fields.signature !== 'string' || typeof fields.salt !== 'string') return { genuine: false };
      // Expiry is read against our clock (the library would read the system's).
      const expires = Number(new URLSearchParams(fields.salt.split('?')[1] ?? '').get('expires'));
      if (!Number.isFinite(expires) || expires * 1000 <= now.getTime()) return { genuine: false };
      const isGenuine = await verifySolution(fields as never, options.hmacKey, false).catch(() => false);
      if (!isGenuine) return { genuine: false };
      const key = createHash('sha256').update(fields.signature).digest('hex');
      return { genuine: true, key, expiresAt: new Date(expires * 1000) };
    },
  };
}

const byDeps = new WeakMap<AppDeps, CaptchaProvider>();

export function captchaProviderOf(deps: AppDeps): CaptchaProvider {
  let provider = byDeps.get(deps);
  if (!provider) {
    const { captcha } = deps.config;
    provider = createProofOfWorkCaptcha({
      hmacKey: captcha.hmacKey ?? derivedInstallKey(deps.config, 'captcha'),
      maxNumber: captcha.maxNumber,
      expiresMinutes: captcha.expiresMinutes,
    });
    byDeps.set(deps, provider);
  }
  return provider;
}

/** Replaces an app's captcha (a hosted provider, or tests). */
export function installCaptchaProvider(deps: AppDeps, provider: CaptchaProvider): void {
  byDeps.set(deps, provider);
}

export function issueCaptchaChallenge(deps: AppDeps): Promise<CaptchaChallenge> {
  return captchaProviderOf(deps).challenge(deps.clock.now());
}

/**
 * Accepts a solution once: a forged, expired or already used one answers 422 on `field`. The
 * insert is the lock, so two requests racing with one solution cannot both pass.
 */
export async function assertCaptchaSolved(deps: AppDeps, solution: string, field = 'captcha'): Promise<void> {
  const now = deps.clock.now();
  const checked = await captchaProviderOf(deps).check(solution, now);
  if (!checked.genuine) throw fieldError(field, CAPTCHA_MESSAGES.invalid);
  await deps.db.delete(usedCaptchaSolutions).where(lt(usedCaptchaSolutions.expiresAt, now));
  const inserted = await deps.db
    .insert(usedCaptchaSolutions)
    .values({ solutionHash: checked.key, expiresAt: checked.expiresAt })
    .onConflictDoNothing()
    .returning({ key: usedCaptchaSolutions.solutionHash });
  if (inserted.length === 0) throw fieldError(field, CAPTCHA_MESSAGES.used);
}
