import { LABEL_PROFILE_MESSAGES, type UpdateLabelProfileRequest } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { findUserById } from '../auth/index.js';
import { saveProfileSettings } from './settings-row.js';

/** Only a label account has a label profile (an artist upgrades first). */
export async function requireLabelAccount(deps: AppDeps, accountId: number): Promise<void> {
  const account = await findUserById(deps.db, accountId);
  if (account?.type !== 'label') throw new AppError('CONFLICT', { message: LABEL_PROFILE_MESSAGES.labelsOnly });
}

/** Name, description and the four social links; a link left empty is removed. */
export async function updateLabelProfile(
  deps: AppDeps,
  accountId: number,
  input: UpdateLabelProfileRequest,
): Promise<string> {
  await requireLabelAccount(deps, accountId);
  await saveProfileSettings(
    deps.db,
    accountId,
    {
      labelName: input.name,
      labelAbout: input.about,
      instagramUrl: input.instagram,
      facebookUrl: input.facebook,
      xUrl: input.x,
      youtubeUrl: input.youtube,
    },
    deps.clock.now(),
  );
  return LABEL_PROFILE_MESSAGES.saved;
}
