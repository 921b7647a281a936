import { eq } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../platform/db.js';
import { AnalyticsFactWriter } from './fact-writer.js';
import { analyticsImports, type TrendRowProblem } from './tables.js';

/** What an analytics_imports row says about a batch written in one go (tables.ts). */
export interface FactBatchInput {
  source: 'upload' | 'folder' | 'statement' | 'pull' | 'seed';
  /** The platform's slug, or '*' for a batch of several platforms (a statement, the seed). */
  platform: string;
  layout: string;
  fingerprint: string;
  fileName?: string | null;
  uploadedBy?: number | null;
  /** When the batch finished (the caller's clock). */
  now: Date;
}

/** What the caller's write step reports besides the facts it added. */
export interface FactBatchReport {
  rowsRead?: number;
  badRows?: number;
  problems?: TrendRowProblem[];
}

export interface WrittenFactBatch {
  importId: number;
  written: number;
  firstDay: string | null;
  lastDay: string | null;
}

/**
 * Writes one batch of facts in one transaction: its analytics_imports row, the facts and their
 * rollups, the row marked done with its counts. Null, and nothing written, when a batch with the
 * same fingerprint exists: the same batch never counts twice.
 */
export async function writeFactBatch(
  db: Database,
  input: FactBatchInput,
  write: (writer: AnalyticsFactWriter, tx: DbExecutor) => Promise<FactBatchReport | undefined>,
): Promise<WrittenFactBatch | null> {
  return db.transaction((tx) => writeFactBatchIn(tx, input, write));
}

/** writeFactBatch inside the caller's transaction. */
export async function writeFactBatchIn(
  tx: DbExecutor,
  input: FactBatchInput,
  write: (writer: AnalyticsFactWriter, tx: DbExecutor) => Promise<FactBatchReport | undefined>,
): Promise<WrittenFactBatch | null> {
  const [created] = await tx
    .insert(analyticsImports)
    .values({
      source: input.source,
      platform: input.platform,
      layout: input.layout,
      fingerprint: input.fingerprint,
      fileName: input.fileName ?? null,
      uploadedBy: input.uploadedBy ?? null,
      createdAt: input.now,
    })
    .onConflictDoNothing({ target: analyticsImports.fingerprint })
    .returning({ id: analyticsImports.id });
  if (!created) return null;
  const writer = new AnalyticsFactWriter(tx, created.id);
  const report = (await write(writer, tx)) ?? {};
  await writer.flush();
  await tx
    .update(analyticsImports)
    .set({
      status: 'done',
      rowsRead: report.rowsRead ?? writer.written,
      badRows: report.badRows ?? 0,
      problems: report.problems ?? [],
      factsWritten: writer.written,
      firstDay: writer.firstDay,
      lastDay: writer.lastDay,
      finishedAt: input.now,
    })
    .where(eq(analyticsImports.id, created.id));
  return { importId: created.id, written: writer.written, firstDay: writer.firstDay, lastDay: writer.lastDay };
}
