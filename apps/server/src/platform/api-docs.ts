import type { FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { markRoutesPublic } from './permissions/route-policy.js';
import { API_DOCS_CSP } from './security-headers.js';

/** Where the API reference lives: the browsable page here, its OpenAPI JSON at `${API_DOCS_PATH}/json`. */
export const API_DOCS_PATH = '/api/docs';

/**
 * The OpenAPI document is built from the routes' own zod schemas, so the reference cannot drift
 * from what the server validates. Register before the routes: @fastify/swagger only sees routes
 * added after it.
 */
export async function registerApiDocs(app: FastifyInstance, version: string): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Liner API', version },
      // API clients send the bearer token; the browser's httpOnly session cookie works on the same routes.
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  // Swagger UI's page and its static assets come from the package's own folder (left outside the
  // esbuild bundle), so the built server serves them as the sources do.
  // The reference is public, like the API's own description of itself; Swagger UI adds its routes
  // itself and takes no route options, so the scope declares them public.
  await app.register(async (docs) => {
    markRoutesPublic(docs);
    await docs.register(fastifySwaggerUi, {
      routePrefix: API_DOCS_PATH,
      uiConfig: { docExpansion: 'list', deepLinking: true, persistAuthorization: true },
      // Swagger UI styles itself inline and draws data: images: its pages get a CSP of their own.
      staticCSP: API_DOCS_CSP,
    });
  });
}
