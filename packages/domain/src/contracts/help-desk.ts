import { z } from 'zod';
import { lineText, text } from './primitives.js';

/**
 * Where the requesters' support tickets go (docs/product/help-desk.md): the built-in desk (the
 * operators' inbox) or the install's Zendesk account. The operator chooses in
 * /api/admin/settings/help-desk; the token is stored sealed and never sent back.
 */
export const HELP_DESK_PROVIDERS = ['built-in', 'zendesk'] as const;
export type HelpDeskProvider = (typeof HELP_DESK_PROVIDERS)[number];

export const HELP_DESK_LIMITS = { subdomainMax: 63, emailMax: 254, tokenMax: 200 } as const;

export const HELP_DESK_MESSAGES = {
  provider: 'Choose the built-in desk or Zendesk',
  subdomain: 'Enter the Zendesk subdomain: letters, digits and hyphens, e.g. acme for acme.zendesk.com',
  email: 'Enter the e-mail address of the Zendesk agent the token belongs to',
  token: 'Enter the Zendesk API token',
  tokenTooLong: `An API token has at most ${HELP_DESK_LIMITS.tokenMax} characters`,
  attachmentsNotForwarded:
    'Files cannot be attached to a ticket for now: describe the problem in words, or send the file when support answers you by e-mail',
  testNeedsZendesk: 'Choose Zendesk to test its connection',
  saved: 'Help-desk settings saved',
  connected: 'Connected to Zendesk',
} as const;

/** A Zendesk subdomain as a DNS label: letters, digits and inner hyphens. */
export const ZENDESK_SUBDOMAIN_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** Where Zendesk's agents answer tickets, for the operator inbox's banner. */
export function zendeskAgentUrl(subdomain: string): string {
  return `https://${subdomain}.zendesk.com/agent`;
}

const optionalText = (max: number, message: string) =>
  lineText({ error: message }).trim().max(max, message).optional().default('');

/**
 * PUT /api/admin/settings/help-desk (and the body of POST .../test). With Zendesk, the subdomain
 * and e-mail are required; the token may be left empty to keep the one already stored (the
 * server says so on `token` when none is).
 */
export const HelpDeskSettingsRequest = z
  .object({
    provider: z.enum(HELP_DESK_PROVIDERS, { error: HELP_DESK_MESSAGES.provider }),
    subdomain: optionalText(HELP_DESK_LIMITS.subdomainMax, HELP_DESK_MESSAGES.subdomain).transform((value) =>
      value.toLowerCase(),
    ),
    email: optionalText(HELP_DESK_LIMITS.emailMax, HELP_DESK_MESSAGES.email).transform((value) => value.toLowerCase()),
    token: optionalText(HELP_DESK_LIMITS.tokenMax, HELP_DESK_MESSAGES.tokenTooLong),
  })
  .superRefine((value, ctx) => {
    if (value.provider !== 'zendesk') return;
    if (!ZENDESK_SUBDOMAIN_PATTERN.test(value.subdomain))
      ctx.addIssue({ code: 'custom', path: ['subdomain'], message: HELP_DESK_MESSAGES.subdomain });
    if (!z.email().safeParse(value.email).success)
      ctx.addIssue({ code: 'custom', path: ['email'], message: HELP_DESK_MESSAGES.email });
  });
export type HelpDeskSettingsRequest = z.input<typeof HelpDeskSettingsRequest>;
export type HelpDeskSettingsInput = z.output<typeof HelpDeskSettingsRequest>;

/** GET and PUT /api/admin/settings/help-desk: the token only as "set" and its last four characters. */
export const HelpDeskSettings = z.object({
  provider: z.enum(HELP_DESK_PROVIDERS),
  subdomain: text().nullable(),
  email: text().nullable(),
  token_set: z.boolean(),
  token_last4: text().nullable(),
  /** https://{subdomain}.zendesk.com/agent when Zendesk is the desk, else null. */
  agent_url: text().nullable(),
  updated_at: text().nullable(),
});
export type HelpDeskSettings = z.infer<typeof HelpDeskSettings>;

/** POST /api/admin/settings/help-desk/test: Zendesk's users/me with the given (or stored) details. */
export const HelpDeskConnectionTest = z.object({
  ok: z.boolean(),
  message: text(),
  /** The agent Zendesk says the token belongs to, when it answered. */
  agent_name: text().nullable(),
});
export type HelpDeskConnectionTest = z.infer<typeof HelpDeskConnectionTest>;
