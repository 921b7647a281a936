import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ConfirmPayoutChangeRequest,
  ManifestAccountResponse,
  ManifestEmailRequest,
  OkResponse,
  PaypalVerifyRequest,
  PROVIDER_METHOD_MESSAGES,
  TipaltiOnboardingResponse,
  VenmoInitRequest,
} from '@liner/domain';
import { actorOf } from '../../platform/request-auth.js';
import { createManifestAccount, verifyManifestConnection } from './manifest-accounts.js';
import { manifestClientFor } from './manifest-clients.js';
import { editManifest, initManifest, verifyManifest } from './manifest-methods.js';
import { removeProviderMethod } from './remove-provider-method.js';
import { startTipaltiOnboarding } from './tipalti-methods.js';
import { initVenmo, verifyVenmo } from './venmo-methods.js';

/** Venmo, Manifest and Tipalti payout methods (api/profile); PayPal and bank are in routes.ts. */
export async function registerProviderMethodRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  // Like every change of payout details: the owner, with a confirmed e-mail address.
  const manage = { access: 'money.move' } as const;
  const profile = { tags: ['payout methods'], security: [{ bearer: [] }] };
  const ok = { 200: OkResponse };
  const code = { ...profile, body: PaypalVerifyRequest, response: ok };
  const proof = { ...profile, body: ConfirmPayoutChangeRequest, response: ok };
  const manifestEmail = { ...profile, body: ManifestEmailRequest, response: ok };
  const manifestAccount = { ...profile, response: { 200: ManifestAccountResponse } };
  const manifest = () => manifestClientFor(app.deps.config.manifest);

  app.post(
    '/api/profile/venmo/init',
    { config: manage, schema: { ...profile, body: VenmoInitRequest, response: ok } },
    async (req) => ({
      message: await initVenmo(app.deps, actorOf(req).user, req.body),
    }),
  );
  app.post('/api/profile/venmo/verify', { config: manage, schema: code }, async (req) => ({
    message: await verifyVenmo(app.deps, actorOf(req).user, req.body.code),
  }));
  app.post('/api/profile/venmo/remove', { config: manage, schema: proof }, async (req) => ({
    message: await removeProviderMethod(
      app.deps,
      actorOf(req).user,
      'venmo',
      req.body,
      PROVIDER_METHOD_MESSAGES.venmoRemoved,
    ),
  }));

  app.post('/api/profile/manifest/init', { config: manage, schema: manifestEmail }, async (req) => ({
    message: await initManifest(app.deps, actorOf(req).user, req.body),
  }));
  app.post('/api/profile/edit/manifest', { config: manage, schema: manifestEmail }, async (req) => ({
    message: await editManifest(app.deps, actorOf(req).user, req.body),
  }));
  app.post('/api/profile/manifest/verify', { config: manage, schema: code }, async (req) => ({
    message: await verifyManifest(app.deps, actorOf(req).user, req.body.code),
  }));
  app.post('/api/profile/manifest/remove', { config: manage, schema: proof }, async (req) => ({
    message: await removeProviderMethod(
      app.deps,
      actorOf(req).user,
      'manifest',
      req.body,
      PROVIDER_METHOD_MESSAGES.manifestRemoved,
    ),
  }));
  app.post('/api/profile/create/manifest-account', { config: manage, schema: manifestAccount }, async (req) =>
    createManifestAccount(app.deps, actorOf(req).user, manifest()),
  );
  app.post('/api/profile/verify/manifest-connection', { config: manage, schema: manifestAccount }, async (req) =>
    verifyManifestConnection(app.deps, actorOf(req).user, manifest()),
  );

  app.get(
    '/api/profile/init/tipalti',
    { config: manage, schema: { ...profile, response: { 200: TipaltiOnboardingResponse } } },
    async (req) => startTipaltiOnboarding(app.deps, actorOf(req).user),
  );
  app.post('/api/profile/remove/tipalti', { config: manage, schema: proof }, async (req) => ({
    message: await removeProviderMethod(
      app.deps,
      actorOf(req).user,
      'tipalti',
      req.body,
      PROVIDER_METHOD_MESSAGES.tipaltiRemoved,
    ),
  }));
}
