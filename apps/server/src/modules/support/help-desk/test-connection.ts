import { HELP_DESK_MESSAGES, type HelpDeskConnectionTest, type HelpDeskSettingsInput } from '@liner/domain';
import type { AppDeps } from '../../../platform/deps.js';
import { fieldError } from '../../../platform/errors.js';
import { helpDeskFetchOf } from './help-desk-of.js';
import { findHelpDeskSettings, zendeskCredentialsFrom } from './help-desk-settings.js';
import { createZendeskClient } from './zendesk-client.js';
import { ZendeskError } from './zendesk-error.js';

/**
 * POST settings/help-desk/test: asks Zendesk who the details sign in as (users/me), before or
 * after saving them. Zendesk's refusal is the answer, in the operator's words, not an error of
 * this call: only bad input is refused (422).
 */
export async function testHelpDeskConnection(
  deps: AppDeps,
  input: HelpDeskSettingsInput,
): Promise<HelpDeskConnectionTest> {
  if (input.provider !== 'zendesk') throw fieldError('provider', HELP_DESK_MESSAGES.testNeedsZendesk);
  const credentials = zendeskCredentialsFrom(deps, input, await findHelpDeskSettings(deps.db));
  const client = createZendeskClient(credentials, { fetch: helpDeskFetchOf(deps) });
  try {
    const me = await client.me();
    // A token of an end user signs in but cannot read or write other people's tickets.
    if (me.role === 'end-user')
      return { ok: false, message: new ZendeskError('forbidden', 200).operatorMessage, agent_name: me.name };
    return { ok: true, message: `${HELP_DESK_MESSAGES.connected} as ${me.name}`, agent_name: me.name };
  } catch (error) {
    if (!(error instanceof ZendeskError)) throw error;
    return { ok: false, message: error.operatorMessage, agent_name: null };
  }
}
