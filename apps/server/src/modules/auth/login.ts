import { eq, or } from 'drizzle-orm';
import type { LoginRequest, LoginResponse, TokenResponse } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { openLoginChallenge } from './login-challenges.js';
import { assertLoginAllowed, recordLoginAttempt } from './login-throttle.js';
import { verifyAgainstDummy, verifyPassword } from './password-hash.js';
import { createSession, type ClientInfo, type UserRow } from './sessions.js';
import { users } from './tables.js';

export const INVALID_CREDENTIALS = 'These credentials do not match our records';

export function invalidCredentials(): AppError {
  return new AppError('VALIDATION', {
    message: INVALID_CREDENTIALS,
    errors: { email: [INVALID_CREDENTIALS] },
    reason: 'INVALID_CREDENTIALS',
  });
}

/** Same wording and reason as request authentication (platform/request-auth.ts), so the web drops the cookie either way. */
export function bannedError(): AppError {
  return new AppError('UNAUTHENTICATED', { message: 'This account is suspended', reason: 'BANNED' });
}

/** The login field takes the e-mail or the username; both are stored lower-cased. */
export async function findUserByLogin(deps: AppDeps, identifier: string): Promise<UserRow | null> {
  const value = identifier.trim().toLowerCase();
  const [user] = await deps.db
    .select()
    .from(users)
    .where(or(eq(users.email, value), eq(users.username, value)))
    .limit(1);
  return user ?? null;
}

/** Issues the session token and records the granted access; the last step of every sign-in. */
export async function completeSignIn(deps: AppDeps, user: UserRow, client: ClientInfo): Promise<TokenResponse> {
  await recordLoginAttempt(deps, { userId: user.id, identifier: user.email }, client, true);
  const { token } = await createSession(deps, user.id, client);
  return { token };
}

/**
 * Checks the password and answers a token, or the second-factor step the account has on:
 * the authenticator app (TOTP) first, else e-mailed codes.
 */
export async function login(deps: AppDeps, input: LoginRequest, client: ClientInfo): Promise<LoginResponse> {
  const identifier = input.email.trim().toLowerCase();
  const user = await findUserByLogin(deps, identifier);
  const subject = { userId: user?.id ?? null, identifier };
  await assertLoginAllowed(deps, subject, client);

  const passwordMatches = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!user || !passwordMatches) {
    await recordLoginAttempt(deps, subject, client, false);
    throw invalidCredentials();
  }
  // Checked only after the password, so the ban is not revealed to someone guessing.
  if (user.bannedAt) {
    await recordLoginAttempt(deps, subject, client, false);
    throw bannedError();
  }

  return signInOrChallenge(deps, user, client);
}

/**
 * After the first factor (a password, or Google): a token, or the second-factor step the account
 * has on: the authenticator app (TOTP) first, else e-mailed codes.
 */
export async function signInOrChallenge(deps: AppDeps, user: UserRow, client: ClientInfo): Promise<LoginResponse> {
  const hasEmailCodes = user.emailTwoFactorEnabledAt !== null;
  if (user.totpEnabledAt && user.totpSecret) {
    const secretHash = await openLoginChallenge(deps, user, 'google', client);
    return { googleAuth: true, email: user.email, secretHash, hasEmail: hasEmailCodes, hasPhone: false };
  }
  if (hasEmailCodes) {
    const secretHash = await openLoginChallenge(deps, user, 'email', client);
    return { twoFactor: true, type: 'email', email: user.email, secretHash };
  }
  return completeSignIn(deps, user, client);
}
