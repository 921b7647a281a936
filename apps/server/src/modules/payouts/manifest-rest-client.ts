import type { ManifestConfig } from '../../platform/config.js';
import type { FetchLike } from '../../platform/sms/sms-sender.js';
import { type ManifestAccount, type ManifestClient, ManifestUnavailable } from './manifest-client.js';

/** Manifest's account statuses, folded into the two Liner shows. */
const ACTIVE_STATUSES = new Set(['active', 'verified']);

interface ManifestAccountBody {
  id?: unknown;
  status?: unknown;
}

function toAccount(body: ManifestAccountBody): ManifestAccount {
  if (typeof body.id !== 'string' || typeof body.status !== 'string')
    throw new ManifestUnavailable('Manifest answered an account without id or status');
  return { id: body.id, status: ACTIVE_STATUSES.has(body.status) ? 'active' : 'pending' };
}

/**
 * Manifest's REST API as this client assumes it (docs/product/payouts.md, "Manifest"): bearer
 * API key; POST /v1/accounts {email, external_id} answers 201 with {id, status}, or 409 with the
 * existing {id, status} when the external id already has one (so a retried create is harmless);
 * GET /v1/accounts/{id} answers {id, status} or 404.
 */
export function createManifestRestClient(config: ManifestConfig, fetch: FetchLike): ManifestClient {
  const headers = {
    authorization: `Bearer ${config.apiKey}`,
    accept: 'application/json',
    'content-type': 'application/json',
  };
  const call = async (path: string, init: RequestInit) => {
    try {
      return await fetch(`${config.baseUrl}${path}`, { ...init, headers });
    } catch (error) {
      throw new ManifestUnavailable(`Manifest could not be reached: ${(error as Error).message}`);
    }
  };
  return {
    async createAccount({ email, externalId }) {
      const response = await call('/v1/accounts', {
        method: 'POST',
        body: JSON.stringify({ email, external_id: externalId }),
      });
      if (response.status !== 201 && response.status !== 200 && response.status !== 409)
        throw new ManifestUnavailable(`Manifest answered ${response.status} to create an account`);
      return toAccount((await response.json()) as ManifestAccountBody);
    },
    async findAccount(accountId) {
      const response = await call(`/v1/accounts/${encodeURIComponent(accountId)}`, { method: 'GET' });
      if (response.status === 404) return null;
      if (!response.ok) throw new ManifestUnavailable(`Manifest answered ${response.status} to an account lookup`);
      return toAccount((await response.json()) as ManifestAccountBody);
    },
  };
}
