import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AddReleaseEditRequest,
  AddTrackEditRequest,
  DeclineRequest,
  EDIT_REMOVED,
  EDIT_SAVED,
  EditRequestReview,
  EditRequestView,
  OkResponse,
  ReleaseEditSectionParams,
  ReleaseIdParams,
  ReleaseStatusResult,
  TrackEditParams,
} from '@liner/domain';
import { accountOf, actorOf } from '../../platform/request-auth.js';
import { findOwnRelease, findRelease } from '../releases/index.js';
import { addReleaseEdit, addTrackEdit, removeReleaseEdit, removeTrackEdit } from './change-edits.js';
import { approveEditRequest, rejectEditRequest } from './decide-edit-request.js';
import { findProposedEditProblems } from './proposed-edit-problems.js';
import { readEditRequest } from './read-edit-request.js';
import { submitEditRequest } from './submit-edit-request.js';

/** Edit requests of delivered and live releases: the owner collects and sends, the operator decides. */
export async function registerEditRequestRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const base = '/api/portal/release/:id/edit-requests';
  const config = { access: 'release.edit' } as const;
  const tags = ['releases'];
  const security = [{ bearer: [] }];
  const ok = { 200: OkResponse };
  const accountId = (req: Parameters<typeof actorOf>[0]) => accountOf(req);
  const reviewerId = (req: Parameters<typeof actorOf>[0]) => actorOf(req).user.id;

  app.get(
    base,
    {
      config: { access: 'release.view' },
      schema: { tags, security, params: ReleaseIdParams, response: { 200: EditRequestView } },
    },
    async (req) => {
      await findOwnRelease(app.deps.db, accountId(req), req.params.id);
      return readEditRequest(app.deps.db, req.params.id);
    },
  );

  app.post(
    base,
    { config, schema: { tags, security, params: ReleaseIdParams, body: AddReleaseEditRequest, response: ok } },
    async (req) => {
      await addReleaseEdit(app.deps, accountId(req), req.params.id, req.body);
      return { message: EDIT_SAVED };
    },
  );

  app.post(
    `${base}/tracks`,
    { config, schema: { tags, security, params: ReleaseIdParams, body: AddTrackEditRequest, response: ok } },
    async (req) => {
      await addTrackEdit(app.deps, accountId(req), req.params.id, req.body);
      return { message: EDIT_SAVED };
    },
  );

  app.delete(
    `${base}/:section`,
    { config, schema: { tags, security, params: ReleaseEditSectionParams, response: ok } },
    async (req) => {
      await removeReleaseEdit(app.deps, accountId(req), req.params.id, req.params.section);
      return { message: EDIT_REMOVED };
    },
  );

  app.delete(
    `${base}/tracks/:trackId/:field`,
    { config, schema: { tags, security, params: TrackEditParams, response: ok } },
    async (req) => {
      await removeTrackEdit(app.deps, accountId(req), req.params.id, req.params.trackId, req.params.field);
      return { message: EDIT_REMOVED };
    },
  );

  app.post(
    `${base}/submit`,
    { config, schema: { tags, security, params: ReleaseIdParams, response: { 200: ReleaseStatusResult } } },
    async (req) => submitEditRequest(app.deps, accountId(req), req.params.id),
  );

  const admin = { config: { access: 'release.review' } } as const;
  const operator = ['operator'];
  app.get(
    '/api/admin/releases/:id/edit-requests',
    { ...admin, schema: { tags: operator, security, params: ReleaseIdParams, response: { 200: EditRequestReview } } },
    async (req) => {
      const release = await findRelease(app.deps.db, req.params.id);
      const [request, problems] = await Promise.all([
        readEditRequest(app.deps.db, release.id),
        findProposedEditProblems(app.deps, release),
      ]);
      return { ...request, problems };
    },
  );

  app.post(
    '/api/admin/releases/:id/edit-requests/approve',
    { ...admin, schema: { tags: operator, security, params: ReleaseIdParams, response: { 200: ReleaseStatusResult } } },
    async (req) => approveEditRequest(app.deps, reviewerId(req), req.params.id),
  );

  app.post(
    '/api/admin/releases/:id/edit-requests/reject',
    {
      ...admin,
      schema: {
        tags: operator,
        security,
        params: ReleaseIdParams,
        body: DeclineRequest,
        response: { 200: ReleaseStatusResult },
      },
    },
    async (req) => rejectEditRequest(app.deps, reviewerId(req), req.params.id, req.body.note),
  );
}
