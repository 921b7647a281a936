import { violatedUniqueConstraint } from '../../platform/db-errors.js';
import { eq } from 'drizzle-orm';
import { RegisterRequest, type AvailabilityResponse, type TokenResponse } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { reserveMail } from '../outbound-mail/index.js';
import { sendVerificationMail } from './auth-mails.js';
import { VERIFY_EMAIL_TOKEN_MINUTES, issueOneTimeToken } from './one-time-tokens.js';
import { hashPassword } from './password-hash.js';
import { assertCaptchaSolved } from './captcha.js';
import { createSession, type ClientInfo, type UserRow } from './sessions.js';
import { userDetails, users } from './tables.js';

export const EMAIL_TAKEN = 'This e-mail address is already registered';
export const USERNAME_TAKEN = 'This username is already taken';

async function emailTaken(deps: AppDeps, email: string): Promise<boolean> {
  const rows = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return rows.length > 0;
}

async function usernameTaken(deps: AppDeps, username: string): Promise<boolean> {
  const rows = await deps.db.select({ id: users.id }).from(users).where(eq(users.username, username)).limit(1);
  return rows.length > 0;
}

function takenError(field: 'email' | 'username'): AppError {
  const message = field === 'email' ? EMAIL_TAKEN : USERNAME_TAKEN;
  return new AppError('VALIDATION', { message, errors: { [field]: [message] }, reason: 'ALREADY_TAKEN' });
}

/** For the live checks of the sign-up form: taken, or not a valid username at all. */
export async function checkUsernameAvailability(deps: AppDeps, username: string): Promise<AvailabilityResponse> {
  const parsed = RegisterRequest.shape.username.safeParse(username);
  if (!parsed.success) return { available: false, message: parsed.error.issues[0].message };
  if (await usernameTaken(deps, parsed.data)) return { available: false, message: USERNAME_TAKEN };
  return { available: true };
}

export async function checkEmailAvailability(deps: AppDeps, email: string): Promise<AvailabilityResponse> {
  const parsed = RegisterRequest.shape.email.safeParse(email);
  if (!parsed.success) return { available: false, message: parsed.error.issues[0].message };
  if (await emailTaken(deps, parsed.data)) return { available: false, message: EMAIL_TAKEN };
  return { available: true };
}

/** Mails a fresh confirmation link (48 h, single use) to the user's address, within the mail limits. */
export async function sendEmailConfirmation(deps: AppDeps, user: { id: number; email: string }): Promise<void> {
  await reserveMail(deps, 'email-confirmation', { userId: user.id }, [user.email]);
  const token = await issueOneTimeToken(deps, {
    userId: user.id,
    purpose: 'verify-email',
    minutes: VERIFY_EMAIL_TOKEN_MINUTES,
  });
  await sendVerificationMail(deps, user, token);
}

/** What a new account is made of; the sign-up form and Google registration differ in the rest. */
export interface NewAccountValues {
  email: string;
  username: string;
  passwordHash: string;
  type: 'artist' | 'label';
  firstName: string;
  lastName: string;
  confirmedAt?: Date | null;
  googleSubject?: string | null;
}

/** Inserts the account and its details row and signs it in; a taken e-mail or username answers 422. */
export async function createSignedInAccount(
  deps: AppDeps,
  values: NewAccountValues,
  client: ClientInfo,
): Promise<{ user: UserRow; token: string }> {
  if (await emailTaken(deps, values.email)) throw takenError('email');
  if (await usernameTaken(deps, values.username)) throw takenError('username');
  const now = deps.clock.now();
  return deps.db
    .transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({ ...values, createdAt: now, updatedAt: now })
        .returning();
      await tx.insert(userDetails).values({ userId: created.id, updatedAt: now });
      const session = await createSession(deps, created.id, client, tx);
      return { user: created, token: session.token };
    })
    .catch((error: unknown) => {
      // Two sign-ups racing for the same name: the unique index decides.
      const constraint = violatedUniqueConstraint(error);
      if (constraint === null) throw error;
      throw takenError(constraint.includes('username') ? 'username' : 'email');
    });
}

/** Creates an unconfirmed account, signs it in and mails the confirmation link. */
export async function registerUser(deps: AppDeps, input: RegisterRequest, client: ClientInfo): Promise<TokenResponse> {
  await assertCaptchaSolved(deps, input.captcha);
  const { captcha: _solved, ...fields } = input;
  const passwordHash = await hashPassword(input.password);
  const { user, token } = await createSignedInAccount(deps, { ...fields, passwordHash }, client);
  await sendEmailConfirmation(deps, user);
  return { token };
}
