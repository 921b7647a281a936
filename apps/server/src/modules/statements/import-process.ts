/**
 * The import process: reads a statement file and writes its lines (read-statement-lines.ts) in a
 * child process of the server, with a young generation sized for a million short-lived lines (the
 * server runs with a 2 MB semi-space for its idle memory, and V8's flag binds every thread of a
 * process, so a worker thread could not have a larger one), while the server keeps answering
 * requests. The file's bytes, catalog questions, COPY text and rollups travel as IPC messages to
 * the process that holds the transaction (run-import-process.ts).
 */
import type { CatalogRows } from './catalog-matcher.js';
import type {
  ImportProcessInput,
  ThreadAnswer,
  ThreadMessage,
  ThreadNotice,
  ThreadRequest,
} from './import-process-protocol.js';
import { readStatementLines } from './read-statement-lines.js';
import { importFailureReason, type ImportSink } from './statement-line-writer.js';

type Ask = ThreadRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

class TransactionLink {
  private nextId = 1;
  private readonly waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();

  constructor() {
    process.on('message', (answer: ThreadAnswer) => {
      const pending = this.waiting.get(answer.id);
      if (!pending) return;
      this.waiting.delete(answer.id);
      if (answer.ok) pending.resolve(answer.value);
      else pending.reject(new Error(answer.message));
    });
  }

  ask<T>(request: Ask): Promise<T> {
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      send({ ...request, id } as ThreadMessage);
    });
  }

  tell(notice: ThreadNotice): void {
    send(notice);
  }

  /** The statement file from its start, chunk by chunk as the parser asks. */
  async *file(): AsyncGenerator<Uint8Array> {
    const stream = await this.ask<number>({ kind: 'open' });
    try {
      // One chunk asked for ahead: the next one travels while this one is parsed.
      let next = this.ask<Uint8Array | null>({ kind: 'read', stream });
      next.catch(() => undefined);
      for (;;) {
        const chunk = await next;
        if (chunk === null) return;
        next = this.ask<Uint8Array | null>({ kind: 'read', stream });
        next.catch(() => undefined); // left unread when the reader stops early (format detection)
        yield chunk;
      }
    } finally {
      this.tell({ kind: 'close', stream });
    }
  }
}

function send(message: ThreadMessage, sent?: () => void): void {
  if (!process.send)
    throw new Error('import-process runs as a child process with an IPC channel (run-import-process.ts)');
  process.send(message, undefined, {}, sent);
}

/** The last message: sent, then the channel closes and the process ends on its own. */
function finish(notice: ThreadNotice): void {
  send(notice, () => process.disconnect());
}

async function run(input: ImportProcessInput): Promise<void> {
  const link = new TransactionLink();
  const { statement, layout } = input;
  const sink: ImportSink = {
    lookupCatalog: (keys) => link.ask<CatalogRows>({ kind: 'lookup', keys }),
    copySalesLines: (text) => link.ask<void>({ kind: 'copy', bytes: text }),
    writeRollups: (text) => link.ask<void>({ kind: 'rollups', bytes: text }),
    ordered: true, // run-import-process.ts runs database requests in the order they come
  };
  try {
    const result = await readStatementLines(
      () => link.file(),
      statement,
      layout,
      sink,
      (lines) => link.tell({ kind: 'progress', lines }),
    );
    const usage = process.resourceUsage();
    // The import process's own cost, logged with the import's timings.
    const cpuMs = Math.round((usage.userCPUTime + usage.systemCPUTime) / 1000);
    finish({
      kind: 'done',
      result: { ...result, ms: { ...result.ms, processCpu: cpuMs, processPeakRssMb: Math.round(usage.maxRSS / 1024) } },
    });
  } catch (error) {
    finish({
      kind: 'failed',
      message: importFailureReason(error),
      detail: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
  }
}

// The first message says what to import; after its last message the process ends by itself.
process.once('message', (input: ImportProcessInput) => void run(input));
