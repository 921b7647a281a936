import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** apps/web/dist, found from src/ or dist/ of the server. */
export function findWebDist(explicit: string | null): string | null {
  if (explicit) return fs.existsSync(path.join(explicit, 'index.html')) ? explicit : null;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i += 1) {
    const candidate = path.join(dir, 'apps', 'web', 'dist');
    if (fs.existsSync(path.join(candidate, 'index.html'))) return candidate;
    const sibling = path.join(dir, 'web', 'dist');
    if (fs.existsSync(path.join(sibling, 'index.html'))) return sibling;
    dir = path.dirname(dir);
  }
  return null;
}

/** The built SPA's page; read once at start (its inline scripts' hashes go into the CSP). */
export function readWebIndex(distDir: string): Buffer {
  return fs.readFileSync(path.join(distDir, 'index.html'));
}

/** Serves the SPA from the API's origin; any non-API GET falls back to index.html. */
export async function serveWeb(app: FastifyInstance, distDir: string, indexHtml: Buffer): Promise<void> {
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    // Our own header below; the plugin's default would overwrite it with max-age=0.
    cacheControl: false,
    setHeaders(res, filePath) {
      // Hashed asset names never change content: cache them for a year.
      const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0];
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !url.startsWith('/api/') &&
      !url.startsWith('/socket.io') &&
      !/\.[a-z0-9]{2,5}$/i.test(url);
    if (!wantsPage) return reply.status(404).send({ message: `No route ${request.method} ${url}`, code: 'NOT_FOUND' });
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
  });
}
