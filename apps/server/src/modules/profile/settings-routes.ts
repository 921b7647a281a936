import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AddressSearchQuery,
  AddressSearchResponse,
  BusinessAddressRequest,
  BusinessInformationRequest,
  BusinessMailingAddressRequest,
  OkResponse,
  RepresentativesResponse,
  UpdateArtistInfoRequest,
  UpdateBillingRequest,
  UpdateNewsletterRequest,
} from '@liner/domain';
import { accountOf, actorOf } from '../../platform/request-auth.js';
import {
  initBusinessDetails,
  updateBusinessInformation,
  updateBusinessLegalAddress,
  updateBusinessMailingAddress,
} from './business-details.js';
import { searchAddresses } from './geocoding/search-addresses.js';
import { listRepresentatives } from './list-representatives.js';
import { updateArtistInfo } from './update-artist-info.js';
import { updateBilling } from './update-billing.js';
import { updateNewsletter } from './update-newsletter.js';
import { upgradeToLabel } from './upgrade-to-label.js';

const ok = { 200: OkResponse };

/**
 * The account's settings beyond names and address. What shapes the account (artist info,
 * billing, the upgrade, business details) is the owner's (`account.manage`); the newsletter is
 * the person's own choice.
 */
export async function registerProfileSettingsRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const base = '/api/profile';
  const owner = { access: 'account.manage' } as const;
  const person = { access: 'signed-in' } as const;
  const tags = ['profile'];
  const security = [{ bearer: [] }];

  app.post(
    `${base}/update/artist-info`,
    { config: owner, schema: { tags, security, body: UpdateArtistInfoRequest, response: ok } },
    async (req) => ({ message: await updateArtistInfo(app.deps, accountOf(req), req.body) }),
  );

  app.post(
    `${base}/update/newsletter`,
    { config: person, schema: { tags, security, body: UpdateNewsletterRequest, response: ok } },
    async (req) => ({ message: await updateNewsletter(app.deps, actorOf(req).user.id, req.body) }),
  );

  app.post(
    `${base}/update/billing`,
    { config: owner, schema: { tags, security, body: UpdateBillingRequest, response: ok } },
    async (req) => ({ message: await updateBilling(app.deps, accountOf(req), req.body) }),
  );

  app.post(`${base}/upgrade`, { config: owner, schema: { tags, security, response: ok } }, async (req) => ({
    message: await upgradeToLabel(app.deps, accountOf(req)),
  }));

  app.get(
    `${base}/representatives`,
    { config: person, schema: { tags, security, response: { 200: RepresentativesResponse } } },
    async () => listRepresentatives(app.deps),
  );

  app.post(
    `${base}/business/init`,
    { config: owner, schema: { tags, security, body: BusinessInformationRequest, response: ok } },
    async (req) => ({ message: await initBusinessDetails(app.deps, accountOf(req), req.body) }),
  );

  app.post(
    `${base}/business/update/information`,
    { config: owner, schema: { tags, security, body: BusinessInformationRequest, response: ok } },
    async (req) => ({ message: await updateBusinessInformation(app.deps, accountOf(req), req.body) }),
  );

  app.post(
    `${base}/business/update/legal-address`,
    { config: owner, schema: { tags, security, body: BusinessAddressRequest, response: ok } },
    async (req) => ({ message: await updateBusinessLegalAddress(app.deps, accountOf(req), req.body) }),
  );

  app.post(
    `${base}/business/update/mailing-address`,
    { config: owner, schema: { tags, security, body: BusinessMailingAddressRequest, response: ok } },
    async (req) => ({ message: await updateBusinessMailingAddress(app.deps, accountOf(req), req.body) }),
  );

  app.get(
    `${base}/address/search`,
    {
      config: person,
      schema: { tags, security, querystring: AddressSearchQuery, response: { 200: AddressSearchResponse } },
    },
    async (req) => searchAddresses(app.deps, req.query.text),
  );
}
