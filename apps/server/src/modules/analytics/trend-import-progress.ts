/**
 * Rows read so far by the imports running in this process, for the operator's screen. The count
 * is also written to the import's row now and then on PostgreSQL (another connection than the
 * import's transaction, which touches the row only at its end), so another process shows it too;
 * PGlite has one connection, which the import's transaction holds until it ends.
 */
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../platform/deps.js';
import { analyticsImports } from './tables.js';

const running = new Map<number, number>();
/** At most one progress update a second. */
const WRITE_EVERY_MS = 1000;

export function trendImportProgress(importId: number): number | undefined {
  return running.get(importId);
}

export class TrendProgressRecorder {
  private writing: Promise<void> | null = null;
  private writtenAt = 0;

  constructor(
    private readonly deps: AppDeps,
    private readonly importId: number,
  ) {}

  set(rowsRead: number): void {
    running.set(this.importId, rowsRead);
    if (this.deps.database.kind !== 'postgres' || this.writing || Date.now() - this.writtenAt < WRITE_EVERY_MS) return;
    this.writtenAt = Date.now();
    this.writing = this.write(rowsRead);
  }

  /** Forgets the import (after its outcome is written); waits for an update under way. */
  async done(): Promise<void> {
    running.delete(this.importId);
    await this.writing;
  }

  private async write(rowsRead: number): Promise<void> {
    try {
      await this.deps.db
        .update(analyticsImports)
        .set({ rowsRead })
        .where(and(eq(analyticsImports.id, this.importId), eq(analyticsImports.status, 'importing')));
    } catch {
      // Progress is a courtesy: the import's own outcome says what happened.
    } finally {
      this.writing = null;
    }
  }
}
