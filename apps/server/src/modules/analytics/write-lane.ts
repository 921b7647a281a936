/**
 * Writes made one after another on a transaction's connection while the caller goes on making the
 * next one: PostgreSQL copies a batch of facts while this process reads the next rows (two
 * cores, both busy). At most one write runs; the caller waits before starting another, so what is
 * held in memory stays one batch ahead.
 */
export class WriteLane {
  private running: Promise<void> = Promise.resolve();

  /** Starts `job` once the write before it is done (its failure is thrown here); does not wait for `job`. */
  async run(job: () => Promise<void>): Promise<void> {
    await this.running;
    const started = job();
    // Awaited by the next run or by settle: no unhandled rejection meanwhile.
    started.catch(() => {});
    this.running = started;
  }

  /** Waits for the last write; throws its failure. */
  settle(): Promise<void> {
    return this.running;
  }
}
