import { and, desc, eq, gt, inArray, lt, max, type SQL, sql } from 'drizzle-orm';
import type { AppDeps } from '../../platform/deps.js';
import type { DbExecutor } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import type { MailMessage } from '../../platform/mail.js';
import { MAIL_LIMIT_WINDOW_HOURS, MAIL_LIMITS, type MailKind } from './mail-limits.js';
import { outboundMails } from './tables.js';

/** Who asks for the mail: a signed-in account, or (anonymous routes) the client's address. */
export type MailSender = { userId: number } | { ip: string };

const WINDOW_MS = MAIL_LIMIT_WINDOW_HOURS * 60 * 60 * 1000;

function senderKey(sender: MailSender): string {
  return 'userId' in sender ? `user:${sender.userId}` : `ip:${sender.ip}`;
}

/** "45 seconds", "1 minute", "3 hours". */
export function waitInWords(seconds: number): string {
  const [amount, unit] =
    seconds < 60
      ? [seconds, 'second']
      : seconds < 3600
        ? [Math.ceil(seconds / 60), 'minute']
        : [Math.ceil(seconds / 3600), 'hour'];
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}

function tooMany(message: string, retryAfterSeconds: number): AppError {
  return new AppError('TOO_MANY_REQUESTS', { message, retryAfterSeconds: Math.max(1, retryAfterSeconds) });
}

/** Seconds until the oldest counted mail leaves the window, so that one more fits. */
function secondsUntilRoom(oldestCounted: Date, now: Date): number {
  return Math.ceil((oldestCounted.getTime() + WINDOW_MS - now.getTime()) / 1000);
}

/** The `limit`-th newest mail of a scope in the window, or null when fewer than `limit` were sent. */
async function oldestOfLast(db: DbExecutor, scope: SQL | undefined, since: Date, limit: number): Promise<Date | null> {
  const rows = await db
    .select({ createdAt: outboundMails.createdAt })
    .from(outboundMails)
    .where(and(scope, gt(outboundMails.createdAt, since)))
    .orderBy(desc(outboundMails.createdAt))
    .limit(limit);
  return rows.length < limit ? null : rows[rows.length - 1].createdAt;
}

async function assertWithinLimits(
  db: DbExecutor,
  kind: MailKind,
  sender: string,
  recipients: string[],
  now: Date,
): Promise<void> {
  const limit = MAIL_LIMITS[kind];
  const since = new Date(now.getTime() - WINDOW_MS);
  if (limit.cooldownSeconds > 0) {
    const [latest] = await db
      .select({ at: max(outboundMails.createdAt) })
      .from(outboundMails)
      .where(
        and(
          eq(outboundMails.kind, kind),
          eq(outboundMails.sender, sender),
          inArray(outboundMails.recipient, recipients),
          gt(outboundMails.createdAt, new Date(now.getTime() - limit.cooldownSeconds * 1000)),
        ),
      );
    if (latest?.at) {
      const wait = Math.ceil((latest.at.getTime() + limit.cooldownSeconds * 1000 - now.getTime()) / 1000);
      throw tooMany(`You can send another ${limit.noun} in ${waitInWords(Math.max(1, wait))}`, wait);
    }
  }
  // The sender's day: every recipient of this request counts.
  const bySender = and(eq(outboundMails.kind, kind), eq(outboundMails.sender, sender));
  const room = limit.perSenderPerDay - recipients.length;
  if (room < 0) throw tooMany(`You can send at most ${limit.perSenderPerDay} of these a day`, WINDOW_MS / 1000);
  const senderFull = await oldestOfLast(db, bySender, since, room + 1);
  if (senderFull) {
    const wait = secondsUntilRoom(senderFull, now);
    throw tooMany(`You have reached today's limit. You can send another ${limit.noun} in ${waitInWords(wait)}`, wait);
  }
  for (const recipient of recipients) {
    const byRecipient = and(eq(outboundMails.kind, kind), eq(outboundMails.recipient, recipient));
    const recipientFull = await oldestOfLast(db, byRecipient, since, limit.perRecipientPerDay);
    if (recipientFull) {
      const wait = secondsUntilRoom(recipientFull, now);
      throw tooMany(
        `${recipient} has received today's limit. You can send another ${limit.noun} in ${waitInWords(wait)}`,
        wait,
      );
    }
  }
}

/**
 * The one gate of outbound mail: checks the kind's cooldown and daily caps (MAIL_LIMITS) for the
 * sender and every recipient, and records the sends; 429 with the wait when one is over, and then
 * nothing is recorded. Call it before the request changes anything, then send with deps.mailer
 * (or use sendLimitedMail). Checks and records of one sender run one at a time (an advisory lock),
 * so parallel requests cannot all slip under a cap.
 */
export async function reserveMail(
  deps: AppDeps,
  kind: MailKind,
  sender: MailSender,
  recipients: readonly string[],
  /** The caller's transaction: the reservation then commits (or rolls back) with what it does. */
  db?: DbExecutor,
): Promise<void> {
  const unique = [...new Set(recipients.map((address) => address.trim().toLowerCase()))].sort();
  if (unique.length === 0) return;
  const key = senderKey(sender);
  const now = deps.clock.now();
  const reserve = async (tx: DbExecutor) => {
    // Sender first, then recipients in order: every request takes its locks in one order.
    for (const lockKey of [`${kind}|${key}`, ...unique.map((address) => `${kind}|to:${address}`)])
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${lockKey}))`);
    await assertWithinLimits(tx, kind, key, unique, now);
    await tx
      .insert(outboundMails)
      .values(unique.map((recipient) => ({ kind, sender: key, recipient, createdAt: now })));
    await tx.delete(outboundMails).where(lt(outboundMails.createdAt, new Date(now.getTime() - 2 * WINDOW_MS)));
  };
  if (db) await reserve(db);
  else await deps.db.transaction(reserve);
}

/** reserveMail for one message, then sends it. */
export async function sendLimitedMail(
  deps: AppDeps,
  kind: MailKind,
  sender: MailSender,
  message: MailMessage,
): Promise<void> {
  await reserveMail(deps, kind, sender, [message.to]);
  await deps.mailer.send(message);
}
