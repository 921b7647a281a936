import type { Readable } from 'node:stream';
import { and, eq, ne, or } from 'drizzle-orm';
import { can, normalizeEmail } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { Actor } from '../../platform/request-auth.js';
import { releases, tracks } from '../releases/tables.js';
import { splitPayees, splits, splitVersions } from '../splits/tables.js';
import { uploadedFiles } from './tables.js';
import { toUploadedFile, type UploadedFile } from './uploaded-file.js';

export interface FilePreview {
  stream: Readable;
  contentType: string;
  sizeBytes: number | null;
}

const notFound = () => new AppError('NOT_FOUND', { message: 'File not found' });

async function anyRow(query: Promise<unknown[]>): Promise<boolean> {
  return (await query).length > 0;
}

/** An operator reviews releases: they see the artwork and audio a release uses, not loose uploads. */
function usedByARelease(deps: AppDeps, file: UploadedFile): Promise<boolean> {
  const query =
    file.kind === 'artwork'
      ? deps.db.select({ id: releases.id }).from(releases).where(eq(releases.artworkFileId, file.id)).limit(1)
      : deps.db.select({ id: tracks.id }).from(tracks).where(eq(tracks.audioFileId, file.id)).limit(1);
  return anyRow(query);
}

/**
 * A royalty-split payee sees the cover of the release whose track they share: named in a version
 * of a split on one of its tracks (by e-mail, or as the account that answered), unless they
 * declined. The audio stays the owner's.
 */
function coverOfASharedTrack(deps: AppDeps, file: UploadedFile, actor: Actor): Promise<boolean> {
  const isMe = or(eq(splitPayees.email, normalizeEmail(actor.user.email)), eq(splitPayees.userId, actor.accountId));
  return anyRow(
    deps.db
      .select({ id: splitPayees.id })
      .from(splitPayees)
      .innerJoin(splitVersions, eq(splitVersions.id, splitPayees.versionId))
      .innerJoin(splits, eq(splits.id, splitVersions.splitId))
      .innerJoin(tracks, eq(tracks.id, splits.trackId))
      .innerJoin(releases, eq(releases.id, tracks.releaseId))
      .where(and(eq(releases.artworkFileId, file.id), isMe, ne(splitPayees.status, 'declined')))
      .limit(1),
  );
}

async function maySee(deps: AppDeps, file: UploadedFile, actor: Actor): Promise<boolean> {
  if (can(actor, 'release.view', { ownerId: file.userId })) return true;
  if (can(actor, 'release.review') && (await usedByARelease(deps, file))) return true;
  return file.kind === 'artwork' && coverOfASharedTrack(deps, file, actor);
}

/**
 * GET files/:id/preview: the artwork's display copy (JPEG), or the audio file itself, for the
 * file's owner, an operator (files a release uses) and a split payee (the shared release's cover).
 * Anyone else gets the same 404 as for a missing id, so ids cannot be probed.
 */
export async function openFilePreview(deps: AppDeps, actor: Actor, fileId: number): Promise<FilePreview> {
  const [row] = await deps.db
    .select()
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.id, fileId), eq(uploadedFiles.status, 'ready')))
    .limit(1);
  const file = row ? toUploadedFile(row) : null;
  if (!file || !(await maySee(deps, file, actor))) throw notFound();
  const key = file.kind === 'artwork' ? file.previewStorageKey : file.storageKey;
  if (!key || !(await deps.storage.exists(key))) throw notFound();
  return file.kind === 'artwork'
    ? { stream: deps.storage.get(key), contentType: 'image/jpeg', sizeBytes: null }
    : { stream: deps.storage.get(key), contentType: file.mimeType, sizeBytes: file.sizeBytes };
}
