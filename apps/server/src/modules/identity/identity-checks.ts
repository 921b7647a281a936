import { desc, eq } from 'drizzle-orm';
import {
  IDENTITY_DOCUMENT_TYPES,
  type IdentityCheck,
  type IdentityDocumentType,
  type IdentityFlags,
} from '@liner/domain';
import type { DbExecutor } from '../../platform/db.js';
import { identityVerifications } from './tables.js';

export type IdentityCheckRow = typeof identityVerifications.$inferSelect;

/** The account's state is its latest check. */
export async function latestCheck(db: DbExecutor, userId: number): Promise<IdentityCheckRow | null> {
  const [row] = await db
    .select()
    .from(identityVerifications)
    .where(eq(identityVerifications.userId, userId))
    .orderBy(desc(identityVerifications.id))
    .limit(1);
  return row ?? null;
}

export function documentTypeOf(row: IdentityCheckRow): IdentityDocumentType | null {
  return (IDENTITY_DOCUMENT_TYPES as readonly string[]).includes(row.documentType ?? '')
    ? (row.documentType as IdentityDocumentType)
    : null;
}

export function presentCheck(row: IdentityCheckRow, hosted: IdentityCheck['hosted'] = null): IdentityCheck {
  return {
    id: row.id,
    provider: row.provider,
    status: row.status,
    documentCountry: row.documentCountry,
    documentType: documentTypeOf(row),
    rejectedReason: row.status === 'rejected' ? row.rejectedReason : null,
    requestedAt: row.requestedAt.toISOString(),
    submittedAt: row.submittedAt?.toISOString() ?? null,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    hosted,
  };
}

export function flagsOf(row: IdentityCheckRow | null): IdentityFlags {
  return {
    documentCountry: row?.documentCountry ?? null,
    responseCode: row?.responseCode ?? null,
    bypassed: row?.status === 'bypassed',
    rejected: row?.status === 'rejected',
    verified: row?.status === 'approved',
  };
}

/** The flags `me` carries, for another area (current-user). */
export async function identityFlagsOf(db: DbExecutor, userId: number): Promise<IdentityFlags> {
  return flagsOf(await latestCheck(db, userId));
}
