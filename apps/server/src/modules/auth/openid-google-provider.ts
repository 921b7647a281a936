import * as oidc from 'openid-client';
import type { GoogleSignInConfig } from '../../platform/config.js';
import type { AuthorizationRequest, IdentityProvider, VerifiedIdentity } from './identity-provider.js';

export type FetchLike = (url: string, init?: RequestInit) => Promise<Response>;

/** A loopback issuer over plain http is a local test issuer; anything else must be https. */
function isLoopbackHttp(issuer: URL): boolean {
  return issuer.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(issuer.hostname);
}

function claimText(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/**
 * Google through openid-client: discovery of the issuer (cached once it succeeds), PKCE (S256),
 * state and nonce, the code exchanged with the client secret, the ID token checked by the
 * library (signature from the issuer's keys, issuer, audience, expiry, nonce).
 */
export function createOpenIdGoogleProvider(config: GoogleSignInConfig, fetch: FetchLike): IdentityProvider {
  const issuer = new URL(config.issuer);
  let discovered: Promise<oidc.Configuration> | null = null;

  const configuration = () => {
    discovered ??= oidc
      .discovery(issuer, config.clientId, config.clientSecret, undefined, {
        // The library's body type is a narrower BodyInit; a Uint8Array body is sent as is by fetch.
        [oidc.customFetch]: (url, init) => fetch(url, init as RequestInit),
        execute: isLoopbackHttp(issuer) ? [oidc.allowInsecureRequests] : [],
      })
      .catch((error: unknown) => {
        discovered = null; // try again on the next sign-in rather than keep a failure
        throw error;
      });
    return discovered;
  };

  return {
    async authorizationUrl(request: AuthorizationRequest): Promise<string> {
      const client = await configuration();
      const url = oidc.buildAuthorizationUrl(client, {
        redirect_uri: request.redirectUri,
        scope: 'openid email profile',
        state: request.state,
        nonce: request.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(request.codeVerifier),
        code_challenge_method: 'S256',
        // Google's own prompt: someone signed in to several Google accounts picks one. Other
        // issuers (a test issuer) do not know the value.
        ...(issuer.hostname === 'accounts.google.com' ? { prompt: 'select_account' } : {}),
      });
      return url.toString();
    },

    async exchangeCode(callbackQuery, request): Promise<VerifiedIdentity> {
      const client = await configuration();
      const callbackUrl = new URL(request.redirectUri);
      callbackUrl.searchParams.set('code', callbackQuery.code);
      callbackUrl.searchParams.set('state', callbackQuery.state);
      // An issuer that names itself in the callback (RFC 9207) has it checked by the library.
      if (callbackQuery.iss) callbackUrl.searchParams.set('iss', callbackQuery.iss);
      const tokens = await oidc.authorizationCodeGrant(client, callbackUrl, {
        pkceCodeVerifier: request.codeVerifier,
        expectedState: request.state,
        expectedNonce: request.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      const email = claimText(claims?.email);
      if (!claims || !email) throw new Error('The ID token carries no e-mail address');
      return {
        subject: claims.sub,
        email: email.toLowerCase(),
        emailVerified: claims.email_verified === true,
        givenName: claimText(claims.given_name),
        familyName: claimText(claims.family_name),
      };
    },
  };
}
