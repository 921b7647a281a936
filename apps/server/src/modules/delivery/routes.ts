import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DeliveryLog,
  ReleaseStoreStates,
  StoreAcknowledgement,
  StoreAcknowledgementResult,
  StoreList,
} from '@liner/domain';
import { AppError } from '../../platform/errors.js';
import { can, idParam } from '@liner/domain';
import { actorOf } from '../../platform/request-auth.js';
import { acknowledgeDelivery } from './acknowledge-delivery.js';
import { listDeliveryLog } from './delivery-log.js';
import { deliveredReleaseOwners, listReleaseStoreStates } from './release-store-states.js';
import { listStores } from './store-catalog.js';

const ReleaseParams = z.object({ id: idParam() });

/** Stores and services, a release's delivery log and store states, and the operator's acknowledgement import. */
export async function registerDeliveryRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['delivery'];
  const security = [{ bearer: [] }];

  /** A release the actor may not view answers 404, as if it did not exist. */
  const requireViewable = async (req: FastifyRequest, releaseId: number) => {
    const actor = actorOf(req);
    const owners = await deliveredReleaseOwners(app.deps, releaseId);
    if (!owners.some((ownerId) => can(actor, 'release.view', { ownerId }))) throw new AppError('NOT_FOUND');
  };
  const view = { access: 'release.view' } as const;

  app.get(
    '/api/portal/stores',
    { config: { access: 'signed-in' }, schema: { tags, security, response: { 200: StoreList } } },
    async () => ({ data: await listStores(app.deps) }),
  );

  app.get(
    '/api/portal/release/:id/delivery-log',
    { config: view, schema: { tags, security, params: ReleaseParams, response: { 200: DeliveryLog } } },
    async (req) => {
      await requireViewable(req, req.params.id);
      return { data: await listDeliveryLog(app.deps, req.params.id) };
    },
  );

  app.get(
    '/api/portal/release/:id/stores',
    {
      config: view,
      schema: { tags, security, params: ReleaseParams, response: { 200: ReleaseStoreStates } },
    },
    async (req) => {
      await requireViewable(req, req.params.id);
      return { data: await listReleaseStoreStates(app.deps, req.params.id) };
    },
  );

  app.post(
    '/api/admin/deliveries/ack',
    {
      config: { access: 'release.review' },
      schema: {
        tags: ['operator'],
        security,
        body: StoreAcknowledgement,
        response: { 200: StoreAcknowledgementResult },
      },
    },
    async (req) => acknowledgeDelivery(app.deps, req.body, actorOf(req).user.id),
  );
}
