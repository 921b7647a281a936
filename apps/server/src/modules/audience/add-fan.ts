import { AUDIENCE_MESSAGES, type AudienceFan, type AudienceMemberResponse } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { fieldError } from '../../platform/errors.js';
import { isUniqueViolation } from '../../platform/db-errors.js';
import { fanColumns, presentMember } from './present-member.js';
import { audienceMembers } from './tables.js';

/** Adds one fan by hand; an address already in the audience is refused on the e-mail field. */
export async function addFan(deps: AppDeps, accountId: number, fan: AudienceFan): Promise<AudienceMemberResponse> {
  const now = deps.clock.now();
  try {
    const [row] = await deps.db
      .insert(audienceMembers)
      .values({ accountId, type: 'custom', ...fanColumns(fan), createdAt: now, updatedAt: now })
      .returning();
    return { message: AUDIENCE_MESSAGES.added, data: presentMember(row) };
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('email', AUDIENCE_MESSAGES.emailTaken);
    throw error;
  }
}
