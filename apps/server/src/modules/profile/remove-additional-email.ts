import { eq } from 'drizzle-orm';
import { ADDITIONAL_EMAIL_MESSAGES } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { findOwnAdditionalEmail } from './additional-email-rows.js';
import { additionalEmails } from './tables.js';

/** Removes one of the person's addresses; mail goes back to the sign-in address if it was the communication one. */
export async function removeAdditionalEmail(deps: AppDeps, userId: number, id: number): Promise<string> {
  const row = await findOwnAdditionalEmail(deps.db, userId, id);
  await deps.db.delete(additionalEmails).where(eq(additionalEmails.id, row.id));
  return ADDITIONAL_EMAIL_MESSAGES.removed;
}
