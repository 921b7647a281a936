import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  paginated,
  PROGRAMME_MESSAGES,
  programmeAction,
  ProgrammeReleasePage,
  type ProgrammeSubmission,
  ProgrammeReleaseQuery,
  ProgrammeTypeListQuery,
  RemoveProgrammeSubmissionRequest,
} from '@liner/domain';
import { actorOf } from '../../platform/request-auth.js';
import { listAccountSubmissions, removeAccountSubmission } from './account-submissions.js';
import type { ProgrammeDefinition } from './definition.js';
import { presentSubmission } from './present-submission.js';
import { listProgrammeReleases } from './programme-releases.js';
import { submitToProgramme } from './submit-to-programme.js';

export interface SpecPathsOptions {
  definition: ProgrammeDefinition;
  /** `{ type }`: the programme's kinds (platforms), as the path names them. */
  typeParams: z.ZodObject<{ type: z.ZodType<string> }>;
  /** The submit body: the programme's payload, at the top level as the spec sends it. */
  payload: z.ZodType;
  /** The spec's own shape of one submission. */
  item: z.ZodType<object>;
  present(submission: ProgrammeSubmission): object;
}

/**
 * The spec's calls of a rights programme, thin routes onto the engine: `GET {area}/{type}` (the
 * account's submissions on one platform), `GET {area}/releases`, `POST {area}/submit` and
 * `POST {area}/remove`, under api/portal.
 */
export function registerSpecPaths(root: FastifyInstance, options: SpecPathsOptions): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { definition } = options;
  const base = `/api/portal/${definition.key}`;
  const schema = { tags: ['programmes'], security: [{ bearer: [] }] };
  const view = { access: programmeAction(definition.area, 'view') };
  const saved = z.object({ message: z.string(), submission: options.item });

  app.get(
    `${base}/releases`,
    {
      config: view,
      schema: { ...schema, querystring: ProgrammeReleaseQuery, response: { 200: ProgrammeReleasePage } },
    },
    async (req) => listProgrammeReleases(app.deps, actorOf(req), definition, req.query),
  );
  app.get(
    `${base}/:type`,
    {
      config: view,
      schema: {
        ...schema,
        params: options.typeParams,
        querystring: ProgrammeTypeListQuery,
        response: { 200: paginated(options.item) },
      },
    },
    async (req) => {
      const query = { ...req.query, kind: req.params.type };
      const page = await listAccountSubmissions(app.deps, actorOf(req), definition, query);
      return { ...page, data: page.data.map(options.present) };
    },
  );
  app.post(
    `${base}/submit`,
    {
      config: { access: programmeAction(definition.area, 'submit'), idempotent: true },
      schema: { ...schema, body: options.payload, response: { 200: saved } },
    },
    async (req) => {
      const row = await submitToProgramme(app.deps, actorOf(req), definition, req.body);
      return { message: PROGRAMME_MESSAGES.submitted, submission: options.present(presentSubmission(row)) };
    },
  );
  app.post(
    `${base}/remove`,
    {
      config: { access: programmeAction(definition.area, 'remove') },
      schema: { ...schema, body: RemoveProgrammeSubmissionRequest, response: { 200: saved } },
    },
    async (req) => {
      const row = await removeAccountSubmission(app.deps, actorOf(req), definition, req.body.id);
      return { message: PROGRAMME_MESSAGES.removed, submission: options.present(presentSubmission(row)) };
    },
  );
}
