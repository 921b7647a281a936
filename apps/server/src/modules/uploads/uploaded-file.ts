// CONTRACT between the uploads area (owner) and its callers (releases, delivery). The uploads
// engineer implements getUploadedFile; the shape stays as it is (fields may be added).
import { and, eq, inArray, sql } from 'drizzle-orm';
import { fingerprintKeys, isSameRecording } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { uploadedFiles, type UploadedFileRow } from './tables.js';

export type UploadKind = 'artwork' | 'audio';

export interface UploadedFile {
  id: number;
  userId: number;
  kind: UploadKind;
  originalName: string;
  storageKey: string;
  /** A display-size copy (artwork only). */
  previewStorageKey: string | null;
  mimeType: string;
  /** 'JPEG' | 'PNG' for artwork; 'WAV' | 'FLAC' | 'AIFF' for audio. */
  format: string;
  sizeBytes: number;
  sha256: string;
  md5: string;
  width: number | null;
  height: number | null;
  durationSeconds: number | null;
  sampleRate: number | null;
  bitDepth: number | null;
  channels: number | null;
  /** Audio: its Chromaprint fingerprint, null when none was taken or it tells nothing. */
  fingerprint: number[] | null;
  createdAt: Date;
}

/** The file if it exists and belongs to the user (null otherwise: callers answer 404/422). */
export async function getUploadedFile(deps: AppDeps, userId: number, fileId: number): Promise<UploadedFile | null> {
  const [row] = await deps.db
    .select()
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.id, fileId), eq(uploadedFiles.userId, userId), eq(uploadedFiles.status, 'ready')))
    .limit(1);
  return row ? toUploadedFile(row) : null;
}

/**
 * Several files in one query, keyed by id: a file is in the map only if it is ready and belongs to
 * the user asked with it (the same rule as getUploadedFile, one pair at a time).
 */
export async function getUploadedFiles(
  deps: AppDeps,
  wanted: readonly { userId: number; fileId: number }[],
): Promise<Map<number, UploadedFile>> {
  const found = new Map<number, UploadedFile>();
  if (wanted.length === 0) return found;
  const ownerOf = new Map<number, Set<number>>();
  for (const { userId, fileId } of wanted) {
    const owners = ownerOf.get(fileId) ?? new Set<number>();
    owners.add(userId);
    ownerOf.set(fileId, owners);
  }
  const rows = await deps.db
    .select()
    .from(uploadedFiles)
    .where(and(inArray(uploadedFiles.id, [...ownerOf.keys()]), eq(uploadedFiles.status, 'ready')));
  for (const row of rows) if (ownerOf.get(row.id)?.has(row.userId)) found.set(row.id, toUploadedFile(row));
  return found;
}

export function toUploadedFile(row: UploadedFileRow): UploadedFile {
  return {
    id: row.id,
    userId: row.userId,
    kind: row.kind,
    originalName: row.originalName,
    storageKey: row.storageKey,
    previewStorageKey: row.previewStorageKey,
    mimeType: row.mimeType,
    format: row.format,
    sizeBytes: row.sizeBytes,
    sha256: row.sha256,
    md5: row.md5,
    width: row.width,
    height: row.height,
    durationSeconds: row.durationSeconds,
    sampleRate: row.sampleRate,
    bitDepth: row.bitDepth,
    channels: row.channels,
    fingerprint: row.fingerprint ?? null,
    createdAt: row.createdAt,
  };
}

/**
 * The ready files of each user with any of the given contents (SHA-256): the same audio uploaded
 * again, or kept once and used twice. The releases area flags one recording under two ISRCs with it.
 */
export async function findFilesWithContent(
  deps: AppDeps,
  wanted: readonly { userId: number; sha256: string }[],
): Promise<{ id: number; userId: number; sha256: string }[]> {
  if (wanted.length === 0) return [];
  const keys = new Set(wanted.map((w) => `${w.userId}:${w.sha256}`));
  const rows = await deps.db
    .select({ id: uploadedFiles.id, userId: uploadedFiles.userId, sha256: uploadedFiles.sha256 })
    .from(uploadedFiles)
    .where(
      and(
        inArray(uploadedFiles.sha256, [...new Set(wanted.map((w) => w.sha256))]),
        inArray(uploadedFiles.userId, [...new Set(wanted.map((w) => w.userId))]),
        eq(uploadedFiles.status, 'ready'),
      ),
    );
  return rows.filter((row) => keys.has(`${row.userId}:${row.sha256}`));
}

/**
 * The ready audio files of each user whose fingerprint matches one of the given ones: the same
 * recording in another file (a FLAC of the WAV, a re-encode). Candidates share a fingerprint key
 * (an int[] overlap the database answers), and only those are compared item by item.
 */
export async function findFilesWithSameRecording(
  deps: AppDeps,
  wanted: readonly { userId: number; fingerprint: readonly number[] }[],
): Promise<{ id: number; userId: number; sha256: string; fingerprint: number[] }[]> {
  const found = new Map<number, { id: number; userId: number; sha256: string; fingerprint: number[] }>();
  const byUser = new Map<number, (readonly number[])[]>();
  for (const { userId, fingerprint } of wanted) byUser.set(userId, [...(byUser.get(userId) ?? []), fingerprint]);
  for (const [userId, prints] of byUser) {
    const keys = [...new Set(prints.flatMap((print) => fingerprintKeys(print)))];
    if (keys.length === 0) continue;
    const rows = await deps.db
      .select({
        id: uploadedFiles.id,
        userId: uploadedFiles.userId,
        sha256: uploadedFiles.sha256,
        fingerprint: uploadedFiles.fingerprint,
      })
      .from(uploadedFiles)
      .where(
        and(
          eq(uploadedFiles.userId, userId),
          eq(uploadedFiles.kind, 'audio'),
          eq(uploadedFiles.status, 'ready'),
          sql`${uploadedFiles.fingerprintKeys} && ${`{${keys.join(',')}}`}::int[]`,
        ),
      );
    for (const row of rows) {
      const print = row.fingerprint;
      if (print && prints.some((wantedPrint) => isSameRecording(wantedPrint, print)))
        found.set(row.id, { ...row, fingerprint: print });
    }
  }
  return [...found.values()];
}
