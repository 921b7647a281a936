import { PLATFORM_LINK_MESSAGES, type ParsedProfileLink } from '@liner/domain';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../platform/deps.js';
import { audiomackLinks } from './tables.js';

/**
 * "Instant access" for Audiomack: Audiomack offers no sign-in for partners, so the account names
 * its artist page (checked offline: an artist page, not a song or a playlist) and that page is
 * what Liner sends with its deliveries. A second link replaces the first.
 */
export async function connectAudiomack(deps: AppDeps, accountId: number, profile: ParsedProfileLink): Promise<string> {
  const values = { slug: profile.id, url: profile.url, connectedAt: deps.clock.now() };
  await deps.db
    .insert(audiomackLinks)
    .values({ accountId, ...values })
    .onConflictDoUpdate({ target: audiomackLinks.accountId, set: values });
  return PLATFORM_LINK_MESSAGES.audiomackConnected;
}

export async function removeAudiomack(deps: AppDeps, accountId: number): Promise<string> {
  await deps.db.delete(audiomackLinks).where(eq(audiomackLinks.accountId, accountId));
  return PLATFORM_LINK_MESSAGES.audiomackRemoved;
}
