import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AdminReleaseView,
  DeclineRequest,
  IsrcClaimIdParams,
  IsrcClaimsResponse,
  OkResponse,
  RejectIsrcClaimRequest,
  RejectReleaseRequest,
  ReleaseIdParams,
  ReleaseReviewView,
  ReleaseStatusResult,
  ReviewQueueQuery,
  ReviewQueueResponse,
  TakedownRequest,
} from '@liner/domain';
import { accountOf, actorOf } from '../../platform/request-auth.js';
import { acceptIsrcClaim, listPendingIsrcClaims, rejectIsrcClaim } from '../releases/index.js';
import { approveRelease } from './approve-release.js';
import { approveTakedown, declineTakedown } from './decide-takedown.js';
import { listReviewQueue } from './list-review-queue.js';
import { loadReleaseForReview } from './load-release-for-review.js';
import { readReleaseReview } from './read-release-review.js';
import { rejectRelease } from './reject-release.js';
import { cancelTakedown, requestTakedown } from './request-takedown.js';

/** The operator's review queue and decisions, and the artist's side: the review note and takedowns. */
export async function registerReleaseReviewRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearer: [] }];
  const admin = { config: { access: 'release.review' } } as const;
  const user = { config: { access: 'release.view' } } as const;
  const takeDown = { config: { access: 'release.take-down' } } as const;
  const operator = ['operator'];
  const tags = ['releases'];
  const result = { 200: ReleaseStatusResult };
  const actorId = (req: Parameters<typeof actorOf>[0]) => actorOf(req).user.id;

  app.get(
    '/api/admin/releases/review',
    {
      ...admin,
      schema: { tags: operator, security, querystring: ReviewQueueQuery, response: { 200: ReviewQueueResponse } },
    },
    async (req) => listReviewQueue(app.deps, req.query),
  );

  // ISRC claims: a draft typed a code of another account's approved recording.
  app.get(
    '/api/admin/isrc-claims',
    { ...admin, schema: { tags: operator, security, response: { 200: IsrcClaimsResponse } } },
    async () => listPendingIsrcClaims(app.deps),
  );
  app.post(
    '/api/admin/isrc-claims/:claimId/accept',
    { ...admin, schema: { tags: operator, security, params: IsrcClaimIdParams, response: { 200: OkResponse } } },
    async (req) => acceptIsrcClaim(app.deps, actorId(req), req.params.claimId),
  );
  app.post(
    '/api/admin/isrc-claims/:claimId/reject',
    {
      ...admin,
      schema: {
        tags: operator,
        security,
        params: IsrcClaimIdParams,
        body: RejectIsrcClaimRequest,
        response: { 200: OkResponse },
      },
    },
    async (req) => rejectIsrcClaim(app.deps, actorId(req), req.params.claimId, req.body),
  );

  app.get(
    '/api/admin/releases/:id',
    { ...admin, schema: { tags: operator, security, params: ReleaseIdParams, response: { 200: AdminReleaseView } } },
    async (req) => loadReleaseForReview(app.deps, req.params.id),
  );

  app.post(
    '/api/admin/releases/:id/approve',
    { ...admin, schema: { tags: operator, security, params: ReleaseIdParams, response: result } },
    async (req) => approveRelease(app.deps, actorId(req), req.params.id),
  );

  app.post(
    '/api/admin/releases/:id/reject',
    {
      ...admin,
      schema: { tags: operator, security, params: ReleaseIdParams, body: RejectReleaseRequest, response: result },
    },
    async (req) => rejectRelease(app.deps, actorId(req), req.params.id, req.body),
  );

  app.post(
    '/api/admin/releases/:id/takedown/approve',
    { ...admin, schema: { tags: operator, security, params: ReleaseIdParams, response: result } },
    async (req) => approveTakedown(app.deps, actorId(req), req.params.id),
  );

  app.post(
    '/api/admin/releases/:id/takedown/decline',
    { ...admin, schema: { tags: operator, security, params: ReleaseIdParams, body: DeclineRequest, response: result } },
    async (req) => declineTakedown(app.deps, actorId(req), req.params.id, req.body.note),
  );

  app.get(
    '/api/portal/release/:id/review',
    { ...user, schema: { tags, security, params: ReleaseIdParams, response: { 200: ReleaseReviewView } } },
    async (req) => readReleaseReview(app.deps, accountOf(req), req.params.id),
  );

  app.post(
    '/api/portal/release/:id/takedown',
    { ...takeDown, schema: { tags, security, params: ReleaseIdParams, body: TakedownRequest, response: result } },
    async (req) => requestTakedown(app.deps, accountOf(req), req.params.id, req.body.reason),
  );

  app.post(
    '/api/portal/release/:id/takedown/cancel',
    { ...takeDown, schema: { tags, security, params: ReleaseIdParams, response: result } },
    async (req) => cancelTakedown(app.deps, accountOf(req), req.params.id),
  );
}
