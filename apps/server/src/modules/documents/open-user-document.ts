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

/**
 * The file of a document another area filed and keeps the id of (a payee's tax form on the
 * operator's desk). That area has already decided who may see it; null when it is gone.
 */
export async function openFiledDocument(deps: AppDeps, documentId: number): Promise<OpenedDocument | null> {
  const [row] = await deps.db.select().from(userDocuments).where(eq(userDocuments.id, documentId));
  if (!row || !(await deps.storage.exists(row.storageKey))) return null;
  return {
    fileName: row.fileName,
    contentType: row.contentType,
    size: row.size,
    body: deps.storage.get(row.storageKey),
  };
}
