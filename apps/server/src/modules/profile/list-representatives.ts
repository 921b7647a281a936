import { resolveDisplayName, type RepresentativesResponse } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { findOperators } from '../auth/index.js';

/**
 * The install's staff who look after accounts (its operators), by name only: their sign-in
 * addresses are not handed out; people write to the install's own address instead.
 */
export async function listRepresentatives(deps: AppDeps): Promise<RepresentativesResponse> {
  const operators = await findOperators(deps.db);
  return {
    representatives: operators.map((operator) => ({
      id: operator.id,
      // The e-mail fallback of a display name would hand the address out: a nameless operator is the team.
      name: resolveDisplayName({ ...operator, email: 'Liner team' }),
      role: 'Account representative',
    })),
    contactEmail: addressOf(deps.config.mailFrom),
  };
}

/** `Liner <no-reply@liner.local>` -> `no-reply@liner.local`. */
function addressOf(mailFrom: string): string {
  return /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
}
