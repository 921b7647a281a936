/**
 * Lines read by imports running in this process. The import is one transaction, so its progress
 * cannot be written where other connections see it until it commits; the status endpoint reads
 * this instead while a statement is 'importing'. (On PGlite the one connection is busy for the
 * whole import anyway; on PostgreSQL the API keeps answering and shows these counts.)
 */
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
