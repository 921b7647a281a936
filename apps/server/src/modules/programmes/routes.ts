import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  PROGRAMME_MESSAGES,
  programmeAction,
  ProgrammeEligibility,
  ProgrammeListQuery,
  ProgrammeReleasePage,
  ProgrammeReleaseQuery,
  ProgrammeSubmissionDetail,
  ProgrammeSubmissionPage,
  ProgrammeSubmissionSaved,
  RemoveProgrammeSubmissionRequest,
  SubmitProgrammeRequest,
  OperatorSubmissionParams,
} from '@liner/domain';
import { actorOf } from '../../platform/request-auth.js';
import { listAccountSubmissions, readAccountSubmission, removeAccountSubmission } from './account-submissions.js';
import type { ProgrammeDefinition } from './definition.js';
import { programmeEligibility } from './eligibility-facts.js';
import { registerOperatorProgrammeRoutes } from './operator-routes.js';
import { presentSubmission } from './present-submission.js';
import { listProgrammeReleases } from './programme-releases.js';
import { PROGRAMMES } from './registry.js';
import { registerBlocklistRoutes } from './blocklist/blocklist-routes.js';
import { registerGreenlistRoutes } from './greenlist/greenlist-routes.js';
import { submitToProgramme } from './submit-to-programme.js';

/**
 * The engine's calls for one programme, under api/portal/programmes/<key>: each guarded by the
 * programme's own named permission (view, submit, remove), so the route policy is the programme's.
 */
function registerProgrammeCalls(root: FastifyInstance, definition: ProgrammeDefinition): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const base = `/api/portal/programmes/${definition.key}`;
  const schema = { tags: ['programmes'], security: [{ bearer: [] }] };
  const view = { access: programmeAction(definition.area, 'view') };

  app.get(
    `${base}/submissions`,
    {
      config: view,
      schema: { ...schema, querystring: ProgrammeListQuery, response: { 200: ProgrammeSubmissionPage } },
    },
    async (req) => listAccountSubmissions(app.deps, actorOf(req), definition, req.query),
  );
  app.get(
    `${base}/submissions/:id`,
    {
      config: view,
      schema: { ...schema, params: OperatorSubmissionParams, response: { 200: ProgrammeSubmissionDetail } },
    },
    async (req) => readAccountSubmission(app.deps, actorOf(req), definition, req.params.id),
  );
  app.get(
    `${base}/eligibility`,
    { config: view, schema: { ...schema, response: { 200: ProgrammeEligibility } } },
    async (req) => programmeEligibility(app.deps, actorOf(req), definition),
  );
  app.get(
    `${base}/releases`,
    {
      config: view,
      schema: { ...schema, querystring: ProgrammeReleaseQuery, response: { 200: ProgrammeReleasePage } },
    },
    async (req) => listProgrammeReleases(app.deps, actorOf(req), definition, req.query),
  );
  app.post(
    `${base}/submit`,
    {
      config: { access: programmeAction(definition.area, 'submit'), idempotent: true },
      schema: { ...schema, body: SubmitProgrammeRequest, response: { 200: ProgrammeSubmissionSaved } },
    },
    async (req) => {
      const row = await submitToProgramme(app.deps, actorOf(req), definition, req.body.payload, {
        fieldPrefix: 'payload',
      });
      return { message: PROGRAMME_MESSAGES.submitted, submission: presentSubmission(row) };
    },
  );
  app.post(
    `${base}/remove`,
    {
      config: { access: programmeAction(definition.area, 'remove') },
      schema: { ...schema, body: RemoveProgrammeSubmissionRequest, response: { 200: ProgrammeSubmissionSaved } },
    },
    async (req) => {
      const row = await removeAccountSubmission(app.deps, actorOf(req), definition, req.body.id);
      return { message: PROGRAMME_MESSAGES.removed, submission: presentSubmission(row) };
    },
  );
}

/** Every programme's calls, the spec's own greenlist and blocklist paths, and the operator's queue. */
export async function registerProgrammeRoutes(app: FastifyInstance): Promise<void> {
  for (const definition of Object.values(PROGRAMMES)) registerProgrammeCalls(app, definition);
  registerGreenlistRoutes(app);
  registerBlocklistRoutes(app);
  registerOperatorProgrammeRoutes(app);
}
