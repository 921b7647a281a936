import type { AppDeps } from '../../../platform/deps.js';
import { AppError } from '../../../platform/errors.js';
import { secretBoxOf } from '../../../platform/secret-box.js';
import { createBuiltInDesk } from './built-in-desk.js';
import type { HelpDesk } from './help-desk.js';
import { findHelpDeskSettings } from './help-desk-settings.js';
import { createZendeskClient, type FetchLike, type ZendeskCredentials } from './zendesk-client.js';
import { createZendeskDesk } from './zendesk-desk.js';

// Keyed by the deps object so each app (and each test app) may send its Zendesk calls elsewhere.
const fetchByDeps = new WeakMap<AppDeps, FetchLike>();

/** Sends an app's Zendesk calls through `fetch` (tests: recorded answers). */
export function installHelpDeskFetch(deps: AppDeps, fetch: FetchLike): void {
  fetchByDeps.set(deps, fetch);
}

export function helpDeskFetchOf(deps: AppDeps): FetchLike {
  return fetchByDeps.get(deps) ?? ((url, init) => globalThis.fetch(url, init));
}

/**
 * The desk the operator chose, read for each request so a change applies at once. A stored token
 * that no longer opens (the install's secrets key changed) is the operator's to fix: the
 * requester is told support cannot be reached.
 */
export async function helpDeskOf(deps: AppDeps): Promise<HelpDesk> {
  const settings = await findHelpDeskSettings(deps.db);
  if (settings?.provider !== 'zendesk') return createBuiltInDesk(deps);
  let credentials: ZendeskCredentials;
  try {
    if (!settings.subdomain || !settings.email || !settings.tokenSealed) throw new Error('incomplete settings');
    credentials = {
      subdomain: settings.subdomain,
      email: settings.email,
      token: secretBoxOf(deps.config).open(settings.tokenSealed),
    };
  } catch (error) {
    deps.logger.error({ err: error }, 'help desk: the Zendesk settings cannot be used; save them again');
    throw new AppError('BAD_GATEWAY', {
      message: 'Support cannot be reached right now: please try again in a few minutes',
      reason: 'HELP_DESK_UNAVAILABLE',
    });
  }
  return createZendeskDesk(deps, createZendeskClient(credentials, { fetch: helpDeskFetchOf(deps) }));
}
