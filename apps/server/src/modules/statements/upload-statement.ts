/**
 * POST /api/admin/statements: the file is streamed to storage (hashed on the way, never held
 * whole), a statement row is queued and the import runs as a pg-boss job ('statements.import'),
 * or at once in this request when no job runner is started (API tests, CLI).
 *
 * The same file twice (same SHA-256) never imports twice: an imported, queued or importing
 * statement answers 409 naming it; a failed one is queued again (a retry after a fix elsewhere,
 * e.g. a saved mapping), keeping its id.
 *
 * The same report under other bytes is caught by its identity when the import has read it
 * (statement-duplicates.ts); when the import ran in this request the upload answers 409 for it.
 */
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { cleanFileName, type UploadStatementFields } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { AppError, fieldError } from '../../platform/errors.js';
import { deleteOnFailure } from '../../platform/storage.js';
import { enqueueStatementImport } from './statement-worker.js';
import { statementMappings, statements } from './tables.js';

/** Largest statement accepted (a 1,000,000-line CSV is ~150 MB). */
export const MAX_STATEMENT_BYTES = 2 * 1024 * 1024 * 1024;

export interface StoredUpload {
  key: string;
  fileName: string;
  size: number;
  sha256: string;
}

export async function storeStatementFile(deps: AppDeps, fileName: string, body: Readable): Promise<StoredUpload> {
  const key = `statements/${Date.now()}-${randomBytes(6).toString('hex')}.dat`;
  const stored = await deps.storage.put(key, body, { maxBytes: MAX_STATEMENT_BYTES });
  return { key, fileName: cleanFileName(fileName, 'statement'), size: stored.size, sha256: stored.sha256 };
}

type NewStatement = { uploadedBy: number; file: StoredUpload; fields: UploadStatementFields };

/** Records the stored file as a statement and queues its import; a refused or failed record deletes the file. */
export async function createStatement(deps: AppDeps, input: NewStatement): Promise<number> {
  const id = await deleteOnFailure(deps.storage, [input.file.key], () => recordStatement(deps, input));
  await enqueueStatementImport(deps, id);
  return id;
}

async function recordStatement(deps: AppDeps, input: NewStatement): Promise<number> {
  const { file, fields } = input;
  if (file.size === 0) {
    await deps.storage.delete(file.key);
    throw fieldError('file', 'The file is empty');
  }
  if (fields.mappingId) {
    const [mapping] = await deps.db
      .select({ id: statementMappings.id })
      .from(statementMappings)
      .where(eq(statementMappings.id, fields.mappingId));
    if (!mapping) throw fieldError('mappingId', 'No such column mapping');
  }
  const install = deps.config.money.currency;
  const currency = fields.currency ?? null;
  if (fields.exchangeRate && !currency) {
    throw fieldError('currency', `Name the currency the rate converts into ${install}`);
  }
  const [existing] = await deps.db.select().from(statements).where(eq(statements.sha256, file.sha256));
  if (existing && existing.status !== 'failed') {
    await deps.storage.delete(file.key);
    throw new AppError('CONFLICT', {
      message: `This file was already uploaded as statement #${existing.id} (${existing.status})`,
      reason: 'STATEMENT_DUPLICATE',
    });
  }
  const values = {
    uploadedBy: input.uploadedBy,
    fileName: file.fileName,
    storageKey: file.key,
    sizeBytes: file.size,
    storeOverride: fields.store || null,
    currency,
    accountCurrency: install,
    // A rate typed for the account currency itself converts nothing: it is not kept.
    exchangeRate: currency && currency !== install ? (fields.exchangeRate ?? null) : null,
    waitingFor: null,
    rates: null,
    period: fields.period ?? null,
    mappingId: fields.mappingId ?? null,
    status: 'queued',
    failureReason: null,
    identity: null,
    duplicateOf: null,
    duplicateConfirmed: fields.confirmDuplicate === 'true',
  };
  let id: number;
  if (existing) {
    if (existing.storageKey !== file.key) await deps.storage.delete(existing.storageKey);
    await deps.db.update(statements).set(values).where(eq(statements.id, existing.id));
    id = existing.id;
  } else {
    const inserted = await deps.db
      .insert(statements)
      .values({ ...values, sha256: file.sha256, createdAt: deps.clock.now() })
      .onConflictDoNothing()
      .returning({ id: statements.id });
    if (inserted.length === 0) {
      // Two uploads of the same file at once: the other one won.
      await deps.storage.delete(file.key);
      throw new AppError('CONFLICT', { message: 'This file is being uploaded already', reason: 'STATEMENT_DUPLICATE' });
    }
    id = inserted[0].id;
  }
  return id;
}
