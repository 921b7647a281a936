import { createHash } from 'node:crypto';
import type { ManifestClient } from './manifest-client.js';

/**
 * The stand-in used when MANIFEST_API_KEY is not set (a demo install, the tests): the account id
 * is derived from our own payee id, and the account is active at once because there is no
 * outside onboarding to wait for. It stores nothing; Liner keeps the id on the method row.
 */
export function createBuiltInManifestClient(): ManifestClient {
  const idOf = (externalId: string) =>
    `mf_builtin_${createHash('sha256').update(externalId).digest('hex').slice(0, 16)}`;
  return {
    async createAccount({ externalId }) {
      return { id: idOf(externalId), status: 'active' };
    },
    async findAccount(accountId) {
      return accountId.startsWith('mf_builtin_') ? { id: accountId, status: 'active' } : null;
    },
  };
}
