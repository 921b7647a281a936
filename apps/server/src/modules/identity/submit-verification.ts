import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import {
  documentHasBack,
  IDENTITY_MESSAGES,
  IdentitySubmitFields,
  type IdentityCheck,
  type IdentityImageSide,
} from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { deleteOnFailure } from '../../platform/storage.js';
import type { UserRow } from '../auth/index.js';
import { checkIdentityImage } from './identity-image.js';
import { documentTypeOf, latestCheck, presentCheck } from './identity-checks.js';
import type { IdentityUpload } from './identity-upload.js';
import { notifyOperatorsOfSubmission } from './identity-notifications.js';
import { identityVerifications } from './tables.js';

type FieldErrors = Record<string, string[]>;

function refuse(errors: FieldErrors): never {
  const messages = Object.values(errors).flat();
  throw new AppError('VALIDATION', { message: messages.length === 1 ? messages[0] : 'Validation Error', errors });
}

/** The check the photos are for: the account's own latest one, still waiting for them. */
async function findWaitingCheck(deps: AppDeps, userId: number, fields: Record<string, string>) {
  const parsed = IdentitySubmitFields.safeParse(fields);
  if (!parsed.success) refuse({ checkId: [IDENTITY_MESSAGES.checkId] });
  const latest = await latestCheck(deps.db, userId);
  // Another account's check, or none at all, is not revealed.
  if (!latest || latest.id !== parsed.data.checkId) {
    const [own] = await deps.db
      .select({ id: identityVerifications.id })
      .from(identityVerifications)
      .where(and(eq(identityVerifications.id, parsed.data.checkId), eq(identityVerifications.userId, userId)));
    // With no check at all the person simply skipped the first step; say so.
    if (!own && latest) throw new AppError('NOT_FOUND');
    throw new AppError('CONFLICT', { message: IDENTITY_MESSAGES.notRequested, reason: 'NOT_REQUESTED' });
  }
  if (latest.provider !== 'review')
    throw new AppError('CONFLICT', { message: IDENTITY_MESSAGES.hostedProvider, reason: 'HOSTED_PROVIDER' });
  if (latest.status !== 'requested')
    throw new AppError('CONFLICT', { message: IDENTITY_MESSAGES.alreadySubmitted, reason: 'ALREADY_SUBMITTED' });
  return latest;
}

/** Every photo checked by content; all the refusals at once, by field. */
async function checkImages(upload: IdentityUpload, needsBack: boolean): Promise<Map<IdentityImageSide, Buffer>> {
  const wanted: IdentityImageSide[] = needsBack ? ['front', 'back', 'selfie'] : ['front', 'selfie'];
  const errors: FieldErrors = {};
  const checked = new Map<IdentityImageSide, Buffer>();
  if (!needsBack && upload.images.back) errors.back = [IDENTITY_MESSAGES.backNotNeeded];
  for (const side of wanted) {
    const content = upload.images[side];
    if (!content || content.length === 0) {
      errors[side] = [IDENTITY_MESSAGES.imageMissing(side)];
      continue;
    }
    const result = await checkIdentityImage(content);
    if (result.ok) checked.set(side, result.jpeg);
    else errors[side] = [result.message];
  }
  if (Object.keys(errors).length > 0) refuse(errors);
  return checked;
}

/**
 * POST support/verification/submit: the photos of the document (front, and back for a card) and
 * a selfie, for the built-in review. They are stored re-encoded, and the check waits for an
 * operator ("submitted"); a second submission of the same check is refused.
 */
export async function submitVerification(deps: AppDeps, user: UserRow, upload: IdentityUpload): Promise<IdentityCheck> {
  const check = await findWaitingCheck(deps, user.id, upload.fields);
  const documentType = documentTypeOf(check);
  const images = await checkImages(upload, documentType ? documentHasBack(documentType) : true);
  // A name of its own per submission: a refused racing one deletes only its own files.
  const token = randomBytes(6).toString('hex');
  const keyOf = (side: IdentityImageSide) => `identity/${user.id}/${check.id}/${side}-${token}.jpg`;
  const keys = [...images.keys()].map(keyOf);
  for (const [side, jpeg] of images) await deps.storage.put(keyOf(side), Readable.from([jpeg]));
  const row = await deleteOnFailure(deps.storage, keys, async () => {
    const [updated] = await deps.db
      .update(identityVerifications)
      .set({
        status: 'submitted',
        documentKey: keyOf('front'),
        documentBackKey: images.has('back') ? keyOf('back') : null,
        selfieKey: keyOf('selfie'),
        submittedAt: deps.clock.now(),
      })
      // Only while it still waits: of two submissions racing, the second finds it sent.
      .where(and(eq(identityVerifications.id, check.id), eq(identityVerifications.status, 'requested')))
      .returning();
    if (!updated)
      throw new AppError('CONFLICT', { message: IDENTITY_MESSAGES.alreadySubmitted, reason: 'ALREADY_SUBMITTED' });
    return updated;
  });
  await notifyOperatorsOfSubmission(deps, user);
  return presentCheck(row);
}
