import { describe, expect, it } from 'vitest';
import type { UploadedFileView, UploadSessionView } from '@liner/domain';
import {
  formatBytes,
  runResumableUpload,
  type ChunkResult,
  type UploadSource,
  type UploadTransport,
} from './resumable-upload.js';

const FILE = { id: 9 } as UploadedFileView;

function source(size: number): UploadSource {
  return { name: 'song.wav', size, slice: (start, end) => new Blob([new Uint8Array(end - start)]) };
}

/** A fake server holding `held` bytes; `script` decides what each PUT does. */
function fakeServer(
  size: number,
  chunkSize: number,
  script: (call: number, offset: number) => 'ok' | 'fail' | 'reject' | { conflict: number } = () => 'ok',
) {
  let held = 0;
  const puts: number[] = [];
  const session = (): UploadSessionView => ({
    uploadId: 1,
    kind: 'audio',
    fileName: 'song.wav',
    size,
    offset: held,
    chunkSize,
    status: 'uploading',
    fileId: null,
    errors: null,
  });
  const transport: UploadTransport = {
    create: async () => session(),
    status: async () => session(),
    async put(_id, offset, chunk, onProgress): Promise<ChunkResult> {
      puts.push(offset);
      const action = script(puts.length, offset);
      if (action === 'fail') {
        held = offset + Math.floor(chunk.size / 2);
        throw new Error('network');
      }
      if (action === 'reject')
        return { kind: 'rejected', reasons: ['The audio must be stereo (2 channels): this file has 1 channel'] };
      if (typeof action === 'object') {
        held = action.conflict;
        return { kind: 'conflict', offset: action.conflict };
      }
      if (offset !== held) return { kind: 'conflict', offset: held };
      onProgress(chunk.size);
      held = offset + chunk.size;
      const done = held >= size;
      return {
        kind: 'ok',
        response: { offset: held, size, status: done ? 'complete' : 'uploading', file: done ? FILE : null },
      };
    },
  };
  return { transport, puts };
}

describe('runResumableUpload', () => {
  it('sends the file in chunks and reports progress to the end', async () => {
    const { transport, puts } = fakeServer(25, 10);
    const progress: number[] = [];
    const outcome = await runResumableUpload({
      source: source(25),
      kind: 'audio',
      transport,
      onProgress: (sent) => progress.push(sent),
    });
    expect(outcome).toEqual({ kind: 'done', file: FILE });
    expect(puts).toEqual([0, 10, 20]);
    expect(progress.at(-1)).toBe(25);
  });

  it('after a lost connection re-reads the server offset and goes on from there', async () => {
    const { transport, puts } = fakeServer(30, 10, (call) => (call === 2 ? 'fail' : 'ok'));
    const outcome = await runResumableUpload({ source: source(30), kind: 'audio', transport });
    expect(outcome.kind).toBe('done');
    expect(puts).toEqual([0, 10, 15, 25]);
  });

  it('follows the offset a 409 names', async () => {
    const { transport, puts } = fakeServer(30, 10, (call) => (call === 1 ? { conflict: 20 } : 'ok'));
    expect((await runResumableUpload({ source: source(30), kind: 'audio', transport })).kind).toBe('done');
    expect(puts).toEqual([0, 20]);
  });

  it('gives up after repeated failures with a state to resume from, and resumes', async () => {
    let failing = true;
    const { transport } = fakeServer(30, 10, () => (failing ? 'fail' : 'ok'));
    const first = await runResumableUpload({ source: source(30), kind: 'audio', transport, retries: 1 });
    expect(first.kind).toBe('interrupted');
    failing = false;
    const state = first.kind === 'interrupted' ? first.state : null;
    expect(state).toMatchObject({ uploadId: 1, chunkSize: 10 });
    expect((await runResumableUpload({ source: source(30), kind: 'audio', transport, resume: state })).kind).toBe(
      'done',
    );
  });

  it('returns every rejection reason of the server', async () => {
    const { transport } = fakeServer(10, 10, () => 'reject');
    expect(await runResumableUpload({ source: source(10), kind: 'audio', transport })).toEqual({
      kind: 'rejected',
      reasons: ['The audio must be stereo (2 channels): this file has 1 channel'],
    });
  });

  it('stops when cancelled', async () => {
    const { transport } = fakeServer(30, 10);
    expect(await runResumableUpload({ source: source(30), kind: 'audio', transport, isCancelled: () => true })).toEqual(
      { kind: 'cancelled' },
    );
  });
});

describe('formatBytes', () => {
  it.each([
    [512, '512 B'],
    [2048, '2.0 KB'],
    [5 * 1024 * 1024, '5.0 MB'],
    [300 * 1024 * 1024, '300 MB'],
  ])('%i -> %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});
