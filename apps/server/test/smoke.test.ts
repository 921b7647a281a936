import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './harness.js';

describe('app platform', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('answers health with the database kind', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json().database).toBe(ctx.deps.database.kind);
  });

  it('answers unknown API paths with the JSON 404 envelope', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('serves the OpenAPI 3 document at /api/docs/json, listing the API paths with their methods', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const document = res.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths['/api/portal/releases'] ?? {})).toContain('get');
    expect(Object.keys(document.paths['/api/auth/login'] ?? {})).toContain('post');
    // Path parameters are written the OpenAPI way, not Fastify's.
    expect(Object.keys(document.paths)).toContain('/api/portal/release/{id}');
    // The reference itself is not part of the API it documents.
    expect(Object.keys(document.paths).filter((path) => path.startsWith('/api/docs'))).toEqual([]);
  });

  it('serves a browsable API reference at /api/docs with the assets it loads', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const assets = [...page.body.matchAll(/(?:src|href)="(\/api\/docs\/static\/[^"]+)"/g)].map((m) => m[1]);
    expect(assets).toEqual(
      expect.arrayContaining(['/api/docs/static/swagger-ui-bundle.js', '/api/docs/static/swagger-ui.css']),
    );
    for (const asset of assets) {
      const res = await ctx.app.inject({ method: 'GET', url: asset });
      expect(res.statusCode, asset).toBe(200);
    }
    const initializer = await ctx.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(initializer.body).toContain('json');
  });
});

describe('request bodies', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('answers malformed JSON with the 422 envelope and no stack trace', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.c",',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'The request body is not valid JSON',
      code: 'MALFORMED_REQUEST',
      errors: { body: ['The request body is not valid JSON'] },
    });
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it('treats an empty JSON body as an empty object (validation then names the fields)', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(expect.arrayContaining(['email', 'password']));
  });
});
