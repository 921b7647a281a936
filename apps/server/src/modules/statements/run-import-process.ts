/**
 * Runs readStatementLines in an import process (import-process.ts) and serves what it asks for
 * through this process's sink (batch-sink.ts): catalog lookups, COPY of sale lines and rollups,
 * one after another, each its own short statement, and the statement file's bytes. Resolves with
 * the lines' totals once the import process is done and every database request it made has finished.
 */
import { type ChildProcess, fork } from 'node:child_process';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import type { StatementLayout } from '@liner/ddex/dsr';
import { asBuffer, type ImportProcessInput, type ThreadAnswer, type ThreadMessage } from './import-process-protocol.js';
import type { LinesRead } from './read-statement-lines.js';
import { ImportFailure, type ImportSink, type WriterStatement } from './statement-line-writer.js';

/** A young generation this size keeps a million lines' garbage cheap (the server runs with a 2 MB semi-space). */
const IMPORT_NODE_FLAGS = ['--max-semi-space-size=16'];

function startImportProcess(entryPath: string | null) {
  // From TypeScript sources (tests, benches) the process loads through tsx; the build ships dist/import-process.js.
  const entry =
    entryPath ??
    fileURLToPath(
      new URL(import.meta.url.endsWith('.ts') ? './import-process.ts' : './import-process.js', import.meta.url),
    );
  const fromSources = entry.endsWith('.ts');
  return fork(entry, [], {
    execArgv: fromSources ? [...IMPORT_NODE_FLAGS, '--import', 'tsx'] : IMPORT_NODE_FLAGS,
    serialization: 'advanced', // BigInt and bytes cross as they are
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
}

export interface ImportProcessOptions {
  /** The script to run (config.importProcessEntry); null for the one beside this code. */
  entry: string | null;
  progress: (lines: number) => void;
}

/** The import processes running now, by statement id (the crash tests kill one). */
export const runningImportProcesses = new Map<number, ChildProcess>();

export async function runImportProcess(
  sink: ImportSink,
  open: () => Readable,
  statement: WriterStatement,
  layout: StatementLayout | undefined,
  { entry, progress }: ImportProcessOptions,
): Promise<LinesRead> {
  const input: ImportProcessInput = {
    statement,
    layout,
  };
  const child = startImportProcess(entry);
  runningImportProcesses.set(statement.id, child);
  const post = (message: ThreadAnswer | ImportProcessInput) => {
    // A process that has just failed or ended cannot take an answer still on its way (EPIPE);
    // its own 'failed' message or its exit says why, so the failed send is not the reason.
    if (child.connected) child.send(message, () => undefined);
  };
  const streams = new Map<number, { stream: Readable; chunks: AsyncIterator<Buffer> }>();
  let nextStream = 1;
  // Database requests run strictly one after another: the import takes one connection at a time.
  let database: Promise<unknown> = Promise.resolve();

  const answer = (id: number, work: () => Promise<unknown>) =>
    work().then(
      (value) => post({ id, ok: true, value } as ThreadAnswer),
      (error: unknown) => post({ id, ok: false, message: error instanceof Error ? error.message : String(error) }),
    );
  const inOrder = (work: () => Promise<unknown>) => {
    const next = database.then(work);
    database = next.catch(() => undefined);
    return next;
  };
  const closeStream = (n: number) => {
    streams.get(n)?.stream.destroy();
    streams.delete(n);
  };

  try {
    return await new Promise<LinesRead>((resolve, reject) => {
      const settle = (outcome: () => void) => {
        // Never end while a COPY still runs: the final step or the clean-up comes after it.
        void database.then(outcome);
      };
      child.on('error', (error) => settle(() => reject(error)));
      child.on('exit', (code, signal) =>
        settle(() =>
          reject(new ImportFailure(`the import process stopped (${signal ?? `exit ${code}`}) before it finished`)),
        ),
      );
      post(input);
      child.on('message', (message: ThreadMessage) => {
        switch (message.kind) {
          case 'lookup':
            void answer(message.id, () => inOrder(() => sink.lookupCatalog(message.keys)));
            break;
          case 'copy':
            void answer(message.id, () => inOrder(() => sink.copySalesLines(asBuffer(message.bytes))));
            break;
          case 'rollups':
            void answer(message.id, () => inOrder(() => sink.writeRollups(asBuffer(message.bytes))));
            break;
          case 'open': {
            const n = nextStream++;
            const stream = open();
            streams.set(n, { stream, chunks: stream[Symbol.asyncIterator]() });
            void answer(message.id, async () => n);
            break;
          }
          case 'read':
            void answer(message.id, async () => {
              const entry = streams.get(message.stream);
              if (!entry) throw new Error(`no open stream ${message.stream}`);
              const next = await entry.chunks.next();
              return next.done ? null : next.value;
            });
            break;
          case 'close':
            closeStream(message.stream);
            break;
          case 'progress':
            progress(message.lines);
            break;
          case 'done':
            settle(() => resolve(message.result));
            break;
          case 'failed':
            settle(() => reject(new ImportFailure(message.message, { cause: message.detail })));
            break;
        }
      });
    });
  } finally {
    runningImportProcesses.delete(statement.id);
    for (const n of [...streams.keys()]) closeStream(n);
    // It ends by itself after its last message; a failure on this side must not leave it running.
    if (child.exitCode === null && child.signalCode === null && !child.connected) child.kill();
    else if (child.connected) child.disconnect();
  }
}
