import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { cleanFileName, type DocumentKind } from '@liner/domain';
import type { DbExecutor } from '../../platform/db.js';
import type { AppDeps } from '../../platform/deps.js';
import { invalidateUser } from '../../platform/app-caches.js';
import { deleteOnFailure } from '../../platform/storage.js';
import { userDocuments } from './tables.js';

export interface NewUserDocument {
  kind: DocumentKind;
  title: string;
  /** The file's bytes; a document is a small file (a contract PDF, a tax form). */
  content: Buffer;
  fileName: string;
  contentType: string;
}

/** Documents are signed contracts and forms of a few pages; anything bigger is a mistake of the caller. */
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;

/**
 * Files a document for a user: the file is stored first, then its row is written (in the
 * caller's transaction when one is given). A failed row write deletes the stored file. If the
 * caller's transaction rolls back after this returns, the file stays behind without a row;
 * it is never listed nor served, since only rows are.
 */
export async function addUserDocument(
  deps: AppDeps,
  userId: number,
  input: NewUserDocument,
  executor: DbExecutor = deps.db,
): Promise<{ id: number }> {
  if (input.content.length > MAX_DOCUMENT_BYTES) throw new Error(`A document is at most ${MAX_DOCUMENT_BYTES} bytes`);
  const fileName = cleanFileName(input.fileName, 'document');
  // The key keeps only safe characters of the name: it is a path on disk, the name is for the download.
  const key = `documents/${userId}/${randomUUID()}-${fileName.replace(/[^A-Za-z0-9._-]/g, '_')}`;
  const stored = await deps.storage.put(key, Readable.from([input.content]), { maxBytes: MAX_DOCUMENT_BYTES });
  return deleteOnFailure(deps.storage, [key], async () => {
    const [row] = await executor
      .insert(userDocuments)
      .values({
        userId,
        kind: input.kind,
        title: input.title.trim().slice(0, 200) || 'Document',
        fileName,
        contentType: input.contentType,
        storageKey: key,
        size: stored.size,
        createdAt: deps.clock.now(),
      })
      .returning({ id: userDocuments.id });
    // The current-user answer lists the documents and is cached per user.
    invalidateUser(deps.caches, userId);
    return row;
  });
}
