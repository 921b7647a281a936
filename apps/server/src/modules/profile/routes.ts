import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ConfirmEmailAuthRequest,
  GoogleAuthSetupResponse,
  OkResponse,
  RemoveTwoFactorRequest,
  UpdateAddressRequest,
  UpdateNameRequest,
  UpdatePasswordRequest,
  VerifyCodeRequest,
} from '@liner/domain';
import { actorOf } from '../../platform/request-auth.js';
import { confirmAuthenticator, removeAuthenticator, startAuthenticatorSetup } from './authenticator-app.js';
import { confirmEmailCodes, removeEmailCodes, sendEmailCode } from './email-codes.js';
import { updateAddress } from './update-address.js';
import { updateName } from './update-name.js';
import { updatePassword } from './update-password.js';
import { registerAdditionalEmailRoutes } from './email-routes.js';
import { registerLabelProfileRoutes } from './label-profile-routes.js';
import { registerProfileSettingsRoutes } from './settings-routes.js';

const ok = { 200: OkResponse };

/** Base api/profile: names, address, password, the two second factors, then the rest of the profile. */
export async function registerProfileRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const base = '/api/profile';
  // config, not preHandler: a missing token answers 401 before the body is even validated.
  const config = { access: 'signed-in' } as const;
  const tags = ['profile'];
  const security = [{ bearer: [] }];

  app.post(
    `${base}/update/name`,
    { config, schema: { tags, security, body: UpdateNameRequest, response: ok } },
    async (req) => ({ message: await updateName(app.deps, actorOf(req).user.id, req.body) }),
  );

  app.post(
    `${base}/update/address`,
    { config, schema: { tags, security, body: UpdateAddressRequest, response: ok } },
    async (req) => ({ message: await updateAddress(app.deps, actorOf(req).user.id, req.body) }),
  );

  app.post(
    `${base}/update/password`,
    { config, schema: { tags, security, body: UpdatePasswordRequest, response: ok } },
    async (req) => ({ message: await updatePassword(app.deps, actorOf(req), req.body) }),
  );

  app.get(
    `${base}/google/auth`,
    { config, schema: { tags, security, response: { 200: GoogleAuthSetupResponse } } },
    async (req) => startAuthenticatorSetup(app.deps, actorOf(req).user),
  );

  app.post(
    `${base}/google/verifyCode`,
    { config, schema: { tags, security, body: VerifyCodeRequest, response: ok } },
    async (req) => ({ message: await confirmAuthenticator(app.deps, actorOf(req).user, req.body.code) }),
  );

  app.post(
    `${base}/remove/google_auth`,
    { config, schema: { tags, security, body: RemoveTwoFactorRequest, response: ok } },
    async (req) => ({ message: await removeAuthenticator(app.deps, actorOf(req).user, req.body.password) }),
  );

  app.post(`${base}/init/auth`, { config, schema: { tags, security, response: ok } }, async (req) => ({
    message: await sendEmailCode(app.deps, actorOf(req).user),
  }));

  app.post(
    `${base}/confirm/auth`,
    { config, schema: { tags, security, body: ConfirmEmailAuthRequest, response: ok } },
    async (req) => ({ message: await confirmEmailCodes(app.deps, actorOf(req).user, req.body.code) }),
  );

  app.post(
    `${base}/remove/auth`,
    { config, schema: { tags, security, body: RemoveTwoFactorRequest, response: ok } },
    async (req) => ({ message: await removeEmailCodes(app.deps, actorOf(req).user, req.body.password) }),
  );

  await registerProfileSettingsRoutes(root);
  await registerAdditionalEmailRoutes(root);
  await registerLabelProfileRoutes(root);
}
