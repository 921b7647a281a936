import { desc, eq } from 'drizzle-orm';
import { documentFileUrl, type UserDocument } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { type UserDocumentRow, userDocuments } from './tables.js';

export function presentDocument(row: UserDocumentRow): UserDocument {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    fileUrl: documentFileUrl(row.id),
    date: row.createdAt.toISOString(),
  };
}

/** The user's documents, newest first. */
export async function listUserDocuments(deps: AppDeps, userId: number): Promise<UserDocument[]> {
  const rows = await deps.db
    .select()
    .from(userDocuments)
    .where(eq(userDocuments.userId, userId))
    .orderBy(desc(userDocuments.createdAt), desc(userDocuments.id));
  return rows.map(presentDocument);
}
