import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AcknowledgementPollResult,
  ConnectionCheck,
  DeliveryTimeline,
  OperatorReleaseDeliveries,
  ReleaseStoreStates,
  StoreAcknowledgement,
  StoreAcknowledgementResult,
  StoreConnection,
  StoreConnectionList,
  StoreIdParams,
  StoreList,
  UpdateStoreConnectionRequest,
} from '@liner/domain';
import { AppError } from '../../platform/errors.js';
import { can, idParam } from '@liner/domain';
import { actorOf } from '../../platform/request-auth.js';
import { acknowledgeDelivery } from './acknowledge-delivery.js';
import { listDeliveryTimeline, listOperatorDeliveries } from './delivery-timeline.js';
import { pollStoreAcknowledgements } from './poll-store-acknowledgements.js';
import { listStoreConnections, updateStoreConnection } from './store-connections.js';
import { testStoreConnection } from './test-store-connection.js';
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
    { config: view, schema: { tags, security, params: ReleaseParams, response: { 200: DeliveryTimeline } } },
    async (req) => {
      await requireViewable(req, req.params.id);
      return { data: await listDeliveryTimeline(app.deps, req.params.id) };
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

  const operator = ['operator'];
  app.post(
    '/api/admin/deliveries/poll-acknowledgements',
    {
      config: { access: 'release.review' },
      schema: { tags: operator, security, response: { 200: AcknowledgementPollResult } },
    },
    async () => pollStoreAcknowledgements(app.deps),
  );

  app.get(
    '/api/admin/releases/:id/deliveries',
    {
      config: { access: 'release.review' },
      schema: { tags: operator, security, params: ReleaseParams, response: { 200: OperatorReleaseDeliveries } },
    },
    async (req) => listOperatorDeliveries(app.deps, req.params.id),
  );

  app.get(
    '/api/admin/stores',
    { config: { access: 'operator' }, schema: { tags: operator, security, response: { 200: StoreConnectionList } } },
    async () => listStoreConnections(app.deps),
  );

  app.put(
    '/api/admin/stores/:storeId',
    {
      config: { access: 'operator' },
      schema: {
        tags: operator,
        security,
        params: StoreIdParams,
        body: UpdateStoreConnectionRequest,
        response: { 200: StoreConnection },
      },
    },
    async (req) => updateStoreConnection(app.deps, req.params.storeId, req.body),
  );

  app.post(
    '/api/admin/stores/:storeId/test-connection',
    {
      config: { access: 'operator' },
      schema: { tags: operator, security, params: StoreIdParams, response: { 200: ConnectionCheck } },
    },
    async (req) => testStoreConnection(app.deps, req.params.storeId),
  );
}
