import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DecideProgrammeSubmissionRequest,
  OperatorProgrammeDetail,
  OperatorProgrammePage,
  OperatorProgrammeQuery,
  OperatorProgrammeSaved,
  OperatorSubmissionParams,
} from '@liner/domain';
import { actorOf } from '../../platform/request-auth.js';
import { OPERATOR_DECISION_ROUTE } from './move-submission.js';
import { decideSubmission, listProgrammeQueue, readSubmissionForOperator } from './operator-queue.js';

/** The operator's review queue across programmes (api/admin/programmes). */
export function registerOperatorProgrammeRoutes(root: FastifyInstance): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const base = '/api/admin/programmes/submissions';
  const config = { access: 'operator' } as const;
  const schema = { tags: ['admin programmes'], security: [{ bearer: [] }] };

  app.get(
    base,
    { config, schema: { ...schema, querystring: OperatorProgrammeQuery, response: { 200: OperatorProgrammePage } } },
    async (req) => listProgrammeQueue(app.deps, req.query),
  );
  app.get(
    `${base}/:id`,
    { config, schema: { ...schema, params: OperatorSubmissionParams, response: { 200: OperatorProgrammeDetail } } },
    async (req) => readSubmissionForOperator(app.deps, req.params.id),
  );
  app.post(
    OPERATOR_DECISION_ROUTE,
    {
      config,
      schema: {
        ...schema,
        params: OperatorSubmissionParams,
        body: DecideProgrammeSubmissionRequest,
        response: { 200: OperatorProgrammeSaved },
      },
    },
    async (req) => decideSubmission(app.deps, actorOf(req), req.params.id, req.body),
  );
}
