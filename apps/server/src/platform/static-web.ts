import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { styleNonceOf } from './security-headers.js';

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

/**
 * index.html with a request's style nonce in a <meta property="csp-nonce" nonce="…"> at the top
 * of <head>, where the web app's style cache reads it (the same tag Vite's own nonce support uses).
 * The nonce sits in the nonce attribute, which the browser hides from the page's CSS and markup.
 */
export function pageWithNonce(indexHtml: string): (nonce: string) => string {
  const head = /<head[^>]*>/i.exec(indexHtml);
  const at = head ? head.index + head[0].length : 0;
  const before = indexHtml.slice(0, at);
  const after = indexHtml.slice(at);
  return (nonce) => `${before}<meta property="csp-nonce" nonce="${nonce}" />${after}`;
}

/**
 * Serves the SPA from the API's origin; any non-API GET falls back to index.html, built afresh for
 * each request with its style nonce and never stored by the browser (a stored copy's nonce would
 * not match the next answer's CSP).
 */
export async function serveWeb(app: FastifyInstance, distDir: string, indexHtml: Buffer): Promise<void> {
  const page = pageWithNonce(indexHtml.toString('utf8'));
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    // The page itself only goes out with a nonce, through the handler below.
    allowedPath: (pathName) => pathName !== '/index.html',
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
      (url === '/index.html' || !/\.[a-z0-9]{2,5}$/i.test(url));
    if (!wantsPage) return reply.status(404).send({ message: `No route ${request.method} ${url}`, code: 'NOT_FOUND' });
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(page(styleNonceOf(request.raw)));
  });
}
