import { asc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../platform/deps.js';
import type { MailAttachment } from '../../platform/mail.js';
import { supportCommentAttachments } from './tables.js';

/** Above this, files stay on the ticket's page and the mail names them instead (mail servers refuse big mail). */
export const MAILED_ATTACHMENTS_MAX_BYTES = 15 * 1024 * 1024;

async function readWhole(deps: AppDeps, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of deps.storage.get(key))
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/**
 * The files of a comment, to send with its mail: all of them while they fit in the limit
 * together, else none (`left` names them, so the mail can say where they are).
 */
export async function commentFilesForMail(
  deps: AppDeps,
  commentId: number,
): Promise<{ attached: MailAttachment[]; left: string[] }> {
  const files = await deps.db
    .select()
    .from(supportCommentAttachments)
    .where(eq(supportCommentAttachments.commentId, commentId))
    .orderBy(asc(supportCommentAttachments.id));
  const total = files.reduce((sum, file) => sum + file.size, 0);
  if (total > MAILED_ATTACHMENTS_MAX_BYTES) return { attached: [], left: files.map((file) => file.fileName) };
  const attached = await Promise.all(
    files.map(async (file) => ({
      fileName: file.fileName,
      contentType: file.contentType,
      content: await readWhole(deps, file.storageKey),
    })),
  );
  return { attached, left: [] };
}
