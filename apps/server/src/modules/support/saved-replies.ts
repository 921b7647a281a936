import { asc, eq } from 'drizzle-orm';
import {
  type CreateSavedReplyRequest,
  type OkResponse,
  type SavedReply,
  type SavedReplyList,
  SUPPORT_OPERATOR_MESSAGES,
  type UpdateSavedReplyRequest,
} from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { AppError, fieldError } from '../../platform/errors.js';
import { commentFromHtml } from './comment-body.js';
import { type SavedReplyRow, supportSavedReplies } from './tables.js';

function present(row: SavedReplyRow): SavedReply {
  return {
    id: row.id,
    title: row.title,
    html: row.html,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Kept sanitised, as a reply made from it would be. */
function safeHtml(html: string): string {
  const { html: safe, text } = commentFromHtml(html);
  if (!text) throw fieldError('html', SUPPORT_OPERATOR_MESSAGES.html);
  return safe;
}

const notFound = () => new AppError('NOT_FOUND', { message: SUPPORT_OPERATOR_MESSAGES.savedReplyNotFound });

export async function listSavedReplies(deps: AppDeps): Promise<SavedReplyList> {
  const rows = await deps.db.select().from(supportSavedReplies).orderBy(asc(supportSavedReplies.title));
  return { data: rows.map(present) };
}

export async function createSavedReply(
  deps: AppDeps,
  operatorId: number,
  input: CreateSavedReplyRequest,
): Promise<SavedReply> {
  const now = deps.clock.now();
  const [row] = await deps.db
    .insert(supportSavedReplies)
    .values({ title: input.title, html: safeHtml(input.html), createdBy: operatorId, createdAt: now, updatedAt: now })
    .returning();
  return present(row);
}

export async function updateSavedReply(deps: AppDeps, input: UpdateSavedReplyRequest): Promise<SavedReply> {
  const [row] = await deps.db
    .update(supportSavedReplies)
    .set({ title: input.title, html: safeHtml(input.html), updatedAt: deps.clock.now() })
    .where(eq(supportSavedReplies.id, input.id))
    .returning();
  if (!row) throw notFound();
  return present(row);
}

export async function deleteSavedReply(deps: AppDeps, id: number): Promise<OkResponse> {
  const removed = await deps.db
    .delete(supportSavedReplies)
    .where(eq(supportSavedReplies.id, id))
    .returning({ id: supportSavedReplies.id });
  if (removed.length === 0) throw notFound();
  return { message: SUPPORT_OPERATOR_MESSAGES.removed };
}
