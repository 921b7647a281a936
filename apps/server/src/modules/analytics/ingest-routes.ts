import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ANALYTICS_IMPORT_MESSAGES,
  AnalyticsImportDetail,
  AnalyticsImportPage,
  AnalyticsImportQuery,
  idParam,
  OkResponse,
  UploadTrendFileFields,
} from '@liner/domain';
import { AppError, fieldError } from '../../platform/errors.js';
import { actorOf } from '../../platform/request-auth.js';
import { type StoredTrendFile, storeTrendFile } from './trend-file-store.js';
import { acceptTrendUpload } from './trend-file-upload.js';
import { listTrendImports, trendImportDetail } from './trend-import-queries.js';
import { removeTrendImport } from './trend-import-removal.js';

const IdParams = z.object({ id: idParam() });

/** The multipart parts in any order: the file is streamed to storage as it arrives. */
async function readUpload(request: FastifyRequest): Promise<{ file: StoredTrendFile; fields: Record<string, string> }> {
  const fields: Record<string, string> = {};
  let file: StoredTrendFile | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (file || part.fieldname !== 'file') {
          part.file.resume();
          continue;
        }
        file = await storeTrendFile(request.server.deps, part.filename, part.file);
      } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (error) {
    // A part after the file broke the body: the file has no row to own it.
    if (file) await request.server.deps.storage.delete(file.key);
    throw error;
  }
  if (!file) throw fieldError('file', ANALYTICS_IMPORT_MESSAGES.chooseFile);
  return { file, fields };
}

/** The operator's trend-file imports: upload, list, one with its bad rows, remove (docs/analytics-trend-layouts.md). */
export async function registerAnalyticsIngestRoutes(root: FastifyInstance): Promise<void> {
  await root.register(async (scope) => {
    if (!scope.hasContentTypeParser('multipart/form-data')) {
      await scope.register(fastifyMultipart, {
        limits: { fileSize: scope.deps.config.trendFiles.maxBytes, files: 1, fields: 5 },
      });
    }
    const app = scope.withTypeProvider<ZodTypeProvider>();
    const base = '/api/admin/analytics/imports';
    const tags = ['operator'];
    const security = [{ bearer: [] }];
    const config = { access: 'operator' } as const;

    app.post(
      base,
      { config, schema: { tags, security, response: { 200: AnalyticsImportDetail, 202: AnalyticsImportDetail } } },
      async (req, reply) => {
        if (!req.isMultipart())
          throw fieldError('file', 'Send the trend file as multipart/form-data with a "file" part');
        const { file, fields } = await readUpload(req);
        const parsed = UploadTrendFileFields.safeParse(fields);
        if (!parsed.success) {
          await app.deps.storage.delete(file.key);
          const errors: Record<string, string[]> = {};
          for (const issue of parsed.error.issues) (errors[issue.path.join('.') || 'body'] ??= []).push(issue.message);
          throw new AppError('VALIDATION', { message: Object.values(errors).flat()[0], errors });
        }
        const { queued, detail } = await acceptTrendUpload(app.deps, {
          uploadedBy: actorOf(req).user.id,
          file,
          fields: parsed.data,
        });
        return reply.status(queued ? 202 : 200).send(detail);
      },
    );

    app.get(
      base,
      { config, schema: { tags, security, querystring: AnalyticsImportQuery, response: { 200: AnalyticsImportPage } } },
      async (req) => listTrendImports(app.deps, req.query),
    );

    app.get(
      `${base}/:id`,
      { config, schema: { tags, security, params: IdParams, response: { 200: AnalyticsImportDetail } } },
      async (req) => trendImportDetail(app.deps, req.params.id),
    );

    app.delete(
      `${base}/:id`,
      { config, schema: { tags, security, params: IdParams, response: { 200: OkResponse } } },
      async (req) => removeTrendImport(app.deps, req.params.id),
    );
  });
}
