import { ACCOUNT_SETTINGS_MESSAGES, type UpdateArtistInfoRequest } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { updateUserAccount } from '../auth/index.js';
import { saveProfileSettings } from './settings-row.js';

/** The artist name lives on the account (stores and lists read it there); genre and biography here. */
export async function updateArtistInfo(deps: AppDeps, userId: number, input: UpdateArtistInfoRequest): Promise<string> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await updateUserAccount(tx, userId, { artistName: input.artistName, updatedAt: now });
    await saveProfileSettings(tx, userId, { artistGenre: input.genre, artistAbout: input.about }, now);
  });
  return ACCOUNT_SETTINGS_MESSAGES.artistInfoSaved;
}
