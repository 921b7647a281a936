import type { FastifyInstance } from 'fastify';
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
import { actorOf, requireAdmin, requireUser } from '../../platform/request-auth.js';
import { acknowledgeDelivery } from './acknowledge-delivery.js';
import { listDeliveryLog } from './delivery-log.js';
import { listReleaseStoreStates, ownsDeliveredRelease } from './release-store-states.js';
import { listStores } from './store-catalog.js';

const ReleaseParams = z.object({ id: z.coerce.number().int().positive() });

/** Stores and services, a release's delivery log and store states, and the operator's acknowledgement import. */
export async function registerDeliveryRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['delivery'];
  const security = [{ bearer: [] }];

  /** Another user's release answers 404, as if it did not exist. */
  const requireOwner = async (releaseId: number, userId: number) => {
    if (!(await ownsDeliveredRelease(app.deps, releaseId, userId))) throw new AppError('NOT_FOUND');
  };

  app.get(
    '/api/portal/stores',
    { onRequest: [requireUser], schema: { tags, security, response: { 200: StoreList } } },
    async () => ({ data: await listStores(app.deps) }),
  );

  app.get(
    '/api/portal/release/:id/delivery-log',
    { onRequest: [requireUser], schema: { tags, security, params: ReleaseParams, response: { 200: DeliveryLog } } },
    async (req) => {
      await requireOwner(req.params.id, actorOf(req).user.id);
      return { data: await listDeliveryLog(app.deps, req.params.id) };
    },
  );

  app.get(
    '/api/portal/release/:id/stores',
    {
      onRequest: [requireUser],
      schema: { tags, security, params: ReleaseParams, response: { 200: ReleaseStoreStates } },
    },
    async (req) => {
      await requireOwner(req.params.id, actorOf(req).user.id);
      return { data: await listReleaseStoreStates(app.deps, req.params.id) };
    },
  );

  app.post(
    '/api/admin/deliveries/ack',
    {
      onRequest: [requireAdmin],
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
