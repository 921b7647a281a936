import { and, eq, isNull } from 'drizzle-orm';
import { RECOVERY_TOKEN_MINUTES, type OkResponse, type RecoverRequest, type RecoverSubmitRequest } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import type { DbExecutor } from '../../platform/db.js';
import { invalidateUser } from '../../platform/app-caches.js';
import { fieldError } from '../../platform/errors.js';
import { reserveMail } from '../outbound-mail/index.js';
import { recoveryMessage } from './auth-mails.js';
import { assertCaptchaSolved } from './captcha.js';
import type { ClientInfo } from './sessions.js';
import { consumeOneTimeToken, issueOneTimeToken, peekOneTimeToken, spendOpenTokens } from './one-time-tokens.js';
import { hashPassword } from './password-hash.js';
import { authSessions, users } from './tables.js';

export const RECOVERY_SENT = 'If an account exists for this e-mail address, we have sent a link to reset the password';
export const RECOVERY_LINK_INVALID = 'This password reset link is invalid or has expired';
export const PASSWORD_RESET = 'Your password has been changed. Sign in with the new password';

export const RECOVERY_MAIL_QUEUE = 'auth.recovery-mail';

export interface RecoveryMailJob {
  email: string;
}

/**
 * The same work and the same answer whether or not the address has an account, so neither the
 * answer nor its timing tells: the mail limits are counted by the address asked for, and a job is
 * queued; the job looks the account up and mails the link (sendRecoveryLink). Without a job runner
 * (RUN_WORKERS=false, tests) the job runs after the answer has gone.
 */
export async function requestPasswordRecovery(
  deps: AppDeps,
  input: RecoverRequest,
  client: ClientInfo,
): Promise<OkResponse> {
  await assertCaptchaSolved(deps, input.captcha);
  const { email } = input;
  await reserveMail(deps, 'password-reset', { ip: client.ip }, [email]);
  const job: RecoveryMailJob = { email };
  if (deps.jobs) await deps.jobs.send(RECOVERY_MAIL_QUEUE, job, { retryLimit: 2 });
  else
    setImmediate(() => {
      sendRecoveryLink(deps, job).catch((error: unknown) =>
        deps.logger.error({ err: error }, 'password reset mail failed'),
      );
    });
  return { message: RECOVERY_SENT };
}

/** The job: a reset link (1 hour, single use) to the address when it has an account; nothing otherwise. */
export async function sendRecoveryLink(deps: AppDeps, job: RecoveryMailJob): Promise<void> {
  const [user] = await deps.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.email, job.email))
    .limit(1);
  if (!user) return;
  const token = await issueOneTimeToken(deps, {
    userId: user.id,
    purpose: 'recover-password',
    minutes: RECOVERY_TOKEN_MINUTES,
  });
  await deps.mailer.send(recoveryMessage(deps, user, token, RECOVERY_TOKEN_MINUTES));
}

/** A password change (by recovery or in the profile) makes every reset link mailed before it stop working. */
export async function spendPasswordResetLinks(deps: AppDeps, userId: number, db: DbExecutor = deps.db): Promise<void> {
  await spendOpenTokens(deps, userId, 'recover-password', db);
}

/** Sets the new password and signs every device out; the link works once. */
export async function submitPasswordRecovery(deps: AppDeps, input: RecoverSubmitRequest): Promise<OkResponse> {
  // Cheap check first so a dead link is not paid for with an argon2 hash.
  if ((await peekOneTimeToken(deps, 'recover-password', input.token)) === null)
    throw fieldError('token', RECOVERY_LINK_INVALID);
  const passwordHash = await hashPassword(input.password);
  const now = deps.clock.now();
  const userId = await deps.db.transaction(async (tx) => {
    const userId = await consumeOneTimeToken(deps, 'recover-password', input.token, tx);
    if (userId === null) throw fieldError('token', RECOVERY_LINK_INVALID);
    // Every other reset link mailed before this one dies with it.
    await spendPasswordResetLinks(deps, userId, tx);
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
    // Opening the mailed link proves the address, so an unconfirmed account becomes confirmed.
    await tx
      .update(users)
      .set({ confirmedAt: now })
      .where(and(eq(users.id, userId), isNull(users.confirmedAt)));
    await tx
      .update(authSessions)
      .set({ revokedAt: now })
      .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)));
    return userId;
  });
  invalidateUser(deps.caches, userId);
  deps.realtime.endAllSessionsOf(userId);
  return { message: PASSWORD_RESET };
}
