import { useCallback, useEffect, useRef, useState } from 'react';
import type { UploadedFileView } from '@liner/domain';
import { errorMessages } from '../../ui/server-errors.js';
import { runResumableUpload, type ResumeState } from './resumable-upload.js';
import { xhrUploadTransport } from './upload-transport.js';

export type AudioUploadState =
  | { status: 'uploading'; fileName: string; sent: number; total: number }
  | { status: 'interrupted'; fileName: string; sent: number; total: number; message: string }
  | { status: 'rejected'; fileName: string; reasons: string[] }
  | { status: 'done'; fileName: string };

interface Entry {
  file: File;
  resume: ResumeState | null;
  abort: AbortController;
}

/**
 * Per-track resumable audio uploads. A lost connection leaves the track "interrupted" with
 * Resume (continue at the server's offset) and Restart (a new upload from byte 0).
 */
export interface AudioUploadCallbacks {
  onDone(trackKey: string, file: UploadedFileView): void;
  /** Return true when the caller shows the rejection itself (the track's state is then cleared). */
  onRejected?(trackKey: string, fileName: string, reasons: string[]): boolean;
}

export function useAudioUploads(callbacks: AudioUploadCallbacks) {
  const [uploads, setUploads] = useState<Record<string, AudioUploadState>>({});
  const entries = useRef(new Map<string, Entry>());
  const callbacksRef = useRef(callbacks);
  callbacksRef.current = callbacks;

  useEffect(
    () => () => {
      for (const entry of entries.current.values()) entry.abort.abort();
    },
    [],
  );

  const set = useCallback((key: string, state: AudioUploadState | null) => {
    setUploads((current) => {
      const next = { ...current };
      if (state) next[key] = state;
      else delete next[key];
      return next;
    });
  }, []);

  const run = useCallback(
    async (key: string, file: File, resume: ResumeState | null) => {
      const abort = new AbortController();
      entries.current.get(key)?.abort.abort();
      const entry: Entry = { file, resume, abort };
      entries.current.set(key, entry);
      let lastSent = 0;
      set(key, { status: 'uploading', fileName: file.name, sent: 0, total: file.size });
      const outcome = await runResumableUpload({
        source: file,
        kind: 'audio',
        transport: xhrUploadTransport(abort.signal),
        resume,
        isCancelled: () => abort.signal.aborted,
        onProgress: (sent, total) => {
          // Progress events come many times a second; a render per whole percent is plenty.
          if (
            Math.floor((sent / Math.max(1, total)) * 100) === Math.floor((lastSent / Math.max(1, total)) * 100) &&
            sent !== total
          )
            return;
          lastSent = sent;
          set(key, { status: 'uploading', fileName: file.name, sent, total });
        },
      });
      if (entries.current.get(key) !== entry) return;
      if (outcome.kind === 'done') {
        entries.current.delete(key);
        set(key, { status: 'done', fileName: file.name });
        callbacksRef.current.onDone(key, outcome.file);
      } else if (outcome.kind === 'rejected') {
        entries.current.delete(key);
        const shown = callbacksRef.current.onRejected?.(key, file.name, outcome.reasons) ?? false;
        set(key, shown ? null : { status: 'rejected', fileName: file.name, reasons: outcome.reasons });
      } else if (outcome.kind === 'interrupted') {
        entry.resume = outcome.state;
        const message =
          outcome.error instanceof Error && !('status' in outcome.error)
            ? outcome.error.message
            : errorMessages(outcome.error).join(' ');
        set(key, {
          status: 'interrupted',
          fileName: file.name,
          sent: outcome.state?.offset ?? 0,
          total: file.size,
          message,
        });
      } else {
        entries.current.delete(key);
        set(key, null);
      }
    },
    [set],
  );

  const start = useCallback(
    (key: string, file: File) => {
      void run(key, file, null);
    },
    [run],
  );
  const resume = useCallback(
    (key: string) => {
      const entry = entries.current.get(key);
      if (entry) void run(key, entry.file, entry.resume);
    },
    [run],
  );
  const restart = useCallback(
    (key: string) => {
      const entry = entries.current.get(key);
      if (entry) void run(key, entry.file, null);
    },
    [run],
  );
  const cancel = useCallback(
    (key: string) => {
      entries.current.get(key)?.abort.abort();
      entries.current.delete(key);
      set(key, null);
    },
    [set],
  );
  const dismiss = useCallback((key: string) => set(key, null), [set]);

  return { uploads, start, resume, restart, cancel, dismiss };
}
