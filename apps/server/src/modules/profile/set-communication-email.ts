import { and, eq, ne } from 'drizzle-orm';
import { ADDITIONAL_EMAIL_MESSAGES, type UpdateAdditionalEmailRequest } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { findOwnAdditionalEmail } from './additional-email-rows.js';
import { additionalEmails } from './tables.js';

/** Makes a confirmed address the communication address (the others stop being it), or stops using it. */
export async function setCommunicationEmail(
  deps: AppDeps,
  userId: number,
  input: UpdateAdditionalEmailRequest,
): Promise<string> {
  await deps.db.transaction(async (tx) => {
    const row = await findOwnAdditionalEmail(tx, userId, input.id);
    if (input.communication && !row.confirmedAt)
      throw new AppError('CONFLICT', { message: ADDITIONAL_EMAIL_MESSAGES.notConfirmed });
    if (input.communication)
      await tx
        .update(additionalEmails)
        .set({ isCommunication: false })
        .where(and(eq(additionalEmails.userId, userId), ne(additionalEmails.id, row.id)));
    await tx
      .update(additionalEmails)
      .set({ isCommunication: input.communication })
      .where(eq(additionalEmails.id, row.id));
  });
  return ADDITIONAL_EMAIL_MESSAGES.updated;
}
