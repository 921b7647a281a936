import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ActiveSessionPage,
  AvailabilityEmailRequest,
  AvailabilityResponse,
  AvailabilityUsernameRequest,
  ApplyPromoCodeRequest,
  ApplyPromoCodeResponse,
  CaptchaChallenge,
  CreatePromoCodeRequest,
  EndPromoCodeResponse,
  HasLiveRelease,
  PromoCode,
  PromoCodePage,
  PromoCodeParams,
  VerificationEligibility,
  GoogleLoginRequest,
  GoogleLoginResponse,
  GoogleRegisterRequest,
  GoogleSignInStatus,
  GoogleStartResponse,
  LoginHistoryPage,
  LoginRequest,
  LoginResponse,
  LogoutOthersResponse,
  OkResponse,
  PageQuery,
  PortalInitRequest,
  RecoverRequest,
  RecoverSubmitRequest,
  RegisterRequest,
  ResendAuthCodeRequest,
  SingleSessionLogoutRequest,
  TokenResponse,
  VerifyEmailRequest,
  VerifyLoginRequest,
} from '@liner/domain';
import { deviceIdOf } from '../../platform/device-cookie.js';
import { actorOf, clientOf } from '../../platform/request-auth.js';
import { clearSessionCookies, setSessionCookies } from '../../platform/session-cookie.js';
import { listActiveSessions, listLoginHistory } from './list-sessions.js';
import { login } from './login.js';
import { requestPasswordRecovery, submitPasswordRecovery } from './recover-password.js';
import { checkEmailAvailability, checkUsernameAvailability, registerUser } from './register-user.js';
import { logout, revokeOtherSessions, revokeOwnSession } from './revoke-sessions.js';
import type { AppDeps } from '../../platform/deps.js';
import { accountOf } from '../../platform/request-auth.js';
import { applyPromoCode } from './apply-promo-code.js';
import { issueCaptchaChallenge } from './captcha.js';
import { createPromoCode, endPromoCode, listPromoCodes } from './promo-codes.js';
import { sendNoAuthenticatorCode } from './send-no-authenticator-code.js';
import { verificationEligibility } from './verification-eligibility.js';
import { clearGoogleBrowserSecret, googleBrowserSecretOf, setGoogleBrowserSecret } from './google-browser-cookie.js';
import { googleProviderOf } from './google-provider.js';
import { loginWithGoogle } from './login-with-google.js';
import { registerWithGoogle } from './register-with-google.js';
import { startGoogleSignIn } from './start-google-sign-in.js';
import { completeInitLater, markChangelogRead } from './update-account-flags.js';
import { completePortalInit } from './complete-portal-init.js';
import { resendEmailConfirmation, verifyEmail } from './verify-email.js';
import { resendLoginCode, verifyLogin } from './verify-login.js';

const tags = ['auth'];
// Who may call each route: see platform/permissions/route-policy.ts.
const signedIn = { config: { access: 'signed-in' } } as const;
const open = { config: { access: 'public' } } as const;
const bearer = [{ bearer: [] }];

/** The client of a sign-in route, with its device id (a new device gets its cookie on this reply). */
function signInClientOf(request: FastifyRequest, reply: FastifyReply) {
  return { ...clientOf(request), deviceId: deviceIdOf(request, reply) };
}

/**
 * An answer that signs in (it carries a token) also opens the browser's session: the token goes
 * into the httpOnly cookie. The body keeps the token for API clients (decision 010).
 */
function withBrowserSession<T extends object>(request: FastifyRequest, reply: FastifyReply, answer: T): T {
  if ('token' in answer && typeof answer.token === 'string') setSessionCookies(request, reply, answer.token);
  return answer;
}

/** Answers auth's routes need from areas above it (releases point at users), given by app.ts. */
export interface AuthRouteHooks {
  hasLiveRelease(deps: AppDeps, accountId: number): Promise<boolean>;
}

/** /api/auth: sign-up, sign-in (with second factor), recovery and sessions (`me` is the current-user area's). */
export async function registerAuthRoutes(fastify: FastifyInstance, hooks: AuthRouteHooks): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = fastify;

  app.post(
    '/api/auth/register',
    {
      ...open,
      schema: { tags, body: RegisterRequest, response: { 200: TokenResponse } },
    },
    async (req, reply) => withBrowserSession(req, reply, await registerUser(deps, req.body, clientOf(req))),
  );

  app.post(
    '/api/auth/captcha',
    {
      ...open,
      schema: { tags, response: { 200: CaptchaChallenge } },
    },
    async () => issueCaptchaChallenge(deps),
  );

  app.get(
    '/api/auth/google',
    {
      ...open,
      schema: { tags, response: { 200: GoogleSignInStatus } },
    },
    async () => ({ enabled: googleProviderOf(deps) !== null }),
  );

  app.post(
    '/api/auth/google/start',
    {
      ...open,
      schema: { tags, response: { 200: GoogleStartResponse } },
    },
    async (req, reply) => startGoogleSignIn(deps, setGoogleBrowserSecret(req, reply)),
  );

  app.post(
    '/api/auth/login/google',
    {
      ...open,
      schema: { tags, body: GoogleLoginRequest, response: { 200: GoogleLoginResponse } },
    },
    async (req, reply) => {
      const answer = await loginWithGoogle(deps, googleBrowserSecretOf(req), req.body, signInClientOf(req, reply));
      // The cookie stays only while a registration form is to follow.
      if (!('register' in answer)) clearGoogleBrowserSecret(reply);
      return withBrowserSession(req, reply, answer);
    },
  );

  app.post(
    '/api/auth/register/google',
    {
      ...open,
      schema: { tags, body: GoogleRegisterRequest, response: { 200: TokenResponse } },
    },
    async (req, reply) => {
      const answer = await registerWithGoogle(deps, googleBrowserSecretOf(req), req.body, clientOf(req));
      clearGoogleBrowserSecret(reply);
      return withBrowserSession(req, reply, answer);
    },
  );

  app.post(
    '/api/auth/register/availability/username',
    {
      ...open,
      schema: { tags, body: AvailabilityUsernameRequest, response: { 200: AvailabilityResponse } },
    },
    async (req) => checkUsernameAvailability(deps, req.body.username),
  );

  app.post(
    '/api/auth/register/availability/email',
    {
      ...open,
      schema: { tags, body: AvailabilityEmailRequest, response: { 200: AvailabilityResponse } },
    },
    async (req) => checkEmailAvailability(deps, req.body.email),
  );

  app.post(
    '/api/auth/verify/email',
    {
      ...open,
      schema: { tags, body: VerifyEmailRequest, response: { 200: OkResponse } },
    },
    async (req) => verifyEmail(deps, req.body.token),
  );

  app.post(
    '/api/auth/verify/email/send',
    {
      ...signedIn,
      schema: { tags, security: bearer, response: { 200: OkResponse } },
    },
    async (req) => resendEmailConfirmation(deps, actorOf(req).user),
  );

  app.post(
    '/api/auth/login',
    {
      ...open,
      schema: { tags, body: LoginRequest, response: { 200: LoginResponse } },
    },
    async (req, reply) => withBrowserSession(req, reply, await login(deps, req.body, signInClientOf(req, reply))),
  );

  app.post(
    '/api/auth/verify/login',
    {
      ...open,
      schema: { tags, body: VerifyLoginRequest, response: { 200: TokenResponse } },
    },
    async (req, reply) => withBrowserSession(req, reply, await verifyLogin(deps, req.body, signInClientOf(req, reply))),
  );

  app.post(
    '/api/auth/resend/auth-code',
    {
      ...open,
      schema: { tags, body: ResendAuthCodeRequest, response: { 200: OkResponse } },
    },
    async (req) => resendLoginCode(deps, req.body.secretHash, clientOf(req)),
  );

  app.post(
    '/api/auth/logout',
    {
      ...signedIn,
      schema: { tags, security: bearer, response: { 200: OkResponse } },
    },
    async (req, reply) => {
      await logout(deps, actorOf(req).session);
      clearSessionCookies(req, reply);
      return { message: 'Signed out' };
    },
  );

  app.get(
    '/api/auth/login-history',
    {
      ...signedIn,
      schema: { tags, security: bearer, querystring: PageQuery, response: { 200: LoginHistoryPage } },
    },
    async (req) => listLoginHistory(deps, actorOf(req).user.id, req.query),
  );

  app.get(
    '/api/auth/active-sessions',
    {
      ...signedIn,
      schema: { tags, security: bearer, querystring: PageQuery, response: { 200: ActiveSessionPage } },
    },
    async (req) => listActiveSessions(deps, actorOf(req).session, req.query),
  );

  app.post(
    '/api/auth/active-sessions/logout',
    {
      ...signedIn,
      schema: { tags, security: bearer, response: { 200: LogoutOthersResponse } },
    },
    async (req) => revokeOtherSessions(deps, actorOf(req).session),
  );

  app.post(
    '/api/auth/single-session/logout',
    {
      ...signedIn,
      schema: { tags, security: bearer, body: SingleSessionLogoutRequest, response: { 200: OkResponse } },
    },
    async (req) => {
      await revokeOwnSession(deps, actorOf(req).user.id, req.body.id);
      return { message: 'Session signed out' };
    },
  );

  app.post(
    '/api/auth/recover',
    {
      ...open,
      schema: { tags, body: RecoverRequest, response: { 200: OkResponse } },
    },
    async (req) => requestPasswordRecovery(deps, req.body, clientOf(req)),
  );

  app.post(
    '/api/auth/recover/submit',
    {
      ...open,
      schema: { tags, body: RecoverSubmitRequest, response: { 200: OkResponse } },
    },
    async (req) => submitPasswordRecovery(deps, req.body),
  );

  app.post(
    '/api/auth/init/complete',
    {
      ...signedIn,
      schema: { tags, security: bearer, body: PortalInitRequest, response: { 200: OkResponse } },
    },
    async (req) => completePortalInit(deps, accountOf(req), req.body),
  );

  app.post(
    '/api/auth/init/completeLater',
    {
      ...signedIn,
      schema: { tags, security: bearer, response: { 200: OkResponse } },
    },
    async (req) => {
      await completeInitLater(deps, actorOf(req).user.id);
      return { message: 'You can complete the setup later' };
    },
  );

  app.post(
    '/api/auth/no-opt-g2fa/otp/send',
    {
      ...open,
      schema: { tags, body: ResendAuthCodeRequest, response: { 200: OkResponse } },
    },
    async (req) => sendNoAuthenticatorCode(deps, req.body.secretHash, clientOf(req)),
  );

  app.get(
    '/api/auth/verification/eligibility',
    {
      ...signedIn,
      schema: { tags, security: bearer, response: { 200: VerificationEligibility } },
    },
    async (req) => verificationEligibility(deps, accountOf(req)),
  );

  app.get(
    '/api/auth/releases/has-live',
    {
      ...signedIn,
      schema: { tags, security: bearer, response: { 200: HasLiveRelease } },
    },
    async (req) => ({ hasLive: await hooks.hasLiveRelease(deps, accountOf(req)) }),
  );

  app.post(
    '/api/auth/apply-promotional-code',
    {
      ...signedIn,
      schema: { tags, security: bearer, body: ApplyPromoCodeRequest, response: { 200: ApplyPromoCodeResponse } },
    },
    async (req) => applyPromoCode(deps, accountOf(req), req.body),
  );

  app.get(
    '/api/admin/promo-codes',
    {
      config: { access: 'operator' },
      schema: { tags: ['admin'], security: bearer, querystring: PageQuery, response: { 200: PromoCodePage } },
    },
    async (req) => listPromoCodes(deps, req.query),
  );

  app.post(
    '/api/admin/promo-codes',
    {
      config: { access: 'operator' },
      schema: { tags: ['admin'], security: bearer, body: CreatePromoCodeRequest, response: { 200: PromoCode } },
    },
    async (req) => createPromoCode(deps, actorOf(req).user.id, req.body),
  );

  app.post(
    '/api/admin/promo-codes/:id/end',
    {
      config: { access: 'operator' },
      schema: {
        tags: ['admin'],
        security: bearer,
        params: PromoCodeParams,
        response: { 200: EndPromoCodeResponse },
      },
    },
    async (req) => endPromoCode(deps, req.params.id),
  );

  app.post(
    '/api/auth/read-changelog',
    {
      ...signedIn,
      schema: { tags, security: bearer, response: { 200: OkResponse } },
    },
    async (req) => {
      await markChangelogRead(deps, actorOf(req).user.id);
      return { message: 'Changelog marked as read' };
    },
  );
}
