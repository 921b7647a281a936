import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import {
  type AcceptPriorityRequest,
  type AcceptPriorityResponse,
  documentFileUrl,
  isUnset,
  PRIORITY_MESSAGES,
  priorityAgreementEnds,
  resolveDisplayName,
} from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { deleteOnFailure } from '../../platform/storage.js';
import { findUserById, updateUserAccount, type UserRow } from '../auth/index.js';
import { addUserDocument } from '../documents/index.js';
import { renderPriorityContract } from './render-priority-contract.js';
import { decodeSignature } from './signature-image.js';
import { priorityAgreements } from './tables.js';

/** The name printed under the signature: the legal name when both parts are set, else the display name. */
export function signerName(user: UserRow): string {
  if (!isUnset(user.firstName) && !isUnset(user.lastName)) return `${user.firstName} ${user.lastName}`;
  return resolveDisplayName(user);
}

/**
 * POST accept-priority: the account signs the priority agreement it was offered. The signature is
 * checked by content and stored; the contract is rendered to PDF and filed among the account's
 * documents; the agreement's row and the priorityAccepted flag are written in the same
 * transaction. Signing twice is refused (the row is unique per account and written first).
 */
export async function acceptPriority(
  deps: AppDeps,
  userId: number,
  input: AcceptPriorityRequest,
): Promise<AcceptPriorityResponse> {
  const user = await findUserById(deps.db, userId);
  if (!user?.priorityMember) throw new AppError('CONFLICT', { message: PRIORITY_MESSAGES.notOffered });
  if (user.priorityAccepted) throw new AppError('CONFLICT', { message: PRIORITY_MESSAGES.alreadySigned });
  const signature = await decodeSignature(input.signature);
  const signedAt = deps.clock.now();
  const name = signerName(user);
  const pdf = await renderPriorityContract({
    issuer: { name: 'Liner', url: deps.config.publicUrl },
    signer: { name, email: user.email },
    signedAt,
    signature,
  });

  const signatureKey = `contracts/${userId}/priority-signature-${signedAt.getTime()}.jpg`;
  await deps.storage.put(signatureKey, Readable.from([signature]));
  const documentId = await deleteOnFailure(deps.storage, [signatureKey], () =>
    deps.db.transaction(async (tx) => {
      const [agreement] = await tx
        .insert(priorityAgreements)
        .values({ userId, signedAt, signedName: name, signatureKey, endsOn: priorityAgreementEnds(signedAt) })
        .onConflictDoNothing({ target: priorityAgreements.userId })
        .returning({ id: priorityAgreements.id });
      // A second request racing this one signed first.
      if (!agreement) throw new AppError('CONFLICT', { message: PRIORITY_MESSAGES.alreadySigned });
      const document = await addUserDocument(
        deps,
        userId,
        {
          kind: 'contract',
          title: 'Priority account agreement',
          content: pdf,
          fileName: `priority-agreement-${signedAt.toISOString().slice(0, 10)}.pdf`,
          contentType: 'application/pdf',
        },
        tx,
      );
      await tx
        .update(priorityAgreements)
        .set({ documentId: document.id })
        .where(eq(priorityAgreements.id, agreement.id));
      await updateUserAccount(tx, userId, { priorityAccepted: true, updatedAt: signedAt });
      return document.id;
    }),
  );
  return { message: 'Contract submitted', signedAt: signedAt.toISOString(), contractUrl: documentFileUrl(documentId) };
}
