/** What a sign-in provider vouches for after the person came back from it. */
export interface VerifiedIdentity {
  /** The provider's stable id of the person (OpenID `sub`). */
  subject: string;
  email: string;
  /** Whether the provider checked that the person owns the address; an unverified one never links an account. */
  emailVerified: boolean;
  givenName: string | null;
  familyName: string | null;
}

export interface CallbackQuery {
  code: string;
  state: string;
  iss?: string;
}

/** The values one authorization request carries; kept server-side until the answer returns. */
export interface AuthorizationRequest {
  state: string;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
}

/**
 * An OpenID Connect provider for the authorization-code flow with PKCE. The real one talks to
 * Google (or the issuer GOOGLE_ISSUER names); tests install one over a local issuer.
 */
export interface IdentityProvider {
  authorizationUrl(request: AuthorizationRequest): Promise<string>;
  /**
   * Exchanges the code of the callback URL's query (code, state, and iss when the issuer sends it)
   * and checks the ID token (signature, issuer, audience, expiry, nonce).
   */
  exchangeCode(callbackQuery: CallbackQuery, request: AuthorizationRequest): Promise<VerifiedIdentity>;
}
