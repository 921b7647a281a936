import { eq } from 'drizzle-orm';
import { HELP_DESK_MESSAGES, type HelpDeskSettings, type HelpDeskSettingsInput, zendeskAgentUrl } from '@liner/domain';
import type { DbExecutor } from '../../../platform/db.js';
import type { AppDeps } from '../../../platform/deps.js';
import { fieldError } from '../../../platform/errors.js';
import { secretBoxOf } from '../../../platform/secret-box.js';
import { type HelpDeskSettingsRow, helpDeskSettings } from './tables.js';
import type { ZendeskCredentials } from './zendesk-client.js';

const SETTINGS_ID = 1;

export async function findHelpDeskSettings(db: DbExecutor): Promise<HelpDeskSettingsRow | null> {
  const [row] = await db.select().from(helpDeskSettings).where(eq(helpDeskSettings.id, SETTINGS_ID)).limit(1);
  return row ?? null;
}

/** The settings as the operator reads them: never the token, only whether one is stored and its end. */
export function presentHelpDeskSettings(row: HelpDeskSettingsRow | null): HelpDeskSettings {
  const provider = row?.provider ?? 'built-in';
  return {
    provider,
    subdomain: row?.subdomain ?? null,
    email: row?.email ?? null,
    token_set: !!row?.tokenSealed,
    token_last4: row?.tokenSealed ? row.tokenLast4 : null,
    agent_url: provider === 'zendesk' && row?.subdomain ? zendeskAgentUrl(row.subdomain) : null,
    updated_at: row?.updatedAt.toISOString() ?? null,
  };
}

/** The stored token, or '' when there is none or it no longer opens (the install's key changed): typed again, it works. */
function storedToken(deps: AppDeps, stored: HelpDeskSettingsRow | null): string {
  if (!stored?.tokenSealed) return '';
  try {
    return secretBoxOf(deps.config).open(stored.tokenSealed);
  } catch {
    return '';
  }
}

/**
 * The Zendesk details to use: the ones typed, the stored token when none was typed. 422 on
 * `token` when Zendesk is chosen and no token is typed nor stored.
 */
export function zendeskCredentialsFrom(
  deps: AppDeps,
  input: HelpDeskSettingsInput,
  stored: HelpDeskSettingsRow | null,
): ZendeskCredentials {
  const token = input.token || storedToken(deps, stored);
  if (!token) throw fieldError('token', HELP_DESK_MESSAGES.token);
  return { subdomain: input.subdomain, email: input.email, token };
}

/** PUT settings/help-desk: the desk and its details; the Zendesk details stay when the built-in desk is chosen. */
export async function saveHelpDeskSettings(
  deps: AppDeps,
  operatorId: number,
  input: HelpDeskSettingsInput,
): Promise<HelpDeskSettings> {
  const stored = await findHelpDeskSettings(deps.db);
  if (input.provider === 'zendesk') zendeskCredentialsFrom(deps, input, stored);
  const typedToken = input.token
    ? { tokenSealed: secretBoxOf(deps.config).seal(input.token), tokenLast4: input.token.slice(-4) }
    : {};
  const zendeskDetails =
    input.provider === 'zendesk' || input.subdomain || input.email
      ? { subdomain: input.subdomain || null, email: input.email || null }
      : {};
  const values = {
    provider: input.provider,
    ...zendeskDetails,
    ...typedToken,
    updatedBy: operatorId,
    updatedAt: deps.clock.now(),
  };
  const [row] = await deps.db
    .insert(helpDeskSettings)
    .values({ id: SETTINGS_ID, ...values })
    .onConflictDoUpdate({ target: helpDeskSettings.id, set: values })
    .returning();
  return presentHelpDeskSettings(row);
}
