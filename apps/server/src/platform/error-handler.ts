import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { VALIDATION_ERROR_MESSAGE } from '@liner/domain';
import { AppError } from './errors.js';

type FieldErrors = Record<string, string[]>;

/** fastify-type-provider-zod puts the zod issue in params; its path names the field for bodies. */
function pathOf(params: unknown): string {
  const issue = (params as { issue?: { path?: PropertyKey[] } } | undefined)?.issue;
  return issue?.path?.map(String).join('.') ?? '';
}

function addFieldError(errors: FieldErrors, field: string, message: string) {
  (errors[field] ??= []).push(message);
}

/** Maps every error to the one envelope: 422 { message, errors }, 401, 403, 404, 409, 429; no stack traces. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds) void reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.status).send({
        message: error.message,
        code: error.reason ?? error.code,
        ...(error.errors ? { errors: error.errors } : {}),
        ...(error.retryAfterSeconds ? { retryAfterSeconds: error.retryAfterSeconds } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldErrors = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || pathOf(issue.params) || 'body';
        addFieldError(errors, field, issue.message ?? VALIDATION_ERROR_MESSAGE);
      }
      const messages = Object.values(errors).flat();
      return reply
        .status(422)
        .send({ message: messages.length === 1 ? messages[0] : VALIDATION_ERROR_MESSAGE, code: 'VALIDATION', errors });
    }
    const fastifyError = error as FastifyError;
    if (
      fastifyError.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      fastifyError.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      error instanceof SyntaxError
    ) {
      return reply.status(422).send({
        message: 'The request body is not valid JSON',
        code: 'MALFORMED_REQUEST',
        errors: { body: ['The request body is not valid JSON'] },
      });
    }
    if (fastifyError.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send({ message: 'Unsupported content type', code: 'UNSUPPORTED_MEDIA_TYPE' });
    }
    if (fastifyError.statusCode === 413) {
      return reply.status(413).send({ message: 'The request is too large', code: 'PAYLOAD_TOO_LARGE' });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause?.issues }, 'response did not match its contract');
      return reply.status(500).send({ message: 'Something went wrong', code: 'INTERNAL' });
    }
    if (fastifyError.statusCode && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
      return reply
        .status(fastifyError.statusCode)
        .send({ message: fastifyError.message, code: fastifyError.code ?? 'BAD_REQUEST' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Something went wrong', code: 'INTERNAL' });
  });
}

/** JSON 404 for the API-only app (tests, workers); the web-serving app replaces it. */
export function installJsonNotFound(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: `No route ${request.method} ${request.url.split('?')[0]}`, code: 'NOT_FOUND' });
  });
}
