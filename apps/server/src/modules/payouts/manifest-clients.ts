import type { ManifestConfig } from '../../platform/config.js';
import type { FetchLike } from '../../platform/sms/sms-sender.js';
import { createBuiltInManifestClient } from './manifest-built-in-client.js';
import type { ManifestClient } from './manifest-client.js';
import { createManifestRestClient } from './manifest-rest-client.js';

/** The REST client when MANIFEST_API_KEY is set, otherwise the built-in stand-in. */
export function manifestClientFor(config: ManifestConfig | null, fetch: FetchLike = globalThis.fetch): ManifestClient {
  return config ? createManifestRestClient(config, fetch) : createBuiltInManifestClient();
}
