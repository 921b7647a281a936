import { eq } from 'drizzle-orm';
import {
  GOOGLE_MESSAGES,
  GOOGLE_REGISTRATION_MINUTES,
  type GoogleLoginRequest,
  type GoogleLoginResponse,
} from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { fieldError } from '../../platform/errors.js';
import { requireGoogleProvider } from './google-provider.js';
import type { VerifiedIdentity } from './identity-provider.js';
import {
  authorizationRequestOf,
  consumeGoogleSignIn,
  findOpenGoogleSignIn,
  recordGoogleIdentity,
  type GoogleSignInRow,
} from './google-sign-ins.js';
import { bannedError, signInOrChallenge } from './login.js';
import { recordLoginAttempt } from './login-throttle.js';
import type { ClientInfo, UserRow } from './sessions.js';
import { users } from './tables.js';

async function identityFromGoogle(deps: AppDeps, row: GoogleSignInRow, input: GoogleLoginRequest) {
  const provider = requireGoogleProvider(deps);
  // The state must be this browser's, or the answer belongs to another sign-in.
  if (input.state !== row.state) throw fieldError('google', GOOGLE_MESSAGES.signInExpired);
  try {
    return await provider.exchangeCode(input, authorizationRequestOf(deps, row));
  } catch (error) {
    deps.logger.info({ err: error }, 'Google sign-in: the answer was refused');
    throw fieldError('google', GOOGLE_MESSAGES.notConfirmed);
  }
}

async function userWhere(deps: AppDeps, column: 'googleSubject' | 'email', value: string): Promise<UserRow | null> {
  const [user] = await deps.db.select().from(users).where(eq(users[column], value)).limit(1);
  return user ?? null;
}

/**
 * The account this Google identity opens: the one already linked to it, else the account with
 * the same e-mail address, linked now, but only when Google verified the address (an unverified
 * one could be anybody's). Linking also confirms the address.
 */
async function accountFor(deps: AppDeps, identity: VerifiedIdentity): Promise<UserRow | null> {
  const linked = await userWhere(deps, 'googleSubject', identity.subject);
  if (linked) return linked;
  const sameEmail = await userWhere(deps, 'email', identity.email);
  if (!sameEmail) return null;
  if (!identity.emailVerified) throw fieldError('google', GOOGLE_MESSAGES.unverifiedEmail);
  if (sameEmail.googleSubject !== null) throw fieldError('google', GOOGLE_MESSAGES.linkedElsewhere);
  const now = deps.clock.now();
  const [updated] = await deps.db
    .update(users)
    .set({ googleSubject: identity.subject, confirmedAt: sameEmail.confirmedAt ?? now, updatedAt: now })
    .where(eq(users.id, sameEmail.id))
    .returning();
  return updated;
}

/**
 * POST login/google: Google's answer for this browser's sign-in. An account signs in (its
 * second factor still applies); a new person gets the names for the registration form, and the
 * verified identity waits GOOGLE_REGISTRATION_MINUTES for it.
 */
export async function loginWithGoogle(
  deps: AppDeps,
  browserSecret: string | null,
  input: GoogleLoginRequest,
  client: ClientInfo,
): Promise<GoogleLoginResponse> {
  const row = await findOpenGoogleSignIn(deps, browserSecret, false);
  if (!row) throw fieldError('google', GOOGLE_MESSAGES.signInExpired);
  const identity = await identityFromGoogle(deps, row, input);

  const user = await accountFor(deps, identity);
  if (!user) {
    if (!identity.emailVerified) throw fieldError('google', GOOGLE_MESSAGES.unverifiedEmail);
    await recordGoogleIdentity(deps, row.id, identity, GOOGLE_REGISTRATION_MINUTES);
    return {
      register: true,
      email: identity.email,
      firstName: identity.givenName ?? '',
      lastName: identity.familyName ?? '',
    };
  }
  if (!(await consumeGoogleSignIn(deps, row.id))) throw fieldError('google', GOOGLE_MESSAGES.signInExpired);
  if (user.bannedAt) {
    await recordLoginAttempt(deps, { userId: user.id, identifier: user.email }, client, false);
    throw bannedError();
  }
  return signInOrChallenge(deps, user, client);
}
