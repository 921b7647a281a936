import { GOOGLE_MESSAGES, type GoogleRegisterRequest, type TokenResponse } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { fieldError } from '../../platform/errors.js';
import { consumeGoogleSignIn, findOpenGoogleSignIn } from './google-sign-ins.js';
import { createSignedInAccount } from './register-user.js';
import type { ClientInfo } from './sessions.js';

/**
 * Never a valid argon2 hash, so no password signs in to a Google-only account until its owner
 * sets one through password recovery.
 */
export const NO_PASSWORD = '!google-only';

/**
 * POST register/google: creates the account of the Google identity this browser brought back
 * (never an address the form sends), confirmed, since Google verified the address, and signed in.
 * No captcha: getting here took a Google sign-in.
 */
export async function registerWithGoogle(
  deps: AppDeps,
  browserSecret: string | null,
  input: GoogleRegisterRequest,
  client: ClientInfo,
): Promise<TokenResponse> {
  const row = await findOpenGoogleSignIn(deps, browserSecret, true);
  if (!row?.subject || !row.email || !row.emailVerified)
    throw fieldError('google', GOOGLE_MESSAGES.registrationExpired);
  const { token } = await createSignedInAccount(
    deps,
    {
      ...input,
      email: row.email,
      passwordHash: NO_PASSWORD,
      confirmedAt: deps.clock.now(),
      googleSubject: row.subject,
    },
    client,
  );
  await consumeGoogleSignIn(deps, row.id);
  return { token };
}
