/**
 * Messages between an import process (import-process.ts) and the process that holds the import's
 * transaction (run-import-process.ts), over IPC with structured-clone serialisation. The import
 * process asks; the transaction's process answers
 * every message that has an `id`, in order for the database ones (they share one connection).
 */
import type { StatementLayout } from '@liner/ddex/dsr';
import type { CatalogKeys, CatalogRows } from './catalog-matcher.js';
import type { LinesRead } from './read-statement-lines.js';
import type { WriterStatement } from './statement-line-writer.js';

/** What the import process starts with (its first message). */
export interface ImportProcessInput {
  statement: WriterStatement;
  layout: StatementLayout | undefined;
}

export type ThreadRequest =
  | { id: number; kind: 'lookup'; keys: CatalogKeys }
  | { id: number; kind: 'copy'; bytes: Uint8Array }
  | { id: number; kind: 'rollups'; bytes: Uint8Array }
  /** Opens the statement file again from its start; answered with a stream number. */
  | { id: number; kind: 'open' }
  /** The next chunk of a stream; answered with bytes, or null at its end. */
  | { id: number; kind: 'read'; stream: number };

export type ThreadNotice =
  | { kind: 'close'; stream: number }
  | { kind: 'progress'; lines: number }
  | { kind: 'done'; result: LinesRead }
  /** `message` is for the operator (importFailureReason); `detail` is the error itself, for the log. */
  | { kind: 'failed'; message: string; detail: string };

export type ThreadMessage = ThreadRequest | ThreadNotice;

export type ThreadAnswer =
  | { id: number; ok: true; value: CatalogRows | number | Uint8Array | null | undefined }
  | { id: number; ok: false; message: string };

export function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
