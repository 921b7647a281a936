import { createHash, randomBytes } from 'node:crypto';

/** How long a started connection may take at Spotify before its state is refused. */
export const CONNECT_ATTEMPT_TTL_MS = 10 * 60 * 1000;

export interface ConnectSecrets {
  /** Sent to Spotify and back in the callback; only its hash is stored. */
  state: string;
  /** PKCE: kept on the server, sent only with the code exchange. */
  codeVerifier: string;
  /** PKCE: the verifier's SHA-256, sent in the authorize URL. */
  codeChallenge: string;
}

export function newConnectSecrets(): ConnectSecrets {
  const codeVerifier = randomBytes(64).toString('base64url');
  return {
    state: randomBytes(32).toString('base64url'),
    codeVerifier,
    codeChallenge: createHash('sha256').update(codeVerifier).digest('base64url'),
  };
}

export function hashState(state: string): string {
  return createHash('sha256').update(state).digest('hex');
}
