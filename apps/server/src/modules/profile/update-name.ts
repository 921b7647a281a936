import { DISPLAY_NAME_UPDATED, NAME_UPDATED, type UpdateNameRequest } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { updateUserAccount } from '../auth/index.js';

/** Legal name (first and last) or display name; answers its own success message for each. */
export async function updateName(deps: AppDeps, userId: number, input: UpdateNameRequest): Promise<string> {
  const updatedAt = deps.clock.now();
  if (input.type === 'legal') {
    await updateUserAccount(deps.db, userId, { firstName: input.firstName, lastName: input.lastName, updatedAt });
    return NAME_UPDATED;
  }
  await updateUserAccount(deps.db, userId, { displayName: input.displayName, updatedAt });
  return DISPLAY_NAME_UPDATED;
}
