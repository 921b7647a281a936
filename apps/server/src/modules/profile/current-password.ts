import { WRONG_CURRENT_PASSWORD } from '@liner/domain';
import type { UserRow } from '../auth/index.js';
import { fieldError } from '../../platform/errors.js';
import { verifyPassword } from '../auth/index.js';

/**
 * Guard for security changes: the bearer token alone is not enough, the person must also know
 * the password. `field` names the form field the 422 points at.
 */
export async function assertCurrentPassword(
  user: Pick<UserRow, 'passwordHash'>,
  password: string,
  field: string,
): Promise<void> {
  if (!(await verifyPassword(user.passwordHash, password))) throw fieldError(field, WRONG_CURRENT_PASSWORD);
}
