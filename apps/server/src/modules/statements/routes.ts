import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import fastifyMultipart from '@fastify/multipart';
import { z } from 'zod';
import { idParam } from '@liner/domain';
import {
  CatalogSearchQuery,
  CatalogSearchResponse,
  MatchAliasPage,
  OkResponse,
  AccountingPeriodList,
  ClosePeriodRequest,
  PageQuery,
  STATEMENT_MATCH_MESSAGES,
  ResolveUnmatchedRequest,
  ResolveUnmatchedResponse,
  ReverseStatementRequest,
  StatementDetail,
  StatementMapping,
  StatementMappingInput,
  StatementMappingList,
  StatementPage,
  UnmatchedPage,
  UploadStatementFields,
} from '@liner/domain';
import { AppError, fieldError } from '../../platform/errors.js';
import { actorOf } from '../../platform/request-auth.js';
import { listStatements, statementDetail } from './present-statement.js';
import { listMappings, saveMapping } from './statement-mappings.js';
import { listUnmatched, resolveUnmatched } from './unmatched-lines.js';
import { listAliases, removeAlias } from './match-aliases.js';
import { searchCatalogForLines } from './search-catalog.js';
import { resumeStatement } from './resume-waiting-imports.js';
import { refuseIfDuplicate } from './statement-duplicates.js';
import { reverseStatement } from './reverse-statement.js';
import { closeAccountingPeriod, listAccountingPeriods } from './accounting-periods.js';
import { createStatement, MAX_STATEMENT_BYTES, storeStatementFile, type StoredUpload } from './upload-statement.js';

const IdParams = z.object({ id: idParam() });

/** Reads the multipart parts in any order: the file is streamed to storage as it arrives. */
async function readUpload(request: FastifyRequest): Promise<{ file: StoredUpload; fields: Record<string, string> }> {
  const fields: Record<string, string> = {};
  let file: StoredUpload | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (file || part.fieldname !== 'file') {
          part.file.resume();
          continue;
        }
        file = await storeStatementFile(request.server.deps, part.filename, part.file);
      } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (error) {
    // A part after the file broke the body (too many fields, a cut connection): the file has no row to own it.
    if (file) await request.server.deps.storage.delete(file.key);
    throw error;
  }
  if (!file) throw fieldError('file', 'Choose a statement file');
  return { file, fields };
}

/** Operator screens for store reports: upload, progress and totals, the unmatched queue, saved mappings. */
export async function registerStatementRoutes(root: FastifyInstance): Promise<void> {
  await root.register(async (scope) => {
    if (!scope.hasContentTypeParser('multipart/form-data')) {
      await scope.register(fastifyMultipart, { limits: { fileSize: MAX_STATEMENT_BYTES, files: 1, fields: 20 } });
    }
    const app = scope.withTypeProvider<ZodTypeProvider>();
    const base = '/api/admin/statements';
    const tags = ['operator'];
    const security = [{ bearer: [] }];
    // Attach the import worker once a runner exists (see statement-worker.ts).
    const config = { access: 'operator' } as const;

    app.post(
      base,
      { config, schema: { tags, security, response: { 200: StatementDetail, 202: StatementDetail } } },
      async (req, reply) => {
        if (!req.isMultipart())
          throw fieldError('file', 'Send the statement as multipart/form-data with a "file" part');
        const { file, fields } = await readUpload(req);
        const parsed = UploadStatementFields.safeParse(fields);
        if (!parsed.success) {
          await app.deps.storage.delete(file.key);
          const errors: Record<string, string[]> = {};
          for (const issue of parsed.error.issues) (errors[issue.path.join('.') || 'body'] ??= []).push(issue.message);
          throw new AppError('VALIDATION', { errors });
        }
        const id = await createStatement(app.deps, { uploadedBy: actorOf(req).user.id, file, fields: parsed.data });
        await refuseIfDuplicate(app.deps, id);
        const detail = await statementDetail(app.deps, id);
        return reply.status(detail.status === 'queued' || detail.status === 'importing' ? 202 : 200).send(detail);
      },
    );

    app.get(
      base,
      { config, schema: { tags, security, querystring: PageQuery, response: { 200: StatementPage } } },
      async (req) => listStatements(app.deps, req.query),
    );

    app.get(
      `${base}/mappings`,
      { config, schema: { tags, security, response: { 200: StatementMappingList } } },
      async () => listMappings(app.deps),
    );

    app.post(
      `${base}/mappings`,
      { config, schema: { tags, security, body: StatementMappingInput, response: { 200: StatementMapping } } },
      async (req) => saveMapping(app.deps, req.body),
    );

    app.post(
      `${base}/unmatched/resolve`,
      {
        config,
        schema: { tags, security, body: ResolveUnmatchedRequest, response: { 200: ResolveUnmatchedResponse } },
      },
      async (req) => resolveUnmatched(app.deps, actorOf(req).user.id, req.body),
    );

    app.get(
      `${base}/catalog-search`,
      { config, schema: { tags, security, querystring: CatalogSearchQuery, response: { 200: CatalogSearchResponse } } },
      async (req) => searchCatalogForLines(app.deps, req.query),
    );

    app.get(
      `${base}/aliases`,
      { config, schema: { tags, security, querystring: PageQuery, response: { 200: MatchAliasPage } } },
      async (req) => listAliases(app.deps, req.query),
    );

    app.delete(
      `${base}/aliases/:id`,
      { config, schema: { tags, security, params: IdParams, response: { 200: OkResponse } } },
      async (req) => {
        await removeAlias(app.deps, req.params.id);
        return { message: STATEMENT_MATCH_MESSAGES.aliasRemoved };
      },
    );

    app.get(
      `${base}/:id`,
      { config, schema: { tags, security, params: IdParams, response: { 200: StatementDetail } } },
      async (req) => statementDetail(app.deps, req.params.id),
    );

    app.post(
      `${base}/:id/reverse`,
      {
        config,
        schema: { tags, security, params: IdParams, body: ReverseStatementRequest, response: { 200: StatementDetail } },
      },
      async (req) => reverseStatement(app.deps, actorOf(req).user.id, req.params.id, req.body),
    );

    app.post(
      `${base}/:id/resume`,
      { config, schema: { tags, security, params: IdParams, response: { 200: StatementDetail } } },
      async (req) => {
        await resumeStatement(app.deps, req.params.id);
        return statementDetail(app.deps, req.params.id);
      },
    );

    app.get(
      '/api/admin/accounting-periods',
      { config, schema: { tags, security, response: { 200: AccountingPeriodList } } },
      async () => listAccountingPeriods(app.deps),
    );

    app.post(
      '/api/admin/accounting-periods/close',
      { config, schema: { tags, security, body: ClosePeriodRequest, response: { 200: AccountingPeriodList } } },
      async (req) => closeAccountingPeriod(app.deps, actorOf(req).user.id, req.body.period),
    );

    app.get(
      `${base}/:id/unmatched`,
      {
        config,
        schema: { tags, security, params: IdParams, querystring: PageQuery, response: { 200: UnmatchedPage } },
      },
      async (req) => listUnmatched(app.deps, req.params.id, req.query),
    );
  });
}
