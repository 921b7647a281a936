import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { cleanFileName, SUPPORT_LIMITS, SUPPORT_MESSAGES, type SupportAttachment } from '@liner/domain';
import type { DbExecutor } from '../../platform/db.js';
import type { AppDeps } from '../../platform/deps.js';
import { AppError, fieldError } from '../../platform/errors.js';
import { StorageLimitError } from '../../platform/storage.js';
import { checkAttachment, SNIFF_BYTES } from './attachment-content.js';
import { presentAttachment } from './present-ticket.js';
import { type SupportAttachmentRow, supportCommentAttachments } from './tables.js';

export interface SubmittedAttachment {
  fileName: string;
  stream: Readable;
}

/** A file that came with a mail: already in memory, its size known. */
export interface MailedAttachment {
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

function refused(message: string) {
  return fieldError('file', message);
}

async function readHead(deps: AppDeps, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of deps.storage.get(key)) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    chunks.push(bytes);
    length += bytes.length;
    if (length >= SNIFF_BYTES) break;
  }
  return Buffer.concat(chunks).subarray(0, SNIFF_BYTES);
}

/**
 * Streams the file into storage (stopping at the size limit), then reads its first bytes: a
 * ticket takes PDF, PNG, JPEG and plain text whose name agrees with the content. A refused file
 * is deleted; a kept one waits, unclaimed, for the message that names its id.
 */
async function storeChecked(
  deps: AppDeps,
  accountId: number | null,
  fileName: string,
  body: Readable,
  commentId: number | null,
  db: DbExecutor,
): Promise<SupportAttachmentRow> {
  const name = cleanFileName(fileName, 'attachment');
  const key = `support/${accountId ?? 'mail'}/${randomUUID()}`;
  let size: number;
  try {
    ({ size } = await deps.storage.put(key, body, { maxBytes: SUPPORT_LIMITS.attachmentMaxBytes }));
  } catch (error) {
    if (error instanceof StorageLimitError) throw refused(SUPPORT_MESSAGES.attachmentTooLarge);
    throw error;
  }
  const checked = checkAttachment(name, await readHead(deps, key));
  if ('refused' in checked) {
    await deps.storage.delete(key).catch(() => undefined);
    throw refused(checked.refused);
  }
  try {
    const [row] = await db
      .insert(supportCommentAttachments)
      .values({
        commentId,
        accountId,
        fileName: name,
        contentType: checked.type,
        size,
        storageKey: key,
        createdAt: deps.clock.now(),
      })
      .returning();
    return row;
  } catch (error) {
    await deps.storage.delete(key).catch(() => undefined);
    throw error;
  }
}

/** POST portal/support/attachments: a file uploaded for the account, to name in a message. */
export async function uploadAttachment(
  deps: AppDeps,
  accountId: number,
  file: SubmittedAttachment | null,
): Promise<SupportAttachment> {
  if (!file) throw refused(SUPPORT_MESSAGES.attachmentMissing);
  return presentAttachment(await storeChecked(deps, accountId, file.fileName, file.stream, null, deps.db));
}

/** A file of an inbound mail, stored on its comment; null (and nothing kept) when a ticket would refuse it. */
export async function storeMailedAttachment(
  deps: AppDeps,
  commentId: number,
  file: MailedAttachment,
  db: DbExecutor,
): Promise<SupportAttachmentRow | null> {
  if (file.bytes.length > SUPPORT_LIMITS.attachmentMaxBytes) return null;
  try {
    return await storeChecked(deps, null, file.fileName, Readable.from([file.bytes]), commentId, db);
  } catch (error) {
    if (error instanceof AppError && error.code === 'VALIDATION') return null;
    throw error;
  }
}
