import { z } from 'zod';
import { idParam, text } from './primitives.js';

/** What a stored document is: a signed contract, a submitted tax form, or anything else kept for the account. */
export const DOCUMENT_KINDS = ['contract', 'tax-form', 'other'] as const;
export const DocumentKind = z.enum(DOCUMENT_KINDS);
export type DocumentKind = z.infer<typeof DocumentKind>;

export const DOCUMENT_KIND_LABELS: Record<DocumentKind, string> = {
  contract: 'Contract',
  'tax-form': 'Tax form',
  other: 'Document',
};

/** One of the user's documents as the current-user answer and the documents list show it. */
export const UserDocument = z.object({
  id: z.number().int(),
  kind: DocumentKind,
  title: text(),
  /** Where the signed-in owner downloads it (same origin, the session cookie authorises it). */
  fileUrl: text(),
  /** When it was added, ISO 8601 UTC. */
  date: text(),
});
export type UserDocument = z.infer<typeof UserDocument>;

export const DocumentsResponse = z.object({ documents: z.array(UserDocument) });
export type DocumentsResponse = z.infer<typeof DocumentsResponse>;

export const DocumentIdParams = z.object({ id: idParam() });

export const DOCUMENT_NOT_FOUND = 'No such document';

/** The download path of a document, shared so the web and the server agree on it. */
export function documentFileUrl(id: number): string {
  return `/api/profile/documents/${id}/file`;
}
