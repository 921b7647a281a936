import { and, eq, gt, isNull } from 'drizzle-orm';
import * as oidc from 'openid-client';
import { GOOGLE_SIGN_IN_MINUTES } from '@liner/domain';
import { hashToken } from '../../platform/crypto.js';
import type { AppDeps } from '../../platform/deps.js';
import type { AuthorizationRequest, VerifiedIdentity } from './identity-provider.js';
import { googleSignIns } from './tables.js';

export type GoogleSignInRow = typeof googleSignIns.$inferSelect;

/** Where Google sends the browser back: a web page that passes the query on to login/google. */
export function googleRedirectUri(deps: AppDeps): string {
  return `${deps.config.publicUrl}/callback/google`;
}

export function authorizationRequestOf(deps: AppDeps, row: GoogleSignInRow): AuthorizationRequest {
  return { state: row.state, nonce: row.nonce, codeVerifier: row.codeVerifier, redirectUri: googleRedirectUri(deps) };
}

/** Opens a sign-in for this browser (replacing an older one it had) with fresh state, nonce and PKCE verifier. */
export async function openGoogleSignIn(deps: AppDeps, browserSecret: string): Promise<GoogleSignInRow> {
  const now = deps.clock.now();
  const [row] = await deps.db
    .insert(googleSignIns)
    .values({
      browserHash: hashToken(browserSecret),
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      codeVerifier: oidc.randomPKCECodeVerifier(),
      expiresAt: new Date(now.getTime() + GOOGLE_SIGN_IN_MINUTES * 60_000),
      createdAt: now,
    })
    .returning();
  return row;
}

/** This browser's open sign-in: not used and not expired; `identified` picks the waiting-for-Google or the waiting-for-registration ones. */
export async function findOpenGoogleSignIn(
  deps: AppDeps,
  browserSecret: string | null,
  identified: boolean,
): Promise<GoogleSignInRow | null> {
  if (!browserSecret) return null;
  const [row] = await deps.db
    .select()
    .from(googleSignIns)
    .where(
      and(
        eq(googleSignIns.browserHash, hashToken(browserSecret)),
        isNull(googleSignIns.consumedAt),
        gt(googleSignIns.expiresAt, deps.clock.now()),
      ),
    )
    .limit(1);
  if (!row || (row.identifiedAt !== null) !== identified) return null;
  return row;
}

/** Keeps what Google vouched for, for the registration form that may follow. */
export async function recordGoogleIdentity(
  deps: AppDeps,
  rowId: number,
  identity: VerifiedIdentity,
  validMinutes: number,
): Promise<void> {
  const now = deps.clock.now();
  await deps.db
    .update(googleSignIns)
    .set({
      subject: identity.subject,
      email: identity.email,
      emailVerified: identity.emailVerified,
      givenName: identity.givenName,
      familyName: identity.familyName,
      identifiedAt: now,
      expiresAt: new Date(now.getTime() + validMinutes * 60_000),
    })
    .where(eq(googleSignIns.id, rowId));
}

/** Spends a sign-in; false when another request spent it first. */
export async function consumeGoogleSignIn(deps: AppDeps, rowId: number, db = deps.db): Promise<boolean> {
  const spent = await db
    .update(googleSignIns)
    .set({ consumedAt: deps.clock.now() })
    .where(and(eq(googleSignIns.id, rowId), isNull(googleSignIns.consumedAt)))
    .returning({ id: googleSignIns.id });
  return spent.length > 0;
}
