import type { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { can } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { Actor } from '../../platform/request-auth.js';
import { uploadedFiles } from './tables.js';
import { toUploadedFile, type UploadedFile } from './uploaded-file.js';

export interface FilePreview {
  stream: Readable;
  contentType: string;
  sizeBytes: number | null;
}

/**
 * The account asking for a file it does not own: its id and e-mail (a split names payees by
 * e-mail); the e-mail is null until confirmed, so it names nobody's share.
 */
export interface PreviewViewer {
  id: number;
  email: string | null;
}

/**
 * Who besides a file's owner may see it depends on the areas that use files (releases, splits),
 * which stand above uploads: app.ts passes their answers in when it registers the upload routes.
 */
export interface FilePreviewGrants {
  /** An operator reviews releases: they see the artwork and audio a release uses, not loose uploads. */
  isUsedByARelease(deps: AppDeps, file: Pick<UploadedFile, 'id' | 'userId' | 'kind'>): Promise<boolean>;
  /**
   * A royalty-split payee sees the cover of the release whose track they share (never its audio),
   * when the release and the file belong to the same account.
   */
  isCoverOfASharedTrack(
    deps: AppDeps,
    file: Pick<UploadedFile, 'id' | 'userId'>,
    viewer: PreviewViewer,
  ): Promise<boolean>;
}

const notFound = () => new AppError('NOT_FOUND', { message: 'File not found' });

async function maySee(deps: AppDeps, grants: FilePreviewGrants, file: UploadedFile, actor: Actor): Promise<boolean> {
  if (can(actor, 'release.view', { ownerId: file.userId })) return true;
  if (can(actor, 'release.review') && (await grants.isUsedByARelease(deps, file))) return true;
  if (file.kind !== 'artwork' || !can(actor, 'split.view', { ownerId: actor.accountId })) return false;
  return grants.isCoverOfASharedTrack(deps, file, shareViewerOf(actor));
}

/**
 * A share belongs to the account acted for, like the received-shares list: a manager switched into
 * a payee's account sees its covers, and a payee switched into another account does not see theirs.
 */
function shareViewerOf(actor: Actor): PreviewViewer {
  const { account } = actor;
  return { id: account.id, email: account.confirmedAt ? account.email : null };
}

/**
 * GET files/:id/preview: the artwork's display copy (JPEG), or the audio file itself, for the
 * file's owner, an operator (files a release uses) and a split payee (the shared release's cover).
 * Anyone else gets the same 404 as for a missing id, so ids cannot be probed.
 */
export async function openFilePreview(
  deps: AppDeps,
  grants: FilePreviewGrants,
  actor: Actor,
  fileId: number,
): Promise<FilePreview> {
  const [row] = await deps.db
    .select()
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.id, fileId), eq(uploadedFiles.status, 'ready')))
    .limit(1);
  const file = row ? toUploadedFile(row) : null;
  if (!file || !(await maySee(deps, grants, file, actor))) throw notFound();
  const key = file.kind === 'artwork' ? file.previewStorageKey : file.storageKey;
  if (!key || !(await deps.storage.exists(key))) throw notFound();
  return file.kind === 'artwork'
    ? { stream: deps.storage.get(key), contentType: 'image/jpeg', sizeBytes: null }
    : { stream: deps.storage.get(key), contentType: file.mimeType, sizeBytes: file.sizeBytes };
}
