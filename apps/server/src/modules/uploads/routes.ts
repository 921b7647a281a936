import { Readable } from 'node:stream';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CreateUploadRequest,
  FileIdParams,
  OkResponse,
  RemoveFileRequest,
  UploadChunkQuery,
  UploadChunkResponse,
  UploadedFileView,
  UploadSessionView,
  UPLOAD_MESSAGES,
} from '@liner/domain';
import { AppError } from '../../platform/errors.js';
import { accountOf, actorOf } from '../../platform/request-auth.js';
import { uploadRejected } from './accept-stored-file.js';
import { appendUploadChunk, UploadOffsetConflict } from './append-upload-chunk.js';
import { presentUploadedFile } from './present-uploaded-file.js';
import { type FilePreviewGrants, openFilePreview } from './preview-access.js';
import { removeUploadedFile } from './remove-uploaded-file.js';
import { submitFile, tooLargeMessage, type SubmittedFile } from './submit-file.js';
import { maxUploadBytes } from './upload-limits.js';
import { createUploadSession, findUploadSession, presentUploadSession } from './upload-sessions.js';
import { getUploadedFile, type UploadKind } from './uploaded-file.js';

/** Room for the multipart boundaries and part headers around the file itself. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * The multipart file part named "file", streamed (never buffered). A body whose declared
 * length already passes the limit is refused before a byte of it is read.
 */
async function filePart(request: FastifyRequest, kind: UploadKind): Promise<SubmittedFile | null> {
  const { config } = request.server.deps;
  const limit = maxUploadBytes(kind, config);
  if (Number(request.headers['content-length'] ?? 0) > limit + MULTIPART_OVERHEAD_BYTES)
    throw uploadRejected([tooLargeMessage(kind, config)]);
  if (!request.isMultipart()) return null;
  // The parser's own limit sits well past ours: on reaching it, it would keep reading and
  // discarding the rest of the body. storage.put's limit fires first and stops the reading.
  const part = await request.file({ limits: { fileSize: limit * 2, files: 1, fields: 10 } });
  if (part?.fieldname !== 'file') return null;
  return { fileName: part.filename, stream: part.file };
}

/** After refusing an upload whose body is still arriving, close the connection instead of reading the rest. */
function closeIfUnread(request: FastifyRequest, reply: FastifyReply): void {
  if (request.raw.complete) return;
  // Detach the multipart parser too: it would otherwise drain (and discard) the rest.
  request.raw.unpipe();
  request.raw.pause();
  void reply.header('connection', 'close');
}

function sendOffsetConflict(reply: FastifyReply, error: UploadOffsetConflict) {
  return reply
    .status(409)
    .header('upload-offset', String(error.offset))
    .send({ message: error.message, code: error.reason, offset: error.offset });
}

/** Base api/distribution: artwork and audio uploads (one request, or resumable in chunks). */
export async function registerUploadRoutes(root: FastifyInstance, previewGrants: FilePreviewGrants): Promise<void> {
  // Own scope: the multipart parser and the raw octet-stream parser apply to these routes only.
  await root.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { files: 1, fields: 10, fileSize: maxUploadBytes('audio', root.deps.config) * 2 },
    });
    // Hands the request stream through untouched: chunks go to disk as they arrive.
    scope.addContentTypeParser('application/octet-stream', (_request, payload, done) => done(null, payload));

    const app = scope.withTypeProvider<ZodTypeProvider>();
    const base = '/api/distribution';
    const config = { access: 'release.edit' } as const;
    const tags = ['uploads'];
    const security = [{ bearer: [] }];
    const fileView = { 200: UploadedFileView };

    for (const kind of ['artwork', 'audio'] as const) {
      app.post(
        `${base}/${kind}/submit`,
        { config, schema: { tags, security, consumes: ['multipart/form-data'], response: fileView } },
        async (req, reply) => {
          try {
            const file = await submitFile(app.deps, accountOf(req), kind, await filePart(req, kind));
            return presentUploadedFile(file);
          } catch (error) {
            closeIfUnread(req, reply);
            throw error;
          }
        },
      );
    }

    app.get(
      `${base}/files/:id`,
      { config: { access: 'release.view' }, schema: { tags, security, params: FileIdParams, response: fileView } },
      async (req) => {
        const file = await getUploadedFile(app.deps, accountOf(req), req.params.id);
        if (!file) throw new AppError('NOT_FOUND', { message: 'File not found' });
        return presentUploadedFile(file);
      },
    );

    app.get(
      `${base}/files/:id/preview`,
      // Who may see which file is decided per file (preview-access.ts): owner, operator, split payee.
      { config: { access: 'signed-in' }, schema: { tags, security, params: FileIdParams } },
      async (req, reply) => {
        const preview = await openFilePreview(app.deps, previewGrants, actorOf(req), req.params.id);
        if (preview.sizeBytes !== null) void reply.header('content-length', String(preview.sizeBytes));
        return reply.type(preview.contentType).header('cache-control', 'private, max-age=3600').send(preview.stream);
      },
    );

    app.post(
      `${base}/remove/file`,
      { config, schema: { tags, security, body: RemoveFileRequest, response: { 200: OkResponse } } },
      async (req) => ({ message: await removeUploadedFile(app.deps, accountOf(req), req.body.id) }),
    );

    app.post(
      `${base}/uploads`,
      { config, schema: { tags, security, body: CreateUploadRequest, response: { 200: UploadSessionView } } },
      async (req) => createUploadSession(app.deps, accountOf(req), req.body),
    );

    app.get(
      `${base}/uploads/:id`,
      { config, schema: { tags, security, params: FileIdParams, response: { 200: UploadSessionView } } },
      async (req) => presentUploadSession(await findUploadSession(app.deps, accountOf(req), req.params.id)),
    );

    app.put(
      `${base}/uploads/:id`,
      {
        config,
        schema: {
          tags,
          security,
          params: FileIdParams,
          querystring: UploadChunkQuery,
          consumes: ['application/octet-stream'],
          response: { 200: UploadChunkResponse },
        },
      },
      async (req, reply) => {
        // A missing body (no content-type) arrives as undefined: an empty chunk, which may complete the upload.
        const body = req.body === undefined || req.body === null ? Readable.from([]) : req.body;
        if (!(body instanceof Readable))
          throw new AppError('VALIDATION', {
            message: UPLOAD_MESSAGES.missingFile,
            errors: { file: ['Send the chunk as application/octet-stream'] },
          });
        try {
          return await appendUploadChunk(app.deps, accountOf(req), req.params.id, req.query.offset, body);
        } catch (error) {
          closeIfUnread(req, reply);
          if (error instanceof UploadOffsetConflict) return sendOffsetConflict(reply, error);
          throw error;
        }
      },
    );
  });
}
