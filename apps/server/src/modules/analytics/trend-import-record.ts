/**
 * The analytics_imports row of a trend file. Its fingerprint is the file's SHA-256, unique: a file
 * imported (or queued, or importing) answers 409 naming its import; a failed one is tried again
 * under the same row.
 */
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { analyticsImports } from './tables.js';
import { failIfInterrupted } from './trend-import-lock.js';

export interface NewTrendImport {
  source: 'upload' | 'folder' | 'seed';
  platform: string;
  layout: string;
  fingerprint: string;
  fileName: string | null;
  uploadedBy: number | null;
}

/** The 409 a repeated file answers (reason TREND_FILE_DUPLICATE: the folder pickup skips those quietly). */
export function duplicateTrendFile(existing: { id: number; status: string }): AppError {
  return new AppError('CONFLICT', {
    message: `This file was already imported as import #${existing.id} (${existing.status}); a file counts once`,
    reason: 'TREND_FILE_DUPLICATE',
  });
}

export async function findTrendImportByFingerprint(deps: AppDeps, fingerprint: string) {
  const [row] = await deps.db
    .select({ id: analyticsImports.id, status: analyticsImports.status })
    .from(analyticsImports)
    .where(eq(analyticsImports.fingerprint, fingerprint));
  return row ?? null;
}

/** Inserts the row (or resets a failed one of the same file) and answers its id. */
export async function recordTrendImport(deps: AppDeps, input: NewTrendImport): Promise<number> {
  const existing = await findTrendImportByFingerprint(deps, input.fingerprint);
  if (existing && existing.status !== 'failed' && !(await failIfInterrupted(deps, existing)))
    throw duplicateTrendFile(existing);
  const values = {
    source: input.source,
    platform: input.platform,
    layout: input.layout,
    fileName: input.fileName,
    uploadedBy: input.uploadedBy,
    // 'importing' only once a run holds its lock (runTrendImport).
    status: 'queued',
    rowsRead: 0,
    factsWritten: 0,
    badRows: 0,
    problems: [],
    error: null,
    firstDay: null,
    lastDay: null,
    createdAt: deps.clock.now(),
    finishedAt: null,
  };
  if (existing) {
    const reset = await deps.db
      .update(analyticsImports)
      .set(values)
      .where(eq(analyticsImports.id, existing.id))
      .returning({ id: analyticsImports.id });
    if (reset[0]) return reset[0].id;
  }
  const inserted = await deps.db
    .insert(analyticsImports)
    .values({ ...values, fingerprint: input.fingerprint })
    .onConflictDoNothing()
    .returning({ id: analyticsImports.id });
  const id = inserted[0]?.id;
  if (id === undefined) {
    // The same file arrived twice at once: the other one holds the fingerprint.
    const other = await findTrendImportByFingerprint(deps, input.fingerprint);
    throw duplicateTrendFile(other ?? { id: 0, status: 'importing' });
  }
  return id;
}
