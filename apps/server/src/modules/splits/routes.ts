import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BulkAcceptSplitsRequest,
  BulkAcceptSplitsResponse,
  ConfirmSplitRequest,
  ConfirmSplitResponse,
  IsValidUserRequest,
  IsValidUserResponse,
  SplitCollabPage,
  SplitIdParams,
  SplitListQuery,
  SplitReleaseTrackPage,
  SplitSubmission,
  SplitSubmissionPage,
  SubmitAdvanceSplitRequest,
  SubmitSplitRequest,
} from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { actorOf } from '../../platform/request-auth.js';
import { listOwnSplits, listSplitCollabs, listSplitTracks } from './list-splits.js';
import { findSplitUser, removeSplit } from './remove-split.js';
import { bulkAcceptSplits, confirmSplit } from './respond-to-split.js';
import { submitSplit } from './submit-split.js';

/** What the splits area asks of areas that depend on it (app.ts wires them, so no import cycle). */
export interface SplitRouteLinks {
  /** A confirmed transfer either way or an accepted split between the two accounts (the wallet's rule). */
  haveMoneyRelationship(deps: AppDeps, userId: number, otherId: number): Promise<boolean>;
}

/** Royalty splits, base api/portal/split. */
export async function registerSplitRoutes(root: FastifyInstance, links: SplitRouteLinks): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const base = '/api/portal/split';
  const schema = { tags: ['splits'], security: [{ bearer: [] }] };

  app.get(
    base,
    {
      config: { access: 'split.view' },
      schema: { ...schema, querystring: SplitListQuery, response: { 200: SplitSubmissionPage } },
    },
    async (req) => listOwnSplits(app.deps.db, actorOf(req).account, req.query),
  );
  app.get(
    `${base}/collabs`,
    {
      config: { access: 'split.view' },
      schema: { ...schema, querystring: SplitListQuery, response: { 200: SplitCollabPage } },
    },
    async (req) => listSplitCollabs(app.deps.db, actorOf(req).account, req.query),
  );
  app.get(
    `${base}/releases`,
    {
      config: { access: 'split.view' },
      schema: { ...schema, querystring: SplitListQuery, response: { 200: SplitReleaseTrackPage } },
    },
    async (req) => listSplitTracks(app.deps.db, actorOf(req).account, req.query),
  );

  app.post(
    `${base}/submit`,
    {
      config: { access: 'split.submit', idempotent: true },
      schema: { ...schema, body: SubmitSplitRequest, response: { 200: SplitSubmission } },
    },
    async (req) => submitSplit(app.deps, actorOf(req).account, req.body),
  );
  app.post(
    `${base}/submit/advance-split`,
    {
      config: { access: 'split.submit', idempotent: true },
      schema: { ...schema, body: SubmitAdvanceSplitRequest, response: { 200: SplitSubmission } },
    },
    async (req) => submitSplit(app.deps, actorOf(req).account, req.body),
  );
  app.post(
    `${base}/confirm`,
    {
      config: { access: 'split.respond', idempotent: true },
      schema: { ...schema, body: ConfirmSplitRequest, response: { 200: ConfirmSplitResponse } },
    },
    async (req) => confirmSplit(app.deps, actorOf(req).account, req.body.splitId, req.body.accept),
  );
  app.post(
    `${base}/bulk/accept`,
    {
      config: { access: 'split.respond', idempotent: true },
      schema: { ...schema, body: BulkAcceptSplitsRequest, response: { 200: BulkAcceptSplitsResponse } },
    },
    async (req) => bulkAcceptSplits(app.deps, actorOf(req).account, req.body.splitIds),
  );
  app.post(
    `${base}/remove/:id`,
    {
      config: { access: 'split.remove' },
      schema: { ...schema, params: SplitIdParams, response: { 200: SplitSubmission } },
    },
    async (req) => removeSplit(app.deps, actorOf(req), req.params.id),
  );
  app.post(
    `${base}/is-valid-user`,
    {
      config: { access: 'split.submit' },
      schema: { ...schema, body: IsValidUserRequest, response: { 200: IsValidUserResponse } },
    },
    async (req) => findSplitUser(app.deps, actorOf(req).account, req.body.email, links.haveMoneyRelationship),
  );
}
