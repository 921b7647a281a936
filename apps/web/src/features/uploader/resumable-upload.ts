import type { UploadChunkResponse, UploadedFileView, UploadKind, UploadSessionView } from '@liner/domain';

/**
 * The client side of the server's resumable upload protocol (contracts/uploads.ts): create a
 * session, PUT chunks at the offset the server holds, and after a lost connection ask the
 * server for its offset and go on from there. The transport is injected so the loop is tested
 * in node without a network.
 */
export interface UploadTransport {
  create(input: { kind: UploadKind; fileName: string; size: number }): Promise<UploadSessionView>;
  /** Sends bytes [offset, offset + chunk.size); reports bytes of this chunk sent so far. */
  put(uploadId: number, offset: number, chunk: Blob, onChunkProgress: (sent: number) => void): Promise<ChunkResult>;
  status(uploadId: number): Promise<UploadSessionView>;
}

export type ChunkResult =
  | { kind: 'ok'; response: UploadChunkResponse }
  /** 409: the server holds another offset; resume from it. */
  | { kind: 'conflict'; offset: number }
  /** 422 on the completing chunk: the assembled file was refused, with every reason. */
  | { kind: 'rejected'; reasons: string[] };

export interface UploadSource {
  name: string;
  size: number;
  slice(start: number, end: number): Blob;
}

export interface ResumeState {
  uploadId: number;
  chunkSize: number;
  offset: number;
}

export type UploadOutcome =
  | { kind: 'done'; file: UploadedFileView }
  | { kind: 'rejected'; reasons: string[] }
  /** The connection failed: resume later from `state` (or restart). */
  | { kind: 'interrupted'; state: ResumeState | null; error: unknown }
  | { kind: 'cancelled' };

export interface UploadRun {
  source: UploadSource;
  kind: UploadKind;
  transport: UploadTransport;
  /** Set to resume an upload the server already holds part of. */
  resume?: ResumeState | null;
  onProgress?(sentBytes: number, totalBytes: number): void;
  /** Also called between chunks, so a cancel stops at the next boundary. */
  isCancelled?(): boolean;
  /** Consecutive failed requests tolerated (with the offset re-read) before giving up. */
  retries?: number;
}

export async function runResumableUpload(run: UploadRun): Promise<UploadOutcome> {
  const { source, transport } = run;
  const report = (sent: number) => run.onProgress?.(Math.min(sent, source.size), source.size);
  let state: ResumeState | null = run.resume ?? null;
  let failures = 0;
  const maxFailures = run.retries ?? 2;

  try {
    if (state) {
      state = { ...state, offset: (await transport.status(state.uploadId)).offset };
    } else {
      const session = await transport.create({ kind: run.kind, fileName: source.name, size: source.size });
      state = { uploadId: session.uploadId, chunkSize: session.chunkSize, offset: session.offset };
    }
  } catch (error) {
    return { kind: 'interrupted', state, error };
  }

  report(state.offset);
  for (;;) {
    if (run.isCancelled?.()) return { kind: 'cancelled' };
    const { offset, chunkSize, uploadId }: ResumeState = state;
    const end = Math.min(source.size, offset + Math.max(1, chunkSize));
    let result: ChunkResult;
    try {
      result = await transport.put(uploadId, offset, source.slice(offset, end), (sent) => report(offset + sent));
      failures = 0;
    } catch (error) {
      failures += 1;
      if (failures > maxFailures) return { kind: 'interrupted', state, error };
      try {
        state = { ...state, offset: (await transport.status(uploadId)).offset };
      } catch (statusError) {
        return { kind: 'interrupted', state, error: statusError };
      }
      continue;
    }
    if (result.kind === 'rejected') return { kind: 'rejected', reasons: result.reasons };
    if (result.kind === 'conflict') {
      state = { ...state, offset: result.offset };
      continue;
    }
    state = { ...state, offset: result.response.offset };
    report(state.offset);
    if (result.response.status === 'rejected') return { kind: 'rejected', reasons: ['The file was refused'] };
    if (result.response.file) return { kind: 'done', file: result.response.file };
    // An empty file completes with its first (empty) chunk; any other answer must move forward.
    if (end === offset && state.offset === offset)
      return { kind: 'interrupted', state, error: new Error('The upload did not progress') };
  }
}

/** "12.5 MB" for progress lines. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value >= 100 ? Math.round(value) : value.toFixed(1)} ${units[unit]}`;
}
