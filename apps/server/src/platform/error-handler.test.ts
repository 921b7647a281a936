import Fastify, { type FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { installErrorHandler } from './error-handler.js';
import { AppError, ExplainedFailure, userFacingFailure } from './errors.js';

/** What PostgreSQL says about a NUL byte or an id past int4; a caller must read none of it. */
const DATABASE_ERROR =
  'invalid byte sequence for encoding "UTF8": 0x00 (Failed query: select * from "users" where "email" = $1)';

describe('error handler', () => {
  it('answers an unexpected error with the generic 500 and logs the detail, never its text', async () => {
    const logged: unknown[] = [];
    const app = Fastify({
      loggerInstance: {
        level: 'error',
        error: (entry: unknown) => logged.push(entry),
        warn: () => undefined,
        info: () => undefined,
        debug: () => undefined,
        trace: () => undefined,
        fatal: () => undefined,
        silent: () => undefined,
        child() {
          return this;
        },
      } as unknown as FastifyBaseLogger,
    });
    installErrorHandler(app);
    app.get('/boom', async () => {
      throw new Error(DATABASE_ERROR);
    });
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Something went wrong', code: 'INTERNAL' });
    expect(res.body).not.toContain('UTF8');
    expect(JSON.stringify(logged.map((entry) => (entry as { err?: Error }).err?.message))).toContain('UTF8');
    await app.close();
  });
});

describe('userFacingFailure', () => {
  it('keeps a message written for people and replaces any other error text', () => {
    expect(userFacingFailure(new ExplainedFailure('The file has no lines'), 'Failed')).toBe('The file has no lines');
    expect(userFacingFailure(new AppError('CONFLICT', { message: 'Already done' }), 'Failed')).toBe('Already done');
    expect(userFacingFailure(new Error(DATABASE_ERROR), 'Failed')).toBe('Failed');
    expect(userFacingFailure(new AppError('INTERNAL'), 'Failed')).toBe('Failed');
    expect(userFacingFailure('thrown text', 'Failed')).toBe('Failed');
  });
});
