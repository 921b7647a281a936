import { ACCOUNT_SETTINGS_MESSAGES } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { findUserById, updateUserAccount } from '../auth/index.js';
import { saveProfileSettings } from './settings-row.js';

/**
 * An artist account becomes a label account, for good: its type changes (the chip, the label
 * profile and business details open), everything it owns stays. The label profile starts with
 * the artist name so the page is not empty. A collaborator upgrades through billing instead
 * (`viaBilling`: a label plan was bought).
 */
export async function upgradeToLabel(
  deps: AppDeps,
  accountId: number,
  options: { viaBilling?: boolean } = {},
): Promise<string> {
  const account = await findUserById(deps.db, accountId);
  if (!account) throw new AppError('NOT_FOUND');
  if (account.type === 'label') throw new AppError('CONFLICT', { message: ACCOUNT_SETTINGS_MESSAGES.alreadyLabel });
  if (account.type === 'collaborator' && !options.viaBilling)
    throw new AppError('CONFLICT', { message: ACCOUNT_SETTINGS_MESSAGES.collaboratorUpgrade });
  const now = deps.clock.now();
  const labelName = account.artistName ?? account.displayName ?? account.username;
  await deps.db.transaction(async (tx) => {
    await updateUserAccount(tx, accountId, { type: 'label', updatedAt: now });
    await saveProfileSettings(tx, accountId, { labelName }, now);
  });
  return ACCOUNT_SETTINGS_MESSAGES.upgraded;
}
