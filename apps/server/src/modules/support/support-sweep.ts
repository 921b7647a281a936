import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { AppDeps } from '../../platform/deps.js';
import { endIdleChat } from './live-chat.js';
import { supportChats, supportCommentAttachments, supportTickets } from './tables.js';
import { announceTicketChange } from './ticket-changed.js';

const HOUR_MS = 60 * 60 * 1000;

/** The hourly sweep's thresholds (docs/product/support.md, "Housekeeping"). */
export const SUPPORT_SWEEP = {
  /** A solved ticket nobody wrote on for this long is closed: a later mail opens a new ticket. */
  closeSolvedAfterMs: 7 * 24 * HOUR_MS,
  /** A file uploaded for a message that was never sent. */
  dropUnclaimedUploadsAfterMs: 24 * HOUR_MS,
  /** A chat with no line for this long has ended (the person left, or the agents did). */
  endIdleChatsAfterMs: 2 * HOUR_MS,
} as const;

export interface SupportSweepOutcome {
  closedTickets: number;
  droppedUploads: number;
  endedChats: number;
}

async function closeStaleSolvedTickets(deps: AppDeps, now: Date): Promise<number> {
  const before = new Date(now.getTime() - SUPPORT_SWEEP.closeSolvedAfterMs);
  const closed = await deps.db
    .update(supportTickets)
    .set({ status: 'closed', updatedAt: now })
    .where(and(eq(supportTickets.status, 'solved'), lt(supportTickets.lastActivityAt, before)))
    .returning();
  for (const ticket of closed) await announceTicketChange(deps, ticket);
  return closed.length;
}

/** The row goes first, then the file: a file left by a failed delete is only unreachable bytes. */
async function dropUnclaimedUploads(deps: AppDeps, now: Date): Promise<number> {
  const before = new Date(now.getTime() - SUPPORT_SWEEP.dropUnclaimedUploadsAfterMs);
  const dropped = await deps.db
    .delete(supportCommentAttachments)
    .where(and(isNull(supportCommentAttachments.commentId), lt(supportCommentAttachments.createdAt, before)))
    .returning({ storageKey: supportCommentAttachments.storageKey });
  for (const { storageKey } of dropped)
    await deps.storage.delete(storageKey).catch((error: unknown) => {
      deps.logger.warn({ err: error, storageKey }, 'unclaimed support upload not deleted');
    });
  return dropped.length;
}

async function endIdleChats(deps: AppDeps, now: Date): Promise<number> {
  const before = new Date(now.getTime() - SUPPORT_SWEEP.endIdleChatsAfterMs);
  const live = await deps.db
    .select({ ticketId: supportChats.ticketId })
    .from(supportChats)
    .where(isNull(supportChats.endedAt));
  if (live.length === 0) return 0;
  const idle = await deps.db
    .select()
    .from(supportTickets)
    .where(
      and(
        inArray(
          supportTickets.id,
          live.map((row) => row.ticketId),
        ),
        lt(supportTickets.lastActivityAt, before),
      ),
    );
  for (const ticket of idle) await endIdleChat(deps, ticket);
  return idle.length;
}

/** Closes stale solved tickets, drops files never sent, ends idle chats. Each part is safe to run again. */
export async function sweepSupport(deps: AppDeps): Promise<SupportSweepOutcome> {
  const now = deps.clock.now();
  const outcome = {
    closedTickets: await closeStaleSolvedTickets(deps, now),
    droppedUploads: await dropUnclaimedUploads(deps, now),
    endedChats: await endIdleChats(deps, now),
  };
  if (outcome.closedTickets + outcome.droppedUploads + outcome.endedChats > 0)
    deps.logger.info(outcome, 'support sweep');
  return outcome;
}
