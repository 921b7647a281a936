import { eq } from 'drizzle-orm';
import { DISPLAY_NAME_UPDATED, NAME_UPDATED, type UpdateNameRequest } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { users } from '../auth/tables.js';

/** Legal name (first and last) or display name; answers the spec's success message for each. */
export async function updateName(deps: AppDeps, userId: number, input: UpdateNameRequest): Promise<string> {
  const updatedAt = deps.clock.now();
  if (input.type === 'legal') {
    await deps.db
      .update(users)
      .set({ firstName: input.firstName, lastName: input.lastName, updatedAt })
      .where(eq(users.id, userId));
    return NAME_UPDATED;
  }
  await deps.db.update(users).set({ displayName: input.displayName, updatedAt }).where(eq(users.id, userId));
  return DISPLAY_NAME_UPDATED;
}
