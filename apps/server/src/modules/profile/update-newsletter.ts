import { ACCOUNT_SETTINGS_MESSAGES, type UpdateNewsletterRequest } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { saveProfileSettings } from './settings-row.js';

/** The person's choice to receive the newsletter; off until they say yes. */
export async function updateNewsletter(deps: AppDeps, userId: number, input: UpdateNewsletterRequest): Promise<string> {
  await saveProfileSettings(deps.db, userId, { newsletter: input.subscribed }, deps.clock.now());
  return input.subscribed ? ACCOUNT_SETTINGS_MESSAGES.newsletterOn : ACCOUNT_SETTINGS_MESSAGES.newsletterOff;
}
