import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { DOCUMENT_NOT_FOUND } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { authorizeFound } from '../../platform/permissions/authorize.js';
import type { Actor } from '../../platform/request-auth.js';
import { userDocuments } from './tables.js';

export interface OpenedDocument {
  fileName: string;
  contentType: string;
  size: number;
  body: Readable;
}

/** The file of one of the account's documents; another account's id answers 404 like a missing one. */
export async function openUserDocument(deps: AppDeps, actor: Actor, documentId: number): Promise<OpenedDocument> {
  const [row] = await deps.db.select().from(userDocuments).where(eq(userDocuments.id, documentId));
  const document = authorizeFound(actor, 'account.manage', row, (found) => found.userId, DOCUMENT_NOT_FOUND);
  return {
    fileName: document.fileName,
    contentType: document.contentType,
    size: document.size,
    body: deps.storage.get(document.storageKey),
  };
}

/**
 * A header value only holds visible ASCII: the plain name keeps those characters, and the
 * UTF-8 name (RFC 5987) carries the real one for browsers that read it.
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
