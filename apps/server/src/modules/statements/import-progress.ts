/**
 * An import's progress (lines read), readable while it runs. This process's imports answer from
 * memory (the status endpoint reads `importProgress` while a statement is 'importing'); the count
 * is also written to the statement's row, one short update at a time, so another process (a
 * separate worker on PostgreSQL) shows it too.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db.js';
import { statements } from './tables.js';

const running = new Map<number, number>();

export const importProgress = {
  set(statementId: number, linesRead: number): void {
    running.set(statementId, linesRead);
  },
  get(statementId: number): number | undefined {
    return running.get(statementId);
  },
  done(statementId: number): void {
    running.delete(statementId);
  },
};

/** Records one import's progress: in memory at once, in its row with at most one update under way. */
export class ImportProgressRecorder {
  private latest = 0;
  private writing: Promise<void> | null = null;

  constructor(
    private readonly db: Database,
    private readonly statementId: number,
  ) {}

  readonly set = (lines: number): void => {
    importProgress.set(this.statementId, lines);
    this.latest = lines;
    this.writing ??= this.write();
  };

  /** Waits for the update under way (the final step writes the row itself). */
  async settled(): Promise<void> {
    await this.writing;
  }

  private async write(): Promise<void> {
    let written = -1;
    try {
      while (written !== this.latest) {
        written = this.latest;
        await this.db
          .update(statements)
          .set({ linesRead: written })
          .where(and(eq(statements.id, this.statementId), eq(statements.status, 'importing')));
      }
    } catch {
      // Progress is a courtesy: the import's own outcome says what happened.
    } finally {
      this.writing = null;
    }
  }
}
