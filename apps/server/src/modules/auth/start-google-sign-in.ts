import type { GoogleStartResponse } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { requireGoogleProvider } from './google-provider.js';
import { authorizationRequestOf, openGoogleSignIn } from './google-sign-ins.js';
import { fieldError } from '../../platform/errors.js';

export const GOOGLE_UNREACHABLE = 'Google cannot be reached right now. Try again in a moment';

/** The URL of Google's consent page for a new sign-in tied to this browser's secret. */
export async function startGoogleSignIn(deps: AppDeps, browserSecret: string): Promise<GoogleStartResponse> {
  const provider = requireGoogleProvider(deps);
  const row = await openGoogleSignIn(deps, browserSecret);
  try {
    return { url: await provider.authorizationUrl(authorizationRequestOf(deps, row)) };
  } catch (error) {
    deps.logger.warn({ err: error }, 'Google sign-in: the issuer could not be reached');
    throw fieldError('google', GOOGLE_UNREACHABLE);
  }
}
