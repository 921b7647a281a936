/**
 * POST api/admin/analytics/imports: the file is streamed to storage (hashed on the way, never
 * held whole), checked (a text CSV/TSV with the platform layout's header, not seen before), then
 * imported in the request when small, else queued as a job ('analytics.import-trends') that the
 * operator follows on the imports screen. The stored file is deleted once its import has ended.
 */
import { readTrendRows, TrendFileError } from '@liner/ddex/trends';
import { ANALYTICS_IMPORT_MESSAGES, type AnalyticsImportDetail, type UploadTrendFileFields } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { fieldError } from '../../platform/errors.js';
import { runTrendImport, trendLayoutFor } from './import-trend-file.js';
import { trendImportDetail } from './trend-import-queries.js';
import type { StoredTrendFile } from './trend-file-store.js';
import { recordTrendImport } from './trend-import-record.js';
import { enqueueTrendImport } from './trend-import-worker.js';

const TEXT_EXTENSIONS = /\.(csv|tsv|txt|tab)$/i;
/** How much of the file's start is checked for being text with the layout's header. */
const HEAD_BYTES = 64 * 1024;

/** The stored file's first bytes, as text up to its last whole line; null when they are not UTF-8 text. */
async function headText(deps: AppDeps, key: string): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  const stream = deps.storage.get(key);
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    size += chunk.length;
    if (size >= HEAD_BYTES) break;
  }
  stream.destroy();
  const head = Buffer.concat(chunks).subarray(0, HEAD_BYTES);
  if (head.includes(0)) return null;
  try {
    // stream: a character cut at the end of the head is not an error.
    return new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: head.length === HEAD_BYTES });
  } catch {
    return null;
  }
}

/** Refuses what is not the platform's trend file before anything is recorded. */
async function checkTrendFile(deps: AppDeps, file: StoredTrendFile, platform: string): Promise<void> {
  if (file.size === 0) throw fieldError('file', ANALYTICS_IMPORT_MESSAGES.emptyFile);
  if (!TEXT_EXTENSIONS.test(file.fileName)) throw fieldError('file', ANALYTICS_IMPORT_MESSAGES.wrongExtension);
  const head = await headText(deps, file.key);
  if (head === null) throw fieldError('file', ANALYTICS_IMPORT_MESSAGES.notText);
  const header = head.split('\n').find((line) => line.trim() !== '') ?? '';
  try {
    // The header alone: reading it resolves the layout's columns, or throws naming the missing ones.
    await readTrendRows([`${header}\n`], trendLayoutFor(platform)).next();
  } catch (error) {
    if (error instanceof TrendFileError) throw fieldError('file', `${error.message.replace(/^line 1: /, '')}`);
    throw error;
  }
}

/**
 * Checks and records an uploaded file, then imports it (200) or queues it (202). A refused file
 * is deleted from storage.
 */
export async function acceptTrendUpload(
  deps: AppDeps,
  input: { uploadedBy: number; file: StoredTrendFile; fields: UploadTrendFileFields },
): Promise<{ queued: boolean; detail: AnalyticsImportDetail }> {
  const { file, fields } = input;
  let recorded = false;
  try {
    await checkTrendFile(deps, file, fields.platform);
    const layout = trendLayoutFor(fields.platform);
    const inline = !deps.jobs || file.size <= deps.config.trendFiles.inlineMaxBytes;
    const id = await recordTrendImport(deps, {
      source: 'upload',
      platform: layout.platform,
      layout: layout.name,
      fingerprint: file.sha256,
      fileName: file.fileName,
      uploadedBy: input.uploadedBy,
    });
    recorded = true;
    if (!inline) {
      await enqueueTrendImport(deps, { importId: id, storageKey: file.key });
      return { queued: true, detail: await trendImportDetail(deps, id) };
    }
    await runTrendImport(deps, id, layout, () => deps.storage.get(file.key));
    await deps.storage.delete(file.key);
    return { queued: false, detail: await trendImportDetail(deps, id) };
  } catch (error) {
    if (!recorded) await deps.storage.delete(file.key).catch(() => undefined);
    throw error;
  }
}
