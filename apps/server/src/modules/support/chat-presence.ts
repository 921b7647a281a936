import { eq, inArray } from 'drizzle-orm';
import type { SupportChatAvailability } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { findOperatorIds } from '../auth/index.js';
import { supportChatAgents } from './tables.js';

/**
 * The operators who can answer a chat now: those who said they take chats, are still operators
 * (not suspended), and have the portal open (a signed-in realtime socket on any process).
 * Availability alone would promise an answer from someone who went home with the switch on.
 */
export async function onlineChatAgentIds(deps: AppDeps): Promise<number[]> {
  const operators = await findOperatorIds(deps.db);
  if (operators.length === 0) return [];
  const rows = await deps.db
    .select({ userId: supportChatAgents.userId, available: supportChatAgents.available })
    .from(supportChatAgents)
    .where(inArray(supportChatAgents.userId, operators));
  const available = rows.filter((row) => row.available).map((row) => row.userId);
  return deps.realtime.onlineUserIds(available);
}

async function isAvailable(deps: AppDeps, userId: number): Promise<boolean> {
  const [row] = await deps.db
    .select({ available: supportChatAgents.available })
    .from(supportChatAgents)
    .where(eq(supportChatAgents.userId, userId))
    .limit(1);
  return row?.available ?? false;
}

/** GET admin/support/chat/availability: the operator's own switch, whether they count as online, and how many do. */
export async function chatAvailability(deps: AppDeps, userId: number): Promise<SupportChatAvailability> {
  const [available, online] = await Promise.all([isAvailable(deps, userId), onlineChatAgentIds(deps)]);
  return { available, online: online.includes(userId), agents_online: online.length };
}

/** POST admin/support/chat/availability: the operator takes chats, or stops. */
export async function setChatAvailability(
  deps: AppDeps,
  userId: number,
  available: boolean,
): Promise<SupportChatAvailability> {
  const changedAt = deps.clock.now();
  await deps.db
    .insert(supportChatAgents)
    .values({ userId, available, changedAt })
    .onConflictDoUpdate({ target: supportChatAgents.userId, set: { available, changedAt } });
  return chatAvailability(deps, userId);
}
