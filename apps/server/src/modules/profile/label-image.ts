import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  LABEL_IMAGE_MAX_BYTES,
  LABEL_IMAGE_MAX_PIXELS,
  LABEL_IMAGE_MIN_PIXELS,
  LABEL_PROFILE_MESSAGES,
} from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { AppError, fieldError } from '../../platform/errors.js';
import { deleteOnFailure } from '../../platform/storage.js';
import { findProfileSettings, saveProfileSettings } from './settings-row.js';
import { requireLabelAccount } from './update-label-profile.js';

const FORMAT_TYPES: Record<string, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** sharp (libvips) loads on the first label image, not at start. */
let sharpModule: Promise<typeof import('sharp')> | null = null;

/** The image's content type when sharp reads it as an allowed image within the limits; a field error otherwise. */
export async function checkLabelImage(bytes: Buffer): Promise<string> {
  if (bytes.length === 0) throw fieldError('image', LABEL_PROFILE_MESSAGES.imageMissing);
  if (bytes.length > LABEL_IMAGE_MAX_BYTES) throw fieldError('image', LABEL_PROFILE_MESSAGES.imageTooLarge);
  const { default: sharp } = await (sharpModule ??= import('sharp'));
  let metadata: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    // The pixel limit keeps a tiny file that claims huge dimensions from being decoded.
    metadata = await sharp(bytes, { limitInputPixels: LABEL_IMAGE_MAX_PIXELS ** 2, failOn: 'error' }).metadata();
  } catch {
    throw fieldError('image', LABEL_PROFILE_MESSAGES.imageNotImage);
  }
  const type = FORMAT_TYPES[metadata.format ?? ''];
  if (!type) throw fieldError('image', LABEL_PROFILE_MESSAGES.imageWrongFormat);
  const width = metadata.width ?? 0;
  const height = metadata.height ?? 0;
  if (width < LABEL_IMAGE_MIN_PIXELS || height < LABEL_IMAGE_MIN_PIXELS)
    throw fieldError('image', LABEL_PROFILE_MESSAGES.imageTooSmall);
  if (width > LABEL_IMAGE_MAX_PIXELS || height > LABEL_IMAGE_MAX_PIXELS)
    throw fieldError('image', LABEL_PROFILE_MESSAGES.imageTooBig);
  return type;
}

/** Stores a new label image in place of the old one (deleted once the row points at the new one). */
export async function setLabelImage(deps: AppDeps, accountId: number, bytes: Buffer): Promise<string> {
  await requireLabelAccount(deps, accountId);
  const type = await checkLabelImage(bytes);
  const previous = await findProfileSettings(deps.db, accountId);
  const key = `label-images/${accountId}/${randomUUID()}`;
  await deps.storage.put(key, Readable.from([bytes]), { maxBytes: LABEL_IMAGE_MAX_BYTES });
  await deleteOnFailure(deps.storage, [key], () =>
    saveProfileSettings(deps.db, accountId, { labelImageKey: key, labelImageType: type }, deps.clock.now()),
  );
  if (previous?.labelImageKey) await deps.storage.delete(previous.labelImageKey).catch(() => undefined);
  return LABEL_PROFILE_MESSAGES.imageSaved;
}

export async function openLabelImage(deps: AppDeps, accountId: number): Promise<{ type: string; body: Readable }> {
  const settings = await findProfileSettings(deps.db, accountId);
  if (!settings?.labelImageKey || !settings.labelImageType)
    throw new AppError('NOT_FOUND', { message: LABEL_PROFILE_MESSAGES.noImage });
  return { type: settings.labelImageType, body: deps.storage.get(settings.labelImageKey) };
}
